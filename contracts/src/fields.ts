import './jitless'; // first: before any schema is defined
import { z } from 'zod';
import {
  ADDRESS_MAX,
  LIST_PAGE_SIZE,
  LIST_PAGE_SIZE_MAX,
  MESSAGES,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_PATTERN,
} from './limits';

// Field rules several payloads share.
export const emailField = (required: string = MESSAGES.emailRequired) =>
  z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: MESSAGES.emailInvalid }).max(254, { error: MESSAGES.emailInvalid }));

export const passwordField = z
  .string({ error: MESSAGES.passwordRequired })
  .min(PASSWORD_MIN, { error: MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX, { error: MESSAGES.passwordTooLong });

export const phoneField = z
  .string({ error: MESSAGES.phoneInvalid })
  .trim()
  .regex(PHONE_PATTERN, { error: MESSAGES.phoneInvalid });

/** Required text: trimmed, not empty, at most `max`. */
export const requiredText = (missing: string, max: number, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, { error: missing }).max(max, { error: tooLong });

export const nameField = (missing: string) =>
  requiredText(missing, NAME_MAX, `Name must be at most ${NAME_MAX} characters.`);
export const addressField = z
  .string()
  .trim()
  .max(ADDRESS_MAX, { error: `Address must be at most ${ADDRESS_MAX} characters.` });

export const uuid = (notFound: string) => z.string({ error: notFound }).uuid({ error: notFound });
export const idParams = (notFound: string) => z.object({ id: uuid(notFound) });

export const messageSchema = z.object({ message: z.string() });

/** The page of a list that grows with use: `?page=` from 1, `?pageSize=` up to 100 (50 unless asked). A
 * page shorter than its size is the last one. */
export const listPageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Page must be a number.' })
    .int({ error: 'Page must be a whole number.' })
    .min(1, { error: 'Page starts at 1.' })
    .max(10000, { error: 'Page is at most 10000.' })
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a number.' })
    .int({ error: 'Page size must be a whole number.' })
    .min(1, { error: 'Page size is at least 1.' })
    .max(LIST_PAGE_SIZE_MAX, { error: `Page size is at most ${LIST_PAGE_SIZE_MAX}.` })
    .default(LIST_PAGE_SIZE),
});
export type ListPageQuery = z.infer<typeof listPageQuerySchema>;
export type MessageResponse = z.infer<typeof messageSchema>;

/** Every 4xx and 5xx answer. */
export const errorSchema = z.object({ message: z.string() }).describe('An error: what went wrong, for the user.');
