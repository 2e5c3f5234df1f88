import './jitless'; // first: before any schema is defined
import { z } from 'zod';
import { requiredText } from './fields';
import { CANCELLERS } from './stayRules';

// The stay's payloads (issue 15); its rules (notice, refunds, the moment a stay begins) are in stayRules.ts.

export const refundSchema = z.object({
  deposit: z.number(),
  refund: z.number(),
  deducted: z.number(),
  /** The rule that applied, in the policy's words. */
  rule: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

export const noticeBodySchema = z.object({
  leavingOn: z
    .string({ error: 'Please choose the day you will leave.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Please choose the day you will leave.' })
    .refine((d) => !Number.isNaN(Date.parse(d)), { error: 'Please choose a valid date.' }),
});
export type NoticePayload = z.infer<typeof noticeBodySchema>;

export const CHECK_OUT_OUTCOMES = ['left', 'no-show'] as const;
/** The most deductions besides open bills one check-out records. */
export const MAX_DEDUCTIONS = 10;

/** A deduction from the deposit that settles no bill (damage, cleaning): its amount and its reason. */
export const deductionSchema = z.object({
  amount: z.coerce
    .number({ error: 'A deduction must be a number of rupees.' })
    .int({ error: 'A deduction must be a whole number of rupees.' })
    .min(1, { error: 'A deduction must be at least ₹1.' })
    .max(1_000_000, { error: 'A deduction can be at most ₹10,00,000.' }),
  reason: requiredText('Please give the reason for this deduction.', 120, 'A reason can be at most 120 characters.'),
});
export type Deduction = z.infer<typeof deductionSchema>;

/**
 * The day of leaving. `settleBillIds`: the stay's open bills the deposit pays (each settled in full, at most once);
 * `deductions`: what else is kept, each with its reason. What is left of the deposit received is returned. An owner
 * release from before these sends `depositReturned` and one `deductionReason` instead.
 */
export const checkOutBodySchema = z.object({
  outcome: z.enum(CHECK_OUT_OUTCOMES, { error: 'Say whether the student left or did not come.' }),
  settleBillIds: z.array(z.string().max(40)).max(100).optional(),
  deductions: z
    .array(deductionSchema)
    .max(MAX_DEDUCTIONS, { error: `At most ${MAX_DEDUCTIONS} deductions besides open bills.` })
    .optional(),
  depositReturned: z.coerce
    .number({ error: 'Deposit returned must be a number of rupees.' })
    .int({ error: 'Deposit returned must be a whole number of rupees.' })
    .min(0, { error: 'Deposit returned cannot be below 0.' })
    .optional(),
  deductionReason: z.string().trim().max(300, { error: 'The reason can be at most 300 characters.' }).optional(),
});
export type CheckOutPayload = z.input<typeof checkOutBodySchema>;
export type CheckOutBody = z.output<typeof checkOutBodySchema>;

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
