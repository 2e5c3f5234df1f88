import { z } from 'zod';

// Request bodies of the auth endpoints, with the spec's messages (spec §5).
const email = z
  .string({ error: 'Email is required.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email address.' }).max(254));
const role = z.enum(['student', 'owner'], { error: 'Role must be student or owner.' });
const password = z
  .string({ error: 'Password is required.' })
  .min(6, { error: 'Password must be at least 6 characters long.' })
  .max(128, { error: 'Password must be at most 128 characters long.' });
const phone = z
  .string({ error: 'Please enter a valid 10-digit phone number.' })
  .trim()
  .regex(/^\d{10}$/, { error: 'Please enter a valid 10-digit phone number.' });

export const loginSchema = z.object({
  email,
  password: z.string({ error: 'Please fill all fields.' }).min(1, { error: 'Please fill all fields.' }).max(128),
  role,
});

export const registerSchema = z
  .object({
    name: z
      .string({ error: 'Name is required.' })
      .trim()
      .min(1, { error: 'Name is required.' })
      .max(100, { error: 'Name must be at most 100 characters.' }),
    email,
    phone,
    password,
    role,
    hostelName: z.string().trim().max(120, { error: 'Hostel name must be at most 120 characters.' }).optional(),
  })
  .refine((v) => v.role !== 'owner' || Boolean(v.hostelName), {
    error: 'Hostel name is required for owners.',
    path: ['hostelName'],
  });

export const profileUpdateSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: 'Name cannot be empty.' })
      .max(100, { error: 'Name must be at most 100 characters.' })
      .optional(),
    username: z
      .string()
      .trim()
      .max(30, { error: 'Username must be at most 30 characters.' })
      .regex(/^[A-Za-z0-9_.-]*$/, { error: 'Username may only use letters, digits, dot, dash and underscore.' })
      .optional(),
    phoneNumber: z.union([z.literal(''), phone]).optional(),
    profilePictureUrl: z
      .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Profile picture must be a web address.' }).max(500)])
      .optional(),
    address: z.string().trim().max(300, { error: 'Address must be at most 300 characters.' }).optional(),
    location: z
      .object({
        lat: z.number({ error: 'Latitude must be a number.' }).min(-90).max(90),
        lng: z.number({ error: 'Longitude must be a number.' }).min(-180).max(180),
      })
      .nullable()
      .optional(),
    hostelName: z.string().trim().min(1, { error: 'Hostel name is required for owners.' }).max(120).optional(),
    currentPassword: z.string().max(128).optional(),
    newPassword: z.string().max(128, { error: 'Password must be at most 128 characters long.' }).optional(),
  })
  .refine((v) => !v.newPassword || Boolean(v.currentPassword), {
    error: 'Please enter your current password.',
    path: ['currentPassword'],
  })
  .refine((v) => !v.newPassword || v.newPassword.length >= 6, {
    error: 'Password must be at least 6 characters long.',
    path: ['newPassword'],
  });

export const sendOtpSchema = z.object({
  email: z
    .string({ error: 'Please enter your email.' })
    .trim()
    .min(1, { error: 'Please enter your email.' })
    .pipe(email),
});

export const resetPasswordSchema = z.object({
  email,
  otp: z
    .string({ error: 'All fields are required.' })
    .trim()
    .regex(/^\d{6}$/, { error: 'The OTP is the 6-digit code from the e-mail.' }),
  newPassword: password,
});
