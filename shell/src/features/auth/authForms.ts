import {
  emailField,
  loginBodySchema,
  MESSAGES,
  PASSWORD_MIN,
  phoneField,
  registerBodySchema,
  roleSchema,
  sendOtpBodySchema,
} from 'contracts';
import { firstProblem } from 'app-kit';
import { z } from 'zod';

// The sign-in forms on the contract's rules. The spec (§5) names one message at a time, in a fixed order; each
// schema reports the first problem in that order, on its field, then checks the payload with the API's schema.
export const isEmail = (value: string) => emailField().safeParse(value).success;
const isPhone = (value: string) => phoneField.safeParse(value).success;

export const loginFormSchema = z
  .object({ email: z.string(), password: z.string(), role: roleSchema, otp: z.string().optional() })
  .superRefine((v, ctx) =>
    firstProblem(ctx, [
      [!v.email.trim() || !v.password, MESSAGES.fillAllFields, 'email'],
      [!isEmail(v.email), MESSAGES.emailInvalid, 'email'],
    ]),
  )
  // the code field is there only once the API asked for it; empty, it is not sent
  .transform(({ otp, ...rest }) => (otp?.trim() ? { ...rest, otp: otp.trim() } : rest))
  .pipe(loginBodySchema);

export const registerFormSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
    hostelName: z.string(),
    role: roleSchema,
  })
  .superRefine((v, ctx) =>
    firstProblem(ctx, [
      [
        !v.name.trim() || !v.email.trim() || !v.phone.trim() || !v.password || !v.confirmPassword,
        MESSAGES.fillAllFields,
        'name',
      ],
      [!isEmail(v.email), MESSAGES.emailInvalid, 'email'],
      [v.password !== v.confirmPassword, 'Passwords do not match!', 'confirmPassword'],
      [v.password.length < PASSWORD_MIN, MESSAGES.passwordTooShort, 'password'],
      [!isPhone(v.phone), MESSAGES.phoneInvalid, 'phone'],
      [v.role === 'owner' && !v.hostelName.trim(), MESSAGES.hostelNameRequired, 'hostelName'],
    ]),
  )
  .transform(({ confirmPassword: _, hostelName, ...v }) => (v.role === 'owner' ? { ...v, hostelName } : v))
  .pipe(registerBodySchema);

/** Forgot password: the e-mail the code goes to, on the API's rule. */
export const forgotFormSchema = sendOtpBodySchema;

/** Reset password: the code and the new password twice (the e-mail comes from the forgot-password step). */
export const resetFormSchema = z
  .object({ otp: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((v, ctx) =>
    firstProblem(ctx, [
      [!v.otp.trim() || !v.newPassword || !v.confirmPassword, 'All fields are required.', 'otp'],
      [v.newPassword !== v.confirmPassword, 'Passwords do not match.', 'confirmPassword'],
      [v.newPassword.length < PASSWORD_MIN, MESSAGES.passwordTooShort, 'newPassword'],
    ]),
  );
