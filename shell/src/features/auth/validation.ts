import type { Role } from 'contracts';

// Client-side checks with the spec's exact messages (§5). Each returns the first problem, or null.
export const MIN_PASSWORD_LENGTH = 6;
export const PHONE_LENGTH = 10;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string) => EMAIL.test(value.trim());

export function validateLogin(v: { email: string; password: string }): string | null {
  if (!v.email.trim() || !v.password) return 'Please fill all fields.';
  if (!isEmail(v.email)) return 'Please enter a valid email address.';
  return null;
}

export interface RegisterForm {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  hostelName: string;
}

export function validateRegister(v: RegisterForm, role: Role): string | null {
  if (!v.name.trim() || !v.email.trim() || !v.phone.trim() || !v.password || !v.confirmPassword)
    return 'Please fill all fields.';
  if (!isEmail(v.email)) return 'Please enter a valid email address.';
  if (v.password !== v.confirmPassword) return 'Passwords do not match!';
  if (v.password.length < MIN_PASSWORD_LENGTH) return 'Password must be at least 6 characters long.';
  if (!new RegExp(`^\\d{${PHONE_LENGTH}}$`).test(v.phone.trim())) return 'Please enter a valid 10-digit phone number.';
  if (role === 'owner' && !v.hostelName.trim()) return 'Hostel name is required for owners.';
  return null;
}

export function validateReset(v: { otp: string; newPassword: string; confirmPassword: string }): string | null {
  if (!v.otp.trim() || !v.newPassword || !v.confirmPassword) return 'All fields are required.';
  if (v.newPassword !== v.confirmPassword) return 'Passwords do not match.';
  if (v.newPassword.length < MIN_PASSWORD_LENGTH) return 'Password must be at least 6 characters long.';
  return null;
}
