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
