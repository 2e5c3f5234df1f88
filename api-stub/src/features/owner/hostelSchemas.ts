import { z } from 'zod';
import { AREAS } from 'contracts';

export const REQUIRED_MESSAGE = 'Please fill in all required fields and upload at least one image.';

const required = (max: number, tooLong: string) =>
  z.string({ error: REQUIRED_MESSAGE }).trim().min(1, { error: REQUIRED_MESSAGE }).max(max, { error: tooLong });

/** The hostel fields of the add and edit forms (spec 001 §3, plus area and monthly price, which the listing needs). */
export const hostelFieldsSchema = z.object({
  name: required(120, 'The name can be at most 120 characters.'),
  contact: z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: REQUIRED_MESSAGE })
    .regex(/^\d{10}$/, { error: 'Contact must be a 10-digit phone number.' }),
  facilities: required(500, 'Facilities can be at most 500 characters.'),
  category: z.enum(['Girls', 'Boys', 'Co-Live'], { error: 'Category must be Girls, Boys or Co-Live.' }),
  description: required(1500, 'The description can be at most 1500 characters.'),
  location: required(300, 'The location can be at most 300 characters.'),
  area: z.enum(AREAS, { error: `Area must be one of ${AREAS.join(', ')}.` }),
  price: z.coerce
    .number({ error: REQUIRED_MESSAGE })
    .int({ error: 'Monthly rent must be a whole number of rupees.' })
    .min(500, { error: 'Monthly rent must be at least ₹500.' })
    .max(200000, { error: 'Monthly rent must be at most ₹2,00,000.' }),
});

export const addHostelSchema = hostelFieldsSchema.extend({
  rooms: z.coerce
    .number({ error: REQUIRED_MESSAGE })
    .int({ error: 'Rooms must be a whole number.' })
    .min(1, { error: 'A hostel needs at least 1 room.' })
    .max(300, { error: 'At most 300 rooms.' }),
});

/** "Wi-Fi, Food, Laundry" → ["Wi-Fi", "Food", "Laundry"] */
export function facilitiesList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,\n]/)
        .map((f) => f.trim())
        .filter(Boolean),
    ),
  ].slice(0, 20);
}
