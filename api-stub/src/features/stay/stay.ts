import { type Canceller, cancellationRefund, checkInMoment, REFUND_WORKING_DAYS } from 'contracts';
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

/** The refund cancelling `booking` now by `by` would give. */
export const refundNow = (booking: Booking, by: Canceller) =>
  cancellationRefund({ deposit: booking.deposit, checkInDate: booking.check_in_date, at: clock(), by });

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
  const refund = refundNow(booking, by);
  const at = now();
  const cancellation = {
    status: 'Cancelled' as const,
    decided_at: at,
    cancelled_by: by,
    refund_amount: refund.refund,
    refund_deducted: refund.deducted,
    refund_rule: refund.rule,
  };
  const money = `₹${refund.refund.toLocaleString('en-IN')} of the ₹${booking.deposit.toLocaleString('en-IN')} deposit`;
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
      await bedFreed(tx, booking.hostel_id, booking.sharing);
      await notify(
        tx,
        booking.student_id,
        'alert',
        by === 'owner'
          ? `The owner cancelled your stay at ${booking.hostel_name} (${when}). ${money} comes back to you in ${REFUND_WORKING_DAYS}.`
          : `You cancelled your stay at ${booking.hostel_name} (${when}). ${money} comes back to you in ${REFUND_WORKING_DAYS}.`,
        { link: '/student/my-bookings', mail: 'booking-decision' },
      );
      await notify(
        tx,
        ownerId,
        'info',
        by === 'owner'
          ? `You cancelled the stay at ${booking.hostel_name} (${when}); the student gets the full deposit back.`
          : `A student cancelled their stay at ${booking.hostel_name} (${when}); refund ${money}.`,
        { link: '/owner/view-requests' },
      );
    },
    request,
  );
  await refreshAvailability(db, booking.hostel_id);
  return { ...booking, ...cancellation };
}
