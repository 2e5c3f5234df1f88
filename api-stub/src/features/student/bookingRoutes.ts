import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../../auth/guard';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';
import crypto from 'node:crypto';
import { BOOKING_MESSAGES } from 'contracts';
import { now } from '../../db/database';
import { isUniqueViolation } from '../../db/dialect';
import { onePage } from '../../db/paging';
import { badRequest, conflict, notFound } from '../../http/errors';
import { chooseBed } from '../beds/beds';
import { readableDate } from '../notifications/dates';
import { inTransaction, notify } from '../notifications/notify';
import { cancelConfirmed, cancelledRefund, refundWords } from '../stay/stay';
import { toBooking } from './bookings';
import { bookingsOf, hostelOfStay, listedHostel } from './lookups';

/** A student's booking requests: list, request a bed, cancel. A student only ever reaches their own rows. */
export async function studentBookingRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, guard } = deps;

  app.route({
    ...endpoint('GET /api/student/bookings', guard),
    handler: async (request) => {
      const rows = await bookingsOf(db, userOf(request).id)
        .orderBy('bookings.created_at', 'desc')
        .orderBy('bookings.id')
        .$call((q) => onePage(q, request.query))
        .execute();
      return { bookings: rows.map(toBooking) };
    },
  });

  app.route({
    ...endpoint('POST /api/student/bookings', guard),
    handler: async (request, reply) => {
      const body = request.body;
      const me = userOf(request);
      const hostel = await listedHostel(db, body.hostelId);
      if (!hostel.available) throw badRequest('This hostel is full right now, so it cannot take booking requests.');
      const { gender } = await db
        .selectFrom('users')
        .select('gender')
        .where('id', '=', me.id)
        .executeTakeFirstOrThrow();
      const bed = await chooseBed(db, hostel, body.sharing, gender);
      const openBooking = () =>
        db
          .selectFrom('bookings')
          .select('status')
          .where('student_id', '=', me.id)
          .where('hostel_id', '=', hostel.id)
          .where('status', 'in', ['Requested', 'Active'])
          .executeTakeFirst();
      const alreadyOpen = (status: string | undefined) =>
        conflict(
          status === 'Active'
            ? 'You are already staying at this hostel.'
            : 'You already have a pending request for this hostel.',
        );
      const open = await openBooking();
      if (open) throw alreadyOpen(open.status);
      const row = {
        id: crypto.randomUUID(),
        student_id: me.id,
        hostel_id: hostel.id,
        room_info: null,
        check_in_date: body.checkInDate,
        duration_months: body.durationMonths,
        note: body.note,
        status: 'Requested' as const,
        created_at: now(),
        decided_at: null,
        // the refund rules apply to the deposit agreed now, and rent is the option's price now
        deposit: hostel.deposit,
        sharing: bed.sharing,
        price_per_bed: bed.price,
      };
      try {
        await inTransaction(
          db,
          async (tx) => {
            await tx.insertInto('bookings').values(row).execute();
            await notify(
              tx,
              hostel.owner_id,
              'booking',
              `New booking request from ${me.name} for ${bed.sharing ? `a ${bed.sharing.toLowerCase()} sharing bed at ` : ''}${hostel.name} (check-in ${readableDate(body.checkInDate)}, ${body.durationMonths} month${body.durationMonths > 1 ? 's' : ''}).`,
              { link: '/owner/view-requests', mail: 'booking-request' },
            );
          },
          request,
        );
      } catch (error) {
        // another request of the same student made one first (the index bookings_one_open)
        if (isUniqueViolation(error)) throw alreadyOpen((await openBooking())?.status);
        throw error;
      }
      return reply.status(201).send({
        message: BOOKING_MESSAGES.sent,
        booking: toBooking(await bookingsOf(db, me.id).where('bookings.id', '=', row.id).executeTakeFirstOrThrow()),
      });
    },
  });

  app.route({
    ...endpoint('PUT /api/student/bookings/:id/cancel', guard),
    handler: async (request) => {
      const { id } = request.params;
      const me = userOf(request);
      const row = await bookingsOf(db, me.id).where('bookings.id', '=', id).executeTakeFirst();
      if (!row) throw notFound('Booking not found.');
      const hostel = await hostelOfStay(db, row.hostel_id);
      if (row.status === 'Active') {
        const cancelled = await cancelConfirmed(db, row, 'student', hostel.owner_id, request);
        return {
          message: `Stay cancelled. ${refundWords(cancelledRefund(cancelled), 'you')}`,
          booking: toBooking(cancelled),
        };
      }
      if (row.status !== 'Requested')
        throw badRequest('Only a request that is still waiting for the owner can be cancelled here.');
      await inTransaction(
        db,
        async (tx) => {
          const changed = await tx
            .updateTable('bookings')
            .set({ status: 'Cancelled', decided_at: now() })
            .where('id', '=', id)
            .where('status', '=', 'Requested')
            .executeTakeFirst();
          // a second press, or the owner deciding meanwhile: nobody is told twice
          if (Number(changed.numUpdatedRows) !== 1)
            throw conflict('This request is no longer waiting for the owner. Please refresh the page.');
          await notify(tx, hostel.owner_id, 'info', `${me.name} withdrew their booking request for ${hostel.name}.`, {
            link: '/owner/view-requests',
          });
        },
        request,
      );
      return {
        message: 'Booking request cancelled.',
        booking: toBooking({ ...row, status: 'Cancelled', decided_at: now() }),
      };
    },
  });
}
