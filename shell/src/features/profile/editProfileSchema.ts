import { MESSAGES, NAME_MAX, profileFieldsSchema, requiredText } from 'contracts';
import { z } from 'zod';

/** Edit Profile (spec 000 §3): name and phone, and for an owner the hostel name, on the API's rules. */
export const editProfileSchema = profileFieldsSchema.pick({ phoneNumber: true }).extend({
  name: requiredText('Name and email are required.', NAME_MAX, `Name must be at most ${NAME_MAX} characters.`),
  hostelName: z.string().trim().optional(),
});

export const editOwnerProfileSchema = editProfileSchema.extend({
  hostelName: requiredText(MESSAGES.hostelNameRequired, 120, 'Hostel name must be at most 120 characters.'),
});
