import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../../auth/guard';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';
import { onePage } from '../../db/paging';
import { toNotification, wake } from './notify';

export async function notificationRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, guard } = deps;

  app.route({
    ...endpoint('GET /api/notifications', guard),
    handler: async (request) => {
      const rows = await db
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', '=', userOf(request).id)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .$call((q) => onePage(q, request.query))
        .execute();
      return rows.map(toNotification);
    },
  });

  app.route({
    ...endpoint('PUT /api/notifications/mark-read', guard),
    handler: async (request) => {
      const result = await db
        .updateTable('notifications')
        .set({ is_read: 1 })
        .where('user_id', '=', userOf(request).id)
        .where('is_read', '=', 0)
        .executeTakeFirst();
      wake(db, userOf(request).id); // the user's other tabs show the unread count drop at once
      return { message: 'All notifications marked as read.', updated: Number(result.numUpdatedRows) };
    },
  });
}
