import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../../auth/guard';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import { inTransaction } from '../notifications/notify';

/** Invitations: an owner listed this student as a resident. Until the student accepts, nothing of that owner's
 * reaches them; declining keeps it that way. */
export async function studentInvitationRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, guard } = deps;

  app.route({
    ...endpoint('GET /api/student/invitations', guard),
    handler: async (request) => {
      const rows = await db
        .selectFrom('residents')
        .innerJoin('hostels', 'hostels.id', 'residents.hostel_id')
        .innerJoin('rooms', 'rooms.id', 'residents.room_id')
        .select([
          'residents.id',
          'residents.created_at',
          'hostels.id as hostel_id',
          'hostels.name as hostel_name',
          'hostels.area',
          'rooms.room_no',
          'rooms.floor',
        ])
        .where('residents.invited_user_id', '=', userOf(request).id)
        .where('residents.left_at', 'is', null)
        .orderBy('residents.created_at', 'desc')
        .execute();
      return {
        invitations: rows.map((r) => ({
          id: r.id,
          hostel: { id: r.hostel_id, name: r.hostel_name, area: r.area },
          room: r.room_no,
          floor: r.floor,
          invitedAt: r.created_at,
        })),
      };
    },
  });

  for (const answer of ['accept', 'decline'] as const) {
    app.route({
      ...endpoint(`PUT /api/student/invitations/:id/${answer}`, guard),
      handler: async (request) => {
        const { id } = request.params;
        const me = userOf(request);
        await inTransaction(
          db,
          async (tx) => {
            const resident = await tx
              .updateTable('residents')
              .set(answer === 'accept' ? { user_id: me.id, invited_user_id: null } : { invited_user_id: null })
              .where('id', '=', id)
              .where('invited_user_id', '=', me.id)
              .returning('booking_id')
              .executeTakeFirst();
            if (!resident) throw notFound('Invitation not found.');
            // the stay the owner set up is the student's from now on: its bills reach their Payments page
            if (answer === 'accept' && resident.booking_id)
              for (const table of ['bookings', 'bills'] as const)
                await tx
                  .updateTable(table)
                  .set({ student_id: me.id })
                  .where(table === 'bookings' ? 'id' : 'booking_id', '=', resident.booking_id)
                  .where('student_id', 'is', null)
                  .execute();
          },
          request,
        );
        return {
          message:
            answer === 'accept'
              ? 'Invitation accepted: you will receive this hostel’s alerts, and its rent bills under Payments.'
              : 'Invitation declined.',
        };
      },
    });
  }
}
