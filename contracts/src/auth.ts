import './jitless'; // first: before any schema is defined
import { z } from 'zod';
import { accountRoleSchema, roleSchema } from './enums';
import { GENDERS } from './beds';
import { addressField, emailField, passwordField, phoneField, requiredText } from './fields';
import { HOSTEL_NAME_MAX, MESSAGES, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './limits';

// The auth and account payloads (spec 000 §3, §5, §7).
export const geoPointSchema = z.object({
  lat: z.number({ error: 'Latitude must be a number.' }).min(-90).max(90),
  lng: z.number({ error: 'Longitude must be a number.' }).min(-180).max(180),
});
export type GeoPoint = z.infer<typeof geoPointSchema>;

/** The user kept in the session (localStorage key `user`). */
export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: accountRoleSchema,
  hostelName: z.string().optional(),
  username: z.string().optional(),
  profilePictureUrl: z.string().optional(),
});
export type User = z.infer<typeof userSchema>;

/** The profile as GET/PUT /api/auth/profile answer it. */
export const profileSchema = userSchema.extend({
  phoneNumber: z.string(),
  username: z.string(),
  profilePictureUrl: z.string(),
  address: z.string(),
  location: geoPointSchema.nullable(),
  /** A student's gender, if given (hostel types are checked against it). */
  gender: z.enum(GENDERS).nullable(),
  /** An owner's PAN, if given: printed on rent receipts (tenants need it to claim HRA). */
  pan: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const loginBodySchema = z.object({
  email: emailField(),
  password: z
    .string({ error: MESSAGES.fillAllFields })
    .min(1, { error: MESSAGES.fillAllFields })
    .max(PASSWORD_MAX, { error: MESSAGES.passwordTooLong }),
  role: roleSchema,
  /** The one-time code e-mailed when the account saw too many failed logins from many addresses. */
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'Please enter the 6-digit code from the e-mail.' })
    .optional(),
});
export type LoginPayload = z.infer<typeof loginBodySchema>;

export const registerBodySchema = z
  .object({
    name: requiredText('Name is required.', NAME_MAX, `Name must be at most ${NAME_MAX} characters.`),
    email: emailField(),
    phone: phoneField,
    password: passwordField,
    role: roleSchema,
    hostelName: z
      .string()
      .trim()
      .max(HOSTEL_NAME_MAX, { error: `Hostel name must be at most ${HOSTEL_NAME_MAX} characters.` })
      .optional(),
  })
  .refine((v) => v.role !== 'owner' || Boolean(v.hostelName), {
    error: MESSAGES.hostelNameRequired,
    path: ['hostelName'],
  });
export type RegisterPayload = z.infer<typeof registerBodySchema>;

/** The fields of a profile update, each optional. */
export const profileFieldsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Name cannot be empty.' })
    .max(NAME_MAX, { error: `Name must be at most ${NAME_MAX} characters.` })
    .optional(),
  username: z
    .string()
    .trim()
    .max(30, { error: 'Username must be at most 30 characters.' })
    .regex(/^[A-Za-z0-9_.-]*$/, { error: 'Username may only use letters, digits, dot, dash and underscore.' })
    .optional(),
  phoneNumber: z.union([z.literal(''), phoneField]).optional(),
  profilePictureUrl: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Profile picture must be a web address.' }).max(500)])
    .optional(),
  address: addressField.optional(),
  location: geoPointSchema.nullable().optional(),
  hostelName: z.string().trim().min(1, { error: MESSAGES.hostelNameRequired }).max(HOSTEL_NAME_MAX).optional(),
  gender: z.union([z.literal(''), z.enum(GENDERS, { error: 'Gender must be Male, Female or Other.' })]).optional(),
  pan: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{5}[0-9]{4}[A-Z]$/, { error: 'A PAN is 5 letters, 4 digits and a letter, like ABCDE1234F.' }),
    ])
    .optional(),
  currentPassword: z.string().max(PASSWORD_MAX).optional(),
  newPassword: z.string().max(PASSWORD_MAX, { error: MESSAGES.passwordTooLong }).optional(),
});

export const profileUpdateBodySchema = profileFieldsSchema
  .refine((v) => !v.newPassword || Boolean(v.currentPassword), {
    error: MESSAGES.currentPasswordRequired,
    path: ['currentPassword'],
  })
  .refine((v) => !v.newPassword || v.newPassword.length >= PASSWORD_MIN, {
    error: MESSAGES.passwordTooShort,
    path: ['newPassword'],
  });
export type ProfileUpdatePayload = z.infer<typeof profileUpdateBodySchema>;

/** The personal details of the settings screens: a name is required there. */
export const personalInfoSchema = profileFieldsSchema
  .pick({ name: true, username: true, phoneNumber: true, gender: true, pan: true })
  .extend({
    name: requiredText('Name cannot be empty.', NAME_MAX, `Name must be at most ${NAME_MAX} characters.`),
  });

/** A password change on a settings screen: the current one, and the new one twice. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string(),
    newPassword: z.string().max(PASSWORD_MAX, { error: MESSAGES.passwordTooLong }),
    confirmPassword: z.string(),
  })
  .refine((v) => v.currentPassword && v.newPassword && v.confirmPassword, {
    error: 'Please fill in all password fields.',
    path: ['currentPassword'],
  })
  .refine((v) => !v.newPassword || !v.confirmPassword || v.newPassword === v.confirmPassword, {
    error: 'Passwords do not match.',
    path: ['confirmPassword'],
  })
  .refine((v) => !v.newPassword || v.newPassword.length >= PASSWORD_MIN, {
    error: MESSAGES.passwordTooShort,
    path: ['newPassword'],
  });

export const profileUpdateResponseSchema = z.object({
  message: z.string(),
  user: profileSchema,
  /** After a password change: the session's fresh token (every older one has ended). */
  token: z.string().optional(),
});
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;

export const sendOtpBodySchema = z.object({
  email: z
    .string({ error: 'Please enter your email.' })
    .trim()
    .min(1, { error: 'Please enter your email.' })
    .pipe(emailField()),
});

export const resetPasswordBodySchema = z.object({
  email: emailField(),
  otp: z
    .string({ error: 'All fields are required.' })
    .trim()
    .regex(/^\d{6}$/, { error: 'The OTP is the 6-digit code from the e-mail.' }),
  newPassword: passwordField,
});

export const uploadResponseSchema = z.object({ secure_url: z.string() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const contactBodySchema = z.object({
  name: requiredText(MESSAGES.fillAllFields, NAME_MAX, `Name must be at most ${NAME_MAX} characters.`),
  email: z
    .string({ error: MESSAGES.fillAllFields })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: MESSAGES.emailInvalid })),
  message: requiredText(MESSAGES.fillAllFields, 5000, 'Message must be at most 5000 characters.'),
});
export type ContactPayload = z.infer<typeof contactBodySchema>;
