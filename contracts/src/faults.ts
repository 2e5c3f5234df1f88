// What the API answers when the fault is not the caller's: the database away, the disk full, a write repeated.

/** 503: the database does not answer (the answer also carries Retry-After). */
export const SERVICE_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';
/** 507: the server's disk is full. */
export const OUT_OF_STORAGE = 'The server is out of storage space. Please try again later.';
/** Seconds a client waits before it tries again after a 503. */
export const RETRY_AFTER_SECONDS = 2;

/** The IETF Idempotency-Key header: one key per submission, kept across that submission's retries. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How long an answer is kept for replay under its key. */
export const IDEMPOTENCY_TTL_HOURS = 24;
export const IDEMPOTENCY_KEY_MAX = 255;
export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different request. Send a new key for a new request.';
export const IDEMPOTENCY_IN_PROGRESS =
  'The same request is still being processed. Please wait a moment before trying again.';
export const IDEMPOTENCY_ALREADY_DONE =
  'This request was already carried out, but its answer was lost on the way. Please refresh the page to see it.';
export const IDEMPOTENCY_KEY_INVALID = `The Idempotency-Key header must be 1 to ${IDEMPOTENCY_KEY_MAX} visible characters.`;

/** Uploads one account may have in flight at once; the next is refused with 429. */
export const UPLOADS_IN_FLIGHT_MAX = 2;
export const UPLOADS_IN_FLIGHT = `You can upload at most ${UPLOADS_IN_FLIGHT_MAX} files at a time. Please wait for one to finish.`;
