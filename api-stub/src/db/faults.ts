// Errors that are the machine's fault, not the request's: the database unreachable or busy, the disk full.

type ErrorLike = { code?: unknown; message?: unknown; errno?: unknown; cause?: unknown } | null | undefined;

/** Node's socket errors, and PostgreSQL's connection-exception (08…) and shutdown (57P01-03) states. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300', // too many connections
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
  'SQLITE_READONLY',
]);

/** Messages of `pg` and `pg-pool` for a connection that broke, timed out or was never made. */
const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'not queryable',
  'Client was closed',
  'connection is closed',
];

function codeOf(error: ErrorLike): string {
  return typeof error?.code === 'string' ? error.code : '';
}

/** The database did not answer: the request may succeed as it is a moment later (503). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as ErrorLike;
  if (!e) return false;
  const code = codeOf(e);
  if (UNREACHABLE_CODES.has(code) || code.startsWith('08') || code.startsWith('SQLITE_IOERR')) return true;
  // statement_timeout (57014, query_canceled) under an outage
  if (code === '57014') return true;
  const message = String(e.message ?? '');
  if (UNREACHABLE_MESSAGES.some((m) => message.includes(m))) return true;
  // AggregateError of a connect to several addresses
  const errors = (e as { errors?: unknown }).errors;
  return Array.isArray(errors) && errors.length > 0 && errors.every(isDatabaseUnavailable);
}

/** The disk is full (or over quota): nothing more can be written until space is freed (507). */
export function isOutOfStorage(error: unknown): boolean {
  const code = codeOf(error as ErrorLike);
  // 53100: PostgreSQL's disk_full
  return code === 'ENOSPC' || code === 'EDQUOT' || code === 'SQLITE_FULL' || code === '53100';
}
