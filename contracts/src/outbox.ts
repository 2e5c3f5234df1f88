import { z } from 'zod';
import { emailKindSchema } from './email';
import { listPageQuerySchema } from './fields';

// The mail outbox as the operator sees it: each notification's e-mail and where it stands.

export const OUTBOX_STATES = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];
export const OUTBOX_STATE_LABELS: Record<OutboxState, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

export const outboxQuerySchema = listPageQuerySchema.extend({
  state: z.enum(OUTBOX_STATES, { error: 'State must be queued, sending, sent or failed.' }).default('failed'),
});

export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  kind: emailKindSchema,
  state: z.enum(OUTBOX_STATES),
  attempts: z.number(),
  createdAt: z.string(),
  /** While sending: until when the process that claimed it may send it. */
  leaseUntil: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxSchema = z.object({
  mails: z.array(outboxMailSchema),
  total: z.number(),
  counts: z.object({ queued: z.number(), sending: z.number(), sent: z.number(), failed: z.number() }),
});

export const OUTBOX_RETRIED = 'The e-mail is queued again.';
export const OUTBOX_NOT_FAILED = 'Only an e-mail that failed can be sent again.';
