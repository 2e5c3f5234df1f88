import './jitless'; // first: before any schema is defined
import { z } from 'zod';
import { REASON_MAX } from './limits';
import { requiredText } from './fields';

// Visits before a booking (issue 38): the owner sets weekly visiting hours per hostel; a student asks for a
// slot in the next days; the owner confirms it or proposes another; either side cancels with a reason.

export const VISIT_STATUSES = ['requested', 'proposed', 'confirmed', 'cancelled'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

export const VISIT_TEXTS = {
  notFound: 'Visit not found.',
  slotTaken: 'That time was just taken. Please choose another.',
  notASlot: 'Please choose one of the free times shown.',
  tooMany: 'You already have 2 visits planned at this hostel. Cancel one to ask for another.',
  requested: 'Visit requested. The owner will confirm it or propose another time.',
  confirmed: 'Visit confirmed.',
  proposed: 'Another time proposed to the student.',
  accepted: 'Visit confirmed for the time the owner proposed.',
  cancelled: 'Visit cancelled.',
  notNow: 'This visit cannot be changed any more.',
  hoursSaved: 'Visiting hours saved.',
  badHours: 'Each visiting time must end after it starts.',
} as const;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Times are HH:MM, 24-hour.' });

export const visitingHoursSchema = z.object({
  hours: z
    .array(
      z
        .object({
          /** 0 is Sunday, as in JavaScript's getDay(). */
          weekday: z.number().int().min(0).max(6),
          from: time,
          to: time,
        })
        .refine((h) => h.from < h.to, { error: VISIT_TEXTS.badHours }),
    )
    .max(28),
});
export type VisitingHours = z.infer<typeof visitingHoursSchema>;

export const visitSlotsSchema = z.object({
  /** Free slots' starts (ISO, UTC), soonest first. */
  slots: z.array(z.string()),
});

export const visitRequestBodySchema = z.object({
  startsAt: z.string({ error: VISIT_TEXTS.notASlot }).datetime({ error: VISIT_TEXTS.notASlot }),
});

export const visitCancelBodySchema = z.object({
  reason: requiredText(
    'Please say why the visit is cancelled.',
    REASON_MAX,
    `The reason can be at most ${REASON_MAX} characters.`,
  ),
});

export const visitSchema = z.object({
  id: z.string(),
  hostelId: z.string(),
  hostelName: z.string(),
  studentName: z.string(),
  startsAt: z.string(),
  status: z.enum(VISIT_STATUSES),
  cancelledBy: z.enum(['student', 'owner']).nullable(),
  cancelReason: z.string().nullable(),
  /** A confirmed visit whose time has passed: the student can ask to book. */
  happened: z.boolean(),
});
export type Visit = z.infer<typeof visitSchema>;
export const visitsSchema = z.object({ visits: z.array(visitSchema) });
export const visitAnswerSchema = z.object({ message: z.string(), visit: visitSchema });
