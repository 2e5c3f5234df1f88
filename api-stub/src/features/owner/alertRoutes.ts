import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { userOf } from '../../auth/guard';
import { badRequest } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { parseInput } from '../../http/validate';
import { notify } from '../notifications/notify';
import { ownedHostelIds } from './ownership';

const MISSING = 'Please enter a message and select at least one student.';
const alertSchema = z.object({
  messageType: z.enum(['holiday', 'fee', 'welcome', 'others'], { error: 'Please select a message type!' }),
  message: z
    .string({ error: MISSING })
    .trim()
    .min(1, { error: MISSING })
    .max(1000, { error: 'The message can be at most 1000 characters.' }),
  studentIds: z
    .array(z.string().uuid({ error: 'Unknown student.' }), { error: MISSING })
    .min(1, { error: MISSING })
    .max(500),
});

/** POST /api/alerts: a notification for each selected student of this owner (they see it in their notifications). */
export async function ownerAlertRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, guard } = deps;
  app.post('/api/alerts', { preHandler: guard.requireRole('owner') }, async (request) => {
    const body = parseInput(alertSchema, request.body);
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
    for (const userId of withAccount)
      await notify(
        db,
        userId,
        body.messageType === 'fee' || body.messageType === 'holiday' ? 'alert' : 'info',
        body.message,
      );
    return {
      message: 'Alerts sent successfully ✅',
      delivered: withAccount.length,
      withoutAccount: residents.length - residents.filter((r) => r.user_id).length,
    };
  });
}
