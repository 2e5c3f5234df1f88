import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OUTBOX_NOT_FAILED, OUTBOX_RETRIED, OUTBOX_STATES, type OutboxState } from 'contracts';
import { onePage } from '../../db/paging';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';
import { conflict, notFound } from '../../http/errors';
import { MAIL_QUEUED, notificationWakeups } from '../notifications/notify';

/** The operator's view of the mail outbox (notifications with an e-mail), and sending a failed one again. */
export async function adminOutboxRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, guard } = deps;

  app.route({
    ...endpoint('GET /api/admin/outbox', guard),
    handler: async (request) => {
      const { state } = request.query;
      const inState = db
        .selectFrom('notifications')
        .innerJoin('users', 'users.id', 'notifications.user_id')
        .where('notifications.mail_state', '=', state);
      const [rows, counted] = await Promise.all([
        inState
          .select([
            'notifications.id',
            'users.email',
            'notifications.mail_kind',
            'notifications.mail_state',
            'notifications.mail_attempts',
            'notifications.created_at',
            'notifications.mail_lease_until',
          ])
          .orderBy('notifications.created_at', 'desc')
          .orderBy('notifications.id')
          .$call((query) => onePage(query, request.query))
          .execute(),
        db
          .selectFrom('notifications')
          .select(['mail_state', (eb) => eb.fn.countAll<number>().as('n')])
          .where('mail_state', 'in', [...OUTBOX_STATES])
          .groupBy('mail_state')
          .execute(),
      ]);
      const counts = { queued: 0, sending: 0, sent: 0, failed: 0 };
      for (const c of counted) counts[c.mail_state as OutboxState] = Number(c.n);
      return {
        mails: rows.flatMap((r) =>
          r.mail_kind
            ? [
                {
                  id: r.id,
                  to: r.email,
                  kind: r.mail_kind,
                  state: r.mail_state as OutboxState,
                  attempts: r.mail_attempts,
                  createdAt: r.created_at,
                  leaseUntil: r.mail_lease_until,
                },
              ]
            : [],
        ),
        total: counts[state],
        counts,
      };
    },
  });

  app.route({
    ...endpoint('PUT /api/admin/outbox/:id/retry', guard),
    handler: async (request) => {
      const { id } = request.params;
      const queued = await db
        .updateTable('notifications')
        .set({ mail_state: 'queued', mail_lease_until: null })
        .where('id', '=', id)
        .where('mail_state', '=', 'failed')
        .executeTakeFirst();
      if (Number(queued.numUpdatedRows) !== 1) {
        const row = await db.selectFrom('notifications').select('mail_state').where('id', '=', id).executeTakeFirst();
        if (!row?.mail_state) throw notFound('E-mail not found.');
        throw conflict(OUTBOX_NOT_FAILED);
      }
      notificationWakeups.emit(MAIL_QUEUED);
      return { message: OUTBOX_RETRIED };
    },
  });
}
