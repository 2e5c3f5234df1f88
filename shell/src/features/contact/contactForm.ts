import { firstProblem } from 'app-kit';
import { contactBodySchema, MESSAGES } from 'contracts';
import { z } from 'zod';
import { isEmail } from '../auth/authForms';

/** The contact form: the spec's two messages in its order, then the API's rules (lengths). */
export const contactFormSchema = z
  .object({ name: z.string(), email: z.string(), message: z.string() })
  .superRefine((v, ctx) =>
    firstProblem(ctx, [
      [!v.name.trim() || !v.email.trim() || !v.message.trim(), MESSAGES.fillAllFields, 'name'],
      [!isEmail(v.email), MESSAGES.emailInvalid, 'email'],
    ]),
  )
  .pipe(contactBodySchema);
