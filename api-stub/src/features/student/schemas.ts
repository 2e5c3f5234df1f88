import { z } from 'zod';

export const hostelIdBody = z.object({
  hostelId: z.string({ error: 'Choose a hostel.' }).uuid({ error: 'Hostel not found.' }),
});
export const hostelIdParam = z.object({ hostelId: z.string().uuid({ error: 'Hostel not found.' }) });
export const idParam = z.object({ id: z.string().uuid({ error: 'Not found.' }) });

export const MAX_BOOKING_MONTHS = 24;

function isFutureOrToday(iso: string): boolean {
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  return Date.parse(`${iso}T00:00:00Z`) >= today.getTime();
}

export const bookingRequestSchema = z.object({
  hostelId: z.string({ error: 'Choose a hostel.' }).uuid({ error: 'Hostel not found.' }),
  checkInDate: z
    .string({ error: 'Please choose a check-in date.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Please choose a check-in date.' })
    .refine((d) => !Number.isNaN(Date.parse(d)), { error: 'Please choose a valid check-in date.' })
    .refine(isFutureOrToday, { error: 'The check-in date cannot be in the past.' }),
  durationMonths: z.coerce
    .number({ error: 'Duration must be a number of months.' })
    .int({ error: 'Duration must be a whole number of months.' })
    .min(1, { error: 'Duration must be at least 1 month.' })
    .max(MAX_BOOKING_MONTHS, { error: `Duration can be at most ${MAX_BOOKING_MONTHS} months.` }),
  note: z.string().trim().max(500, { error: 'The note can be at most 500 characters.' }).default(''),
});

export const complaintSchema = z.object({
  subject: z
    .string({ error: 'Please fill in all fields' })
    .trim()
    .min(1, { error: 'Please fill in all fields' })
    .max(120, { error: 'The subject can be at most 120 characters.' }),
  details: z
    .string({ error: 'Please fill in all fields' })
    .trim()
    .min(1, { error: 'Please fill in all fields' })
    .max(2000, { error: 'The details can be at most 2000 characters.' }),
});
