import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../http/deps';

export async function healthRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  app.get('/api/health', async () => {
    await sql`select 1`.execute(deps.db);
    return { status: 'ok', mail: deps.mailer.mode };
  });
}
