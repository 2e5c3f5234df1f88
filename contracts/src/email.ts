import './jitless'; // first: before any schema is defined
import { z } from 'zod';

// E-mail about what happens (issue 15): each notification of these kinds is also mailed, unless the
// person turned that kind off in their settings. Every kind belongs to the role that receives it.

export const EMAIL_KINDS = {
  'booking-request': { role: 'owner', label: 'A student asks to book one of my hostels' },
  'notice-given': { role: 'owner', label: 'A student gives notice to leave' },
  'hostel-review': { role: 'owner', label: 'My hostel is verified or rejected' },
  'payment-reported': { role: 'owner', label: 'A student says they paid rent' },
  'message-to-owner': { role: 'owner', label: 'A student writes to me and it waits unread for 10 minutes' },
  'visit-owner': { role: 'owner', label: 'A student asks to visit or cancels, and the day before a visit' },
  'booking-decision': { role: 'student', label: 'My booking request is approved or rejected' },
  'bill-due': { role: 'student', label: 'Rent is due in 3 days, or overdue' },
  'payment-confirmed': { role: 'student', label: 'The owner confirms my payment' },
  'complaint-status': { role: 'student', label: "My complaint's status changes" },
  'bed-free': { role: 'student', label: 'A bed I am waiting for frees up' },
  'message-to-student': { role: 'student', label: 'A hostel answers me and it waits unread for 10 minutes' },
  'visit-student': { role: 'student', label: 'My visit is confirmed, moved or cancelled, and the day before it' },
} as const satisfies Record<string, { role: 'student' | 'owner'; label: string }>;

export type EmailKind = keyof typeof EMAIL_KINDS;
export const EMAIL_KIND_NAMES = Object.keys(EMAIL_KINDS) as EmailKind[];
export const emailKindSchema = z.enum(EMAIL_KIND_NAMES as [EmailKind, ...EmailKind[]], {
  error: 'Unknown kind of e-mail.',
});

/** The kinds a role receives, in the order settings show them. */
export const emailKindsFor = (role: string): EmailKind[] =>
  EMAIL_KIND_NAMES.filter((kind) => EMAIL_KINDS[kind].role === role);

export const emailSettingsSchema = z.object({
  kinds: z.array(z.object({ kind: emailKindSchema, label: z.string(), enabled: z.boolean() })),
});
export type EmailSettings = z.infer<typeof emailSettingsSchema>;

export const emailSettingsBodySchema = z.object({
  /** The kinds this person does not want by e-mail (their notifications still arrive on the site). */
  off: z.array(emailKindSchema).max(EMAIL_KIND_NAMES.length),
});
export type EmailSettingsPayload = z.infer<typeof emailSettingsBodySchema>;

export const EMAIL_SETTINGS_SAVED = 'E-mail settings saved.';
