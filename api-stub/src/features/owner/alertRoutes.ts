import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../../auth/guard';
import { badRequest } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';
import { inTransaction, notify } from '../notifications/notify';
import { ownedHostelIds } from './ownership';

/** POST /api/alerts: a notification for each selected student of this owner (they see it in their notifications). */
export async function ownerAlertRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, guard } = deps;
  app.route({
    ...endpoint('POST /api/alerts', guard),
    handler: async (request) => {
      const body = request.body;
      const ids = await ownedHostelIds(db, userOf(request).id);
      const residents = ids.length
        ? await db
            .selectFrom('residents')
            .select(['id', 'user_id'])
            .where('hostel_id', 'in', ids)
            .where('left_at', 'is', null)
            .where('id', 'in', [...new Set(body.studentIds)])
            .execute()
        : [];
      if (residents.length !== new Set(body.studentIds).size)
        throw badRequest('Some selected students are not staying at your hostels.');
      const withAccount = [...new Set(residents.map((r) => r.user_id).filter((u): u is string => Boolean(u)))];
      // every resident gets the alert, or (a crash half-way) none: sending again then tells nobody twice
      await inTransaction(
        db,
        async (tx) => {
          for (const userId of withAccount)
            await notify(
              tx,
              userId,
              body.messageType === 'fee' || body.messageType === 'holiday' ? 'alert' : 'info',
              body.message,
            );
        },
        request,
      );
      return {
        message: 'Alerts sent successfully ✅',
        delivered: withAccount.length,
        withoutAccount: residents.length - residents.filter((r) => r.user_id).length,
      };
    },
  });
}
