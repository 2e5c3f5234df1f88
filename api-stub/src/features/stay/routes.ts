import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { earliestLeavingDate, formatRupees, NOTICE_DAYS } from 'contracts';
import { userOf } from '../../auth/guard';
import { clock, now } from '../../db/database';
import { onePage } from '../../db/paging';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';
import { inTransaction, notify } from '../notifications/notify';
import { bedFreed } from '../beds/beds';
import { moneyReceived } from './moneyReceived';
import { stayPerson } from './stayPerson';
import { refreshAvailability } from '../owner/occupancy';
import { toBooking, toOwnersBooking } from '../student/bookings';
import { readableDate } from '../notifications/dates';
import { cancelConfirmed, cancelledRefund, notBegun, refundNow, refundWords } from './stay';
import { planSettlement, recordSettlement, settlementWords } from './checkOut';

/** The stay after approval: notice, check-out with the deposit's return, and cancellation before it begins. */
export async function stayRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, guard } = deps;

  const bookings = () =>
    db
      .selectFrom('bookings')
      .innerJoin('hostels', 'hostels.id', 'bookings.hostel_id')
      .leftJoin('users', 'users.id', 'bookings.student_id')
      .selectAll('bookings')
      .select([
        'hostels.name as hostel_name',
        'hostels.area as area',
        'hostels.owner_id as owner_id',
        stayPerson('name', 'users', 'bookings.id').as('student_name'),
        stayPerson('phone', 'users', 'bookings.id').as('student_phone'),
        stayPerson('email', 'users', 'bookings.id').as('student_email'),
      ]);
  const studentsStay = async (studentId: string, id: string) => {
    const row = await bookings()
      .where('bookings.id', '=', id)
      .where('bookings.student_id', '=', studentId)
      .executeTakeFirst();
    if (!row) throw notFound('Booking not found.');
    return row;
  };
  const ownersStay = async (ownerId: string, id: string) => {
    const row = await bookings()
      .where('bookings.id', '=', id)
      .where('hostels.owner_id', '=', ownerId)
      .executeTakeFirst();
    if (!row) throw notFound('Stay not found.');
    if (row.status !== 'Active') throw conflict(`This stay is ${row.status.toLowerCase()} already.`);
    return row;
  };

  app.route({
    ...endpoint('GET /api/student/bookings/:id/cancellation', guard),
    handler: async (request) => {
      const row = await studentsStay(userOf(request).id, request.params.id);
      if (row.status !== 'Active' || !notBegun(row))
        throw badRequest('Only a confirmed stay that has not begun can be cancelled.');
      return (await refundNow(db, row, 'student')).refund;
    },
  });

  /** A leaving date at least NOTICE_DAYS from today, or a 400 saying the earliest. */
  const checkLeavingDate = (leavingOn: string) => {
    const earliest = earliestLeavingDate(new Date(clock()).toISOString().slice(0, 10));
    if (leavingOn < earliest)
      throw badRequest(`Leaving needs ${NOTICE_DAYS} days' notice: the earliest date is ${readableDate(earliest)}.`);
  };

  /** Sets (or clears) the notice of a stay still running, in one transaction with the owner's notification. */
  const changeNotice = async (
    request: FastifyRequest,
    row: Awaited<ReturnType<typeof studentsStay>>,
    leavingOn: string | null,
    told: string,
    mustHaveNotice: boolean,
  ) => {
    const at = leavingOn ? now() : null;
    await inTransaction(
      db,
      async (tx) => {
        const changed = await tx
          .updateTable('bookings')
          .set({ notice_given_at: at, leaving_on: leavingOn })
          .where('id', '=', row.id)
          .where('status', '=', 'Active')
          .where('notice_given_at', mustHaveNotice ? 'is not' : 'is', null)
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) !== 1)
          throw conflict(
            mustHaveNotice
              ? 'Your notice changed meanwhile. Please refresh the page.'
              : 'You gave notice already. Please refresh the page.',
          );
        await notify(tx, row.owner_id, 'info', told, { link: '/owner/stays', mail: 'notice-given' });
      },
      request,
    );
    return toBooking({ ...row, notice_given_at: at, leaving_on: leavingOn });
  };

  app.route({
    ...endpoint('POST /api/student/bookings/:id/notice', guard),
    handler: async (request) => {
      const me = userOf(request);
      const row = await studentsStay(me.id, request.params.id);
      if (row.status !== 'Active') throw badRequest('Notice is given on an active stay.');
      if (row.notice_given_at)
        throw conflict(`You gave notice already: leaving on ${readableDate(row.leaving_on ?? '')}.`);
      const { leavingOn } = request.body;
      checkLeavingDate(leavingOn);
      const told = `${me.name} gave notice at ${row.hostel_name}: leaving on ${readableDate(leavingOn)}.`;
      return {
        message: `Notice given: you leave on ${readableDate(leavingOn)}. The owner confirms your check-out that day.`,
        booking: await changeNotice(request, row, leavingOn, told, false),
      };
    },
  });

  app.route({
    ...endpoint('PUT /api/student/bookings/:id/notice', guard),
    handler: async (request) => {
      const me = userOf(request);
      const row = await studentsStay(me.id, request.params.id);
      if (row.status !== 'Active') throw conflict('The owner has checked this stay out already.');
      if (!row.notice_given_at) throw badRequest('You have not given notice on this stay.');
      const { leavingOn } = request.body;
      checkLeavingDate(leavingOn);
      const told = `${me.name} changed their notice at ${row.hostel_name}: now leaving on ${readableDate(leavingOn)}.`;
      return {
        message: `Notice changed: you leave on ${readableDate(leavingOn)}. The owner has been told.`,
        booking: await changeNotice(request, row, leavingOn, told, true),
      };
    },
  });

  app.route({
    ...endpoint('DELETE /api/student/bookings/:id/notice', guard),
    handler: async (request) => {
      const me = userOf(request);
      const row = await studentsStay(me.id, request.params.id);
      if (row.status !== 'Active') throw conflict('The owner has checked this stay out already.');
      if (!row.notice_given_at) throw badRequest('You have not given notice on this stay.');
      const told = `${me.name} withdrew their notice at ${row.hostel_name}: they are staying on.`;
      return {
        message: 'Notice withdrawn: your stay runs on. The owner has been told.',
        booking: await changeNotice(request, row, null, told, true),
      };
    },
  });

  app.route({
    ...endpoint('GET /api/owner/stays', guard),
    handler: async (request) => {
      const mine = bookings().where('hostels.owner_id', '=', userOf(request).id);
      const rows =
        request.query.status === 'past'
          ? // checked out, or cancelled once confirmed (a request withdrawn was never a stay): the latest first
            await mine
              .where((eb) =>
                eb.or([
                  eb('bookings.status', '=', 'Completed'),
                  eb.and([eb('bookings.status', '=', 'Cancelled'), eb('bookings.cancelled_by', 'is not', null)]),
                ]),
              )
              .orderBy((eb) => eb.fn.coalesce('bookings.checked_out_at', 'bookings.decided_at'), 'desc')
              .orderBy('bookings.id')
              .$call((q) => onePage(q, request.query))
              .execute()
          : await mine
              .where('bookings.status', '=', 'Active')
              // notices first (the soonest leaving first), then by check-in
              .orderBy((eb) => eb.fn.coalesce('bookings.leaving_on', eb.val('9999-12-31')))
              .orderBy('bookings.check_in_date')
              .orderBy('bookings.id')
              .$call((q) => onePage(q, request.query))
              .execute();
      return { stays: rows.map(toOwnersBooking) };
    },
  });

  app.route({
    ...endpoint('PUT /api/owner/stays/:id/cancel', guard),
    handler: async (request) => {
      const me = userOf(request);
      const row = await ownersStay(me.id, request.params.id);
      const cancelled = await cancelConfirmed(db, row, 'owner', me.id, request);
      return {
        message: `Stay cancelled. ${refundWords(cancelledRefund(cancelled), 'the student')}`,
        booking: toOwnersBooking(cancelled),
      };
    },
  });

  app.route({
    ...endpoint('PUT /api/owner/stays/:id/check-out', guard),
    handler: async (request) => {
      const me = userOf(request);
      const row = await ownersStay(me.id, request.params.id);
      const { outcome } = request.body;
      // only the deposit received can come back, or be kept: the open bills it settles and what else is kept
      const plan = await planSettlement(db, row.id, request.body, (await moneyReceived(db, row.id)).deposit);
      const at = now();
      await inTransaction(
        db,
        async (tx) => {
          const closed = await tx
            .updateTable('bookings')
            .set({
              status: 'Completed',
              checked_out_at: at,
              check_out_outcome: outcome,
              deposit_returned: plan.returned,
              deposit_deducted: plan.deducted,
              deduction_reason: plan.reasons.join('; ') || null,
            })
            .where('id', '=', row.id)
            .where('status', '=', 'Active')
            .executeTakeFirst();
          if (Number(closed.numUpdatedRows) !== 1)
            throw conflict('This stay was closed meanwhile. Please refresh the page.');
          await recordSettlement(tx, row.id, plan, at);
          // what a stay that ended owes no more: a no-show's unpaid bills (it never began), anyone's deposit never paid
          await tx
            .deleteFrom('bills')
            .where('booking_id', '=', row.id)
            .where('status', '=', 'Pending')
            .$if(outcome !== 'no-show', (q) => q.where('kind', '=', 'deposit'))
            .execute();
          await tx.updateTable('residents').set({ left_at: at }).where('booking_id', '=', row.id).execute();
          await bedFreed(tx, row.hostel_id, row.sharing);
          await notify(
            tx,
            row.student_id,
            'info',
            outcome === 'no-show'
              ? `Your stay at ${row.hostel_name} was closed as a no-show: the deposit is not refunded.`
              : `You are checked out of ${row.hostel_name}. ${settlementWords(plan)}`,
            { link: '/student/my-bookings' },
          );
        },
        request,
      );
      await refreshAvailability(db, row.hostel_id);
      const done = await bookings().where('bookings.id', '=', row.id).executeTakeFirstOrThrow();
      return {
        message:
          outcome === 'no-show'
            ? `${row.student_name}'s stay is closed as a no-show; the bed is free.`
            : `${row.student_name} is checked out; the bed is free. ${formatRupees(plan.returned)} of the deposit goes back to them.`,
        booking: toOwnersBooking(done),
      };
    },
  });
}
