// The rules of the stay after approval (issue 15), as plain values and functions with no zod, so a screen that
// shows them runs no schema code (the payloads are in stay.ts): notice, check-out, and cancellation with the
// refund policy's rules (legal pages: full deposit back when cancelled 72 hours or more before check-in, 25 %
// deducted under 72 hours, nothing on a no-show, a full refund when the owner cancels; 7 days' notice when vacating).
// Every refund is of money received: a deposit or rent never paid is never refunded (issue 36).
import type { Refund } from './stay';

export const NOTICE_DAYS = 7;
export const FULL_REFUND_HOURS = 72;
export const LATE_CANCEL_DEDUCTION = 0.25;
export const REFUND_WORKING_DAYS = '5–7 working days';
/** A stay begins at noon (India time) on its check-in date: the refund rules count hours to that moment. */
export const CHECK_IN_HOUR_IST = 12;

/** The moment a stay begins: noon in India (UTC+5:30) on the check-in date. */
export function checkInMoment(checkInDate: string): number {
  return Date.parse(`${checkInDate}T${String(CHECK_IN_HOUR_IST).padStart(2, '0')}:00:00+05:30`);
}

export const CANCELLERS = ['student', 'owner'] as const;
export type Canceller = (typeof CANCELLERS)[number];

export const REFUND_MESSAGES = {
  nothingPaid: 'Nothing has been paid yet, so nothing is refunded.',
  awaitingConfirmation:
    'A payment you reported is waiting for the owner’s confirmation. Ask the owner to confirm it first, so the refund counts it.',
  ownerAwaitingConfirmation:
    'A payment the student reported is waiting for your confirmation. Confirm it (or say it did not arrive) first, so the refund counts it.',
} as const;

/** The rules decided for money (issue 36), in the refund policy's words: the policy page lists them, and the API
 * follows them (cancellationRefund, the check-out, the move-in bills). */
export const MONEY_RULES = [
  'Every refund is of money the owner has received and confirmed on Hostel Hub. If nothing has been paid yet, cancelling costs nothing and nothing is refunded.',
  'The deposit and the first month’s rent are due at check-in; you may pay them on Hostel Hub once the owner approves, or to the owner at check-in. Later months are due on the hostel’s rent due day.',
  'Rent paid ahead for a stay that has not begun comes back in full; a late cancellation deducts from the deposit only.',
  'A payment you reported that the owner has not yet confirmed is settled first: cancel once the owner has confirmed it, so the refund counts it.',
  'At check-out the owner returns the deposit received, less deductions each given with its reason.',
] as const;

/**
 * The refund of a confirmed booking cancelled at `at` (ms) by `by`, by the policy's rules, on the money actually
 * received: `deposit` is the deposit paid (not the one agreed) and `rentPaid` the rent paid ahead for a stay that
 * has not begun, which always comes back in full. Nothing paid: nothing refunded, and nothing promised.
 */
export function cancellationRefund({
  deposit,
  rentPaid = 0,
  checkInDate,
  at,
  by,
}: {
  deposit: number;
  rentPaid?: number;
  checkInDate: string;
  at: number;
  by: Canceller;
}): Refund {
  const rentBack = rentPaid > 0 ? ' Rent paid ahead comes back in full.' : '';
  if (deposit + rentPaid === 0) return { deposit: 0, refund: 0, deducted: 0, rule: REFUND_MESSAGES.nothingPaid };
  if (by === 'owner')
    return {
      deposit,
      refund: deposit + rentPaid,
      deducted: 0,
      rule: `Cancelled by the owner: a full refund.${rentBack}`,
    };
  const hours = (checkInMoment(checkInDate) - at) / 3_600_000;
  if (hours >= FULL_REFUND_HOURS)
    return {
      deposit,
      refund: deposit + rentPaid,
      deducted: 0,
      rule: `Cancelled ${FULL_REFUND_HOURS} hours or more before check-in: the full deposit comes back.${rentBack}`,
    };
  const deducted = Math.round(deposit * LATE_CANCEL_DEDUCTION);
  return {
    deposit,
    refund: deposit - deducted + rentPaid,
    deducted,
    rule: `Cancelled less than ${FULL_REFUND_HOURS} hours before check-in: 25% of the deposit is deducted.${rentBack}`,
  };
}

/** The earliest leaving date a notice given on `today` (YYYY-MM-DD) allows. */
export function earliestLeavingDate(today: string): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + NOTICE_DAYS);
  return d.toISOString().slice(0, 10);
}
