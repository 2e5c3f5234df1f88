import type { FastifyInstance } from 'fastify';
import { userOf } from '../../auth/guard';
import type { AppDeps } from '../../http/deps';

export async function notificationRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, guard } = deps;

  app.get('/api/notifications', { preHandler: guard.requireUser }, async (request) => {
    const rows = await db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userOf(request).id)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(100)
      .execute();
    return rows.map((n) => ({
      _id: n.id,
      type: n.type,
      message: n.message,
      isRead: n.is_read === 1,
      createdAt: n.created_at,
    }));
  });

  app.put('/api/notifications/mark-read', { preHandler: guard.requireUser }, async (request) => {
    const result = await db
      .updateTable('notifications')
      .set({ is_read: 1 })
      .where('user_id', '=', userOf(request).id)
      .where('is_read', '=', 0)
      .executeTakeFirst();
    return { message: 'All notifications marked as read.', updated: Number(result.numUpdatedRows) };
  });
}
