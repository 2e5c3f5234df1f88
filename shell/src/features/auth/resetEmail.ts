// The e-mail of a password reset in progress, kept between the two reset pages (spec §3).
export const RESET_EMAIL_KEY = 'resetEmail';

export const resetEmail = {
  get: () => localStorage.getItem(RESET_EMAIL_KEY),
  set: (email: string) => localStorage.setItem(RESET_EMAIL_KEY, email),
  clear: () => localStorage.removeItem(RESET_EMAIL_KEY),
};

export const OTP_REDIRECT_MS = 1500;
export const RESET_REDIRECT_MS = 2000;
