import './jitless'; // first: before any schema is defined
import { z } from 'zod';
import { requiredText } from './fields';

// The stay after approval (issue 15): notice, check-out, and cancellation with the refund policy's rules
// (legal pages: full deposit back when cancelled 72 hours or more before check-in, 25 % deducted under 72
// hours, nothing on a no-show, a full refund when the owner cancels; 7 days' notice when vacating).

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

export const refundSchema = z.object({
  deposit: z.number(),
  refund: z.number(),
  deducted: z.number(),
  /** The rule that applied, in the policy's words. */
  rule: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

/** The refund of a confirmed booking cancelled at `at` (ms) by `by`, by the policy's rules. */
export function cancellationRefund({
  deposit,
  checkInDate,
  at,
  by,
}: {
  deposit: number;
  checkInDate: string;
  at: number;
  by: Canceller;
}): Refund {
  if (by === 'owner') return { deposit, refund: deposit, deducted: 0, rule: 'Cancelled by the owner: a full refund.' };
  const hours = (checkInMoment(checkInDate) - at) / 3_600_000;
  if (hours >= FULL_REFUND_HOURS)
    return {
      deposit,
      refund: deposit,
      deducted: 0,
      rule: `Cancelled ${FULL_REFUND_HOURS} hours or more before check-in: the full deposit comes back.`,
    };
  const deducted = Math.round(deposit * LATE_CANCEL_DEDUCTION);
  return {
    deposit,
    refund: deposit - deducted,
    deducted,
    rule: `Cancelled less than ${FULL_REFUND_HOURS} hours before check-in: 25% of the deposit is deducted.`,
  };
}

/** The earliest leaving date a notice given on `today` (YYYY-MM-DD) allows. */
export function earliestLeavingDate(today: string): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + NOTICE_DAYS);
  return d.toISOString().slice(0, 10);
}

export const noticeBodySchema = z.object({
  leavingOn: z
    .string({ error: 'Please choose the day you will leave.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Please choose the day you will leave.' })
    .refine((d) => !Number.isNaN(Date.parse(d)), { error: 'Please choose a valid date.' }),
});
export type NoticePayload = z.infer<typeof noticeBodySchema>;

export const CHECK_OUT_OUTCOMES = ['left', 'no-show'] as const;
export const checkOutBodySchema = z.object({
  outcome: z.enum(CHECK_OUT_OUTCOMES, { error: 'Say whether the student left or did not come.' }),
  depositReturned: z.coerce
    .number({ error: 'Deposit returned must be a number of rupees.' })
    .int({ error: 'Deposit returned must be a whole number of rupees.' })
    .min(0, { error: 'Deposit returned cannot be below 0.' }),
  deductionReason: z.string().trim().max(300, { error: 'The reason can be at most 300 characters.' }).default(''),
});
export type CheckOutPayload = z.input<typeof checkOutBodySchema>;

export const rejectBodySchema = z
  .object({
    reason: requiredText('Please give the student a reason.', 300, 'The reason can be at most 300 characters.'),
  })
  .partial()
  .default({});

export const stayDetailsSchema = z.object({
  deposit: z.number(),
  noticeGivenAt: z.string().nullable(),
  leavingOn: z.string().nullable(),
  cancelledBy: z.enum(CANCELLERS).nullable(),
  refund: refundSchema.nullable(),
  checkOut: z
    .object({
      outcome: z.enum(CHECK_OUT_OUTCOMES),
      at: z.string(),
      depositReturned: z.number(),
      deducted: z.number(),
      reason: z.string(),
    })
    .nullable(),
  rejectReason: z.string().nullable(),
});
export type StayDetails = z.infer<typeof stayDetailsSchema>;
