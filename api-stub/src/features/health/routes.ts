import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';
import { unavailable } from '../../http/errors';

/**
 * Probes as a load balancer or Kubernetes asks them: `live` is the process itself (restart it when it fails),
 * `ready` is whether to send it traffic (warmed up and its database answers). `/api/health` stays as it was.
 */
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
  app.route({
    ...endpoint('GET /api/health/live', guard),
    handler: async () => ({ status: 'ok' as const }),
  });
  app.route({
    ...endpoint('GET /api/health/ready', guard),
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!deps.warmth.isWarm()) throw unavailable();
      await sql`select 1`.execute(deps.db);
      return { status: 'ok' as const };
    },
  });
}
