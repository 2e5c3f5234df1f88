import {
  type Canceller,
  cancellationRefund,
  checkInMoment,
  REFUND_MESSAGES,
  REFUND_WORKING_DAYS,
  type Refund,
} from 'contracts';
import { moneyReceived } from './moneyReceived';
import type { Selectable } from 'kysely';
import { clock, type Db, now } from '../../db/database';
import type { BookingsTable } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { readableDate } from '../notifications/dates';
import { inTransaction, notify } from '../notifications/notify';
import type { FastifyRequest } from 'fastify';
import { refreshAvailability } from '../owner/occupancy';
import { bedFreed } from '../beds/beds';

type Booking = Selectable<BookingsTable> & { hostel_name: string };

/** A confirmed stay that has not begun yet (it can be cancelled; a begun one ends with notice and check-out). */
export const notBegun = (b: Pick<Booking, 'check_in_date'>) => clock() < checkInMoment(b.check_in_date);

/** The refund cancelling `booking` now by `by` would give, on the money received for it. */
export async function refundNow(db: Db, booking: Booking, by: Canceller) {
  const received = await moneyReceived(db, booking.id);
  const refund = cancellationRefund({
    deposit: received.deposit,
    rentPaid: received.rent + received.charges,
    checkInDate: booking.check_in_date,
    at: clock(),
    by,
  });
  return { refund, awaiting: received.awaiting };
}

/** "₹6,500 comes back to you in 5–7 working days." or "Nothing has been paid yet, so nothing is refunded." */
export const refundWords = (refund: Refund, to: 'you' | 'the student') =>
  refund.refund > 0
    ? `₹${refund.refund.toLocaleString('en-IN')} comes back to ${to} in ${REFUND_WORKING_DAYS}.`
    : refund.rule;

/**
 * Cancels a confirmed stay that has not begun: the refund by the policy's rules is recorded, the bed is
 * free again, and both the student and the owner are told.
 */
export async function cancelConfirmed<B extends Booking>(
  db: Db,
  booking: B,
  by: Canceller,
  ownerId: string,
  request: FastifyRequest,
): Promise<B> {
  if (booking.status !== 'Active' || !notBegun(booking))
    throw badRequest(
      'Only a confirmed stay that has not begun can be cancelled. A stay that has begun ends with notice.',
    );
  const { refund, awaiting } = await refundNow(db, booking, by);
  // a payment not yet confirmed would be left out of the refund: it is settled first
  if (awaiting)
    throw conflict(by === 'owner' ? REFUND_MESSAGES.ownerAwaitingConfirmation : REFUND_MESSAGES.awaitingConfirmation);
  const at = now();
  const cancellation = {
    status: 'Cancelled' as const,
    decided_at: at,
    cancelled_by: by,
    refund_amount: refund.refund,
    refund_deducted: refund.deducted,
    refund_rule: refund.rule,
  };
  const when = `check-in ${readableDate(booking.check_in_date)}`;
  await inTransaction(
    db,
    async (tx) => {
      const cancelled = await tx
        .updateTable('bookings')
        .set(cancellation)
        .where('id', '=', booking.id)
        .where('status', '=', 'Active')
        .executeTakeFirst();
      // cancelled or checked out meanwhile: no second refund, nobody told twice
      if (Number(cancelled.numUpdatedRows) !== 1)
        throw conflict('This stay was changed meanwhile. Please refresh the page.');
      await tx.updateTable('residents').set({ left_at: at }).where('booking_id', '=', booking.id).execute();
      // bills of a stay that will not begin are no longer owed
      await tx.deleteFrom('bills').where('booking_id', '=', booking.id).where('status', '=', 'Pending').execute();
      await bedFreed(tx, booking.hostel_id, booking.sharing);
      await notify(
        tx,
        booking.student_id,
        'alert',
        by === 'owner'
          ? `The owner cancelled your stay at ${booking.hostel_name} (${when}). ${refundWords(refund, 'you')}`
          : `You cancelled your stay at ${booking.hostel_name} (${when}). ${refundWords(refund, 'you')}`,
        { link: '/student/my-bookings', mail: 'booking-decision' },
      );
      await notify(
        tx,
        ownerId,
        'info',
        by === 'owner'
          ? `You cancelled the stay at ${booking.hostel_name} (${when}). ${refundWords(refund, 'the student')}`
          : `A student cancelled their stay at ${booking.hostel_name} (${when}). ${refundWords(refund, 'the student')}`,
        { link: '/owner/stays' },
      );
    },
    request,
  );
  await refreshAvailability(db, booking.hostel_id);
  return { ...booking, ...cancellation };
}

/** The refund recorded on a cancelled stay. */
export const cancelledRefund = (b: Pick<Booking, 'refund_amount' | 'refund_deducted' | 'refund_rule'>): Refund => ({
  deposit: 0,
  refund: b.refund_amount ?? 0,
  deducted: b.refund_deducted ?? 0,
  rule: b.refund_rule ?? '',
});
