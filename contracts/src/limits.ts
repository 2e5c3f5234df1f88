// Limits and messages both sides enforce: the screens show the same rule the API applies.
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const PHONE_DIGITS = 10;
export const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_DIGITS}}$`);
export const NAME_MAX = 100;
export const HOSTEL_NAME_MAX = 120;
export const ADDRESS_MAX = 300;
export const HOSTEL_PAGE_SIZE = 12;
/** Lists that grow with use (bookings, notifications, complaints, residents) answer a page at a time. */
export const LIST_PAGE_SIZE = 50;
export const LIST_PAGE_SIZE_MAX = 100;
export const MAX_BOOKING_MONTHS = 24;
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024; // 2097152, spec §9
export const MAX_HOSTEL_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_HOSTEL_IMAGES = 8;
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
export const MAX_PAYOUT_METHODS = 10;
export const OWNER_RESPONSE_HOURS = 24;
export const REVIEW_TEXT_MAX = 1500;
export const REPLY_TEXT_MAX = 800;
export const REASON_MAX = 500;

export const MESSAGES = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Password is required.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters long.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters long.`,
  phoneInvalid: 'Please enter a valid 10-digit phone number.',
  fillAllFields: 'Please fill all fields.',
  fillInAllFields: 'Please fill in all fields',
  hostelRequired: 'Please fill in all required fields and upload at least one image.',
  studentRequired: 'Please fill in all required fields.',
  alertMissing: 'Please enter a message and select at least one student.',
  selectMessageType: 'Please select a message type!',
  imageTooLarge: 'Image is too large (max 2MB).',
  notAnImage: 'Please choose an image file (PNG, JPEG, GIF or WebP).',
  currentPasswordRequired: 'Please enter your current password.',
  hostelNameRequired: 'Hostel name is required for owners.',
} as const;

/** The login's answer (401) when the account must also give the code just e-mailed to it. */
export const LOGIN_CODE_SENT =
  'For your safety we e-mailed a one-time code to this account. Enter it below with your password to log in.';
export const IMAGE_TOO_LARGE = MESSAGES.imageTooLarge;
export const NOT_AN_IMAGE = MESSAGES.notAnImage;

/** Reviews on one page of a hostel's reviews. */
export const REVIEW_PAGE_SIZE = 5;

/** The longest message a student or an owner can send (issue 38). */
export const MESSAGE_MAX_CHARS = 2000;

/** Messages an account can send in an hour, and from one address (they are people writing, not scripts). */
export const MESSAGES_PER_HOUR = { account: 60, address: 200 } as const;

/** How long a message waits unread before it is also e-mailed. */
export const MESSAGE_MAIL_AFTER_MINUTES = 10;

/** What a phone number or e-mail address in a message shows until contacts are shared. */
export const CONTACT_HIDDEN = '[contact hidden until a booking is approved]';

/** Visits (issue 38): slots are this long, offered this many days ahead, at least this far from now. */
export const VISIT_SLOT_MINUTES = 30;
export const VISIT_DAYS_AHEAD = 14;
export const VISIT_MIN_NOTICE_MINUTES = 60;
/** A confirmed visit is reminded at this hour (India) of the day before it, or at once when confirmed later. */
export const VISIT_REMINDER_HOUR = 18;
/** Visits a student can have waiting or planned at one hostel at once. */
export const OPEN_VISITS_PER_HOSTEL = 2;
