import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Transaction, Updateable } from 'kysely';
import type { BookingsTable, Database } from '../../db/schema';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../../auth/guard';
import { now } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';
import { readableDate } from '../notifications/dates';
import { inTransaction, notify } from '../notifications/notify';
import { toBooking, toOwnersBooking } from '../student/bookings';
import { refreshAvailability, roomsWithOccupants } from './occupancy';
import { onePage } from '../../db/paging';
import { BOOKING_MESSAGES } from 'contracts';
import { billMoveIn } from '../rent/moveInBills';
import { rupees } from '../rent/bills';

/** Booking requests to the owner's hostels; approving one makes it an active stay in a room. */
export async function ownerRequestRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, guard } = deps;

  const requestsOf = (ownerId: string) =>
    db
      .selectFrom('bookings')
      .innerJoin('hostels', 'hostels.id', 'bookings.hostel_id')
      .innerJoin('users', 'users.id', 'bookings.student_id')
      .selectAll('bookings')
      .select([
        'hostels.name as hostel_name',
        'hostels.area as area',
        'users.name as student_name',
        'users.phone as student_phone',
        'users.email as student_email',
      ])
      .where('hostels.owner_id', '=', ownerId);

  /** Decides a request still waiting; one decided meanwhile (a second press, the student withdrew) is a 409
   * and nothing more happens. */
  const decide = async (tx: Transaction<Database>, id: string, change: Updateable<BookingsTable>) => {
    const decided = await tx
      .updateTable('bookings')
      .set(change)
      .where('id', '=', id)
      .where('status', '=', 'Requested')
      .executeTakeFirst();
    if (Number(decided.numUpdatedRows) !== 1)
      throw conflict('This request was decided meanwhile. Please refresh the page.');
  };
  const pendingOr404 = async (ownerId: string, id: string) => {
    const row = await requestsOf(ownerId).where('bookings.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Request not found.');
    if (row.status !== 'Requested')
      throw conflict(`This request was already ${row.status === 'Active' ? 'approved' : row.status.toLowerCase()}.`);
    return row;
  };

  app.route({
    ...endpoint('GET /api/owner/booking-requests', guard),
    handler: async (request) => {
      const rows = await requestsOf(userOf(request).id)
        .where('bookings.status', '=', 'Requested')
        .orderBy('bookings.created_at')
        .orderBy('bookings.id')
        .$call((q) => onePage(q, request.query))
        .execute();
      return {
        requests: rows.map(toOwnersBooking),
      };
    },
  });

  app.route({
    ...endpoint('PUT /api/owner/booking-requests/:id/approve', guard),
    handler: async (request) => {
      const { id } = request.params;
      const { roomId } = request.body;
      const row = await pendingOr404(userOf(request).id, id);
      // a request for a sharing option goes into a room of that type
      const rooms = await roomsWithOccupants(db, [row.hostel_id]);
      const fits = (r: (typeof rooms)[number]) => r.freeBeds > 0 && (!row.sharing || r.sharing === row.sharing);
      const room = roomId ? rooms.find((r) => r.id === roomId) : rooms.find(fits);
      if (roomId && !room) throw notFound('Room not found.');
      if (!room)
        throw conflict(
          `${row.hostel_name} has no free ${row.sharing ? `${row.sharing.toLowerCase()} sharing ` : ''}bed. Add a room or free a bed first.`,
        );
      if (room.freeBeds === 0) throw badRequest(`Room ${room.roomNo} is full. Choose another room.`);
      if (row.sharing && room.sharing !== row.sharing)
        throw badRequest(BOOKING_MESSAGES.roomWrongType(room.roomNo, room.sharing, row.sharing));
      const roomInfo = `Room ${room.roomNo}, Floor ${room.floor}`;
      const at = now();
      await inTransaction(
        db,
        async (tx) => {
          await decide(tx, id, { status: 'Active', room_info: roomInfo, decided_at: at });
          await billMoveIn(tx, row, room.pricePerBed);
          // a student the owner had listed by hand becomes this stay's resident (one current listing per e-mail)
          const listed = await tx
            .updateTable('residents')
            .set({ room_id: room.id, user_id: row.student_id, booking_id: id, invited_user_id: null })
            .where('hostel_id', '=', row.hostel_id)
            .where('email', '=', row.student_email)
            .where('left_at', 'is', null)
            .executeTakeFirst();
          if (!Number(listed.numUpdatedRows))
            await tx
              .insertInto('residents')
              .values({
                id: crypto.randomUUID(),
                hostel_id: row.hostel_id,
                room_id: room.id,
                user_id: row.student_id,
                booking_id: id,
                name: row.student_name,
                email: row.student_email,
                phone: row.student_phone,
                address: '',
                created_at: at,
                left_at: null,
              })
              .execute();
          await notify(
            tx,
            row.student_id,
            'success',
            `Your booking at ${row.hostel_name} was approved: ${roomInfo}, check-in on ${readableDate(row.check_in_date)}. Pay the deposit and first month (${rupees(row.deposit + (row.price_per_bed ?? room.pricePerBed))}) under Payments, or at check-in.`,
            { link: '/student/my-bookings', mail: 'booking-decision' },
          );
        },
        request,
      );
      await refreshAvailability(db, row.hostel_id);
      return {
        message: `Approved. ${row.student_name} is in ${roomInfo}.`,
        booking: toBooking({ ...row, status: 'Active', room_info: roomInfo, decided_at: at }),
      };
    },
  });

  app.route({
    ...endpoint('PUT /api/owner/booking-requests/:id/reject', guard),
    handler: async (request) => {
      const { id } = request.params;
      const row = await pendingOr404(userOf(request).id, id);
      const reason = request.body?.reason ?? null;
      const at = now();
      await inTransaction(
        db,
        async (tx) => {
          await decide(tx, id, { status: 'Rejected', decided_at: at, reject_reason: reason });
          await notify(
            tx,
            row.student_id,
            'alert',
            `Your booking request for ${row.hostel_name} was not accepted by the owner${reason ? `: ${reason}` : '.'}`,
            { link: '/student/my-bookings', mail: 'booking-decision' },
          );
        },
        request,
      );
      return {
        message: `Rejected the request from ${row.student_name}.`,
        booking: toBooking({ ...row, status: 'Rejected', decided_at: at, reject_reason: reason }),
      };
    },
  });
}
