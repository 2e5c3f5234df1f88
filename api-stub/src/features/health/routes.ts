import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';

export async function healthRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guard } = deps;
  app.route({
    ...endpoint('GET /api/health', guard),
    handler: async () => {
      await sql`select 1`.execute(deps.db);
      return { status: 'ok' as const, mail: deps.mailer.mode };
    },
  });
}
