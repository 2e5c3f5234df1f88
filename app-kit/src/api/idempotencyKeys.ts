import { IDEMPOTENCY_HEADER } from 'contracts';
import { httpStatus, isNetworkError } from 'shared-auth';

// One Idempotency-Key per submission (IETF httpapi draft): the same write sent again before it got a definite
// answer (a double tap, a retry after a lost answer or a 503) carries the same key, so the API does it once.

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Keys of writes still without a definite answer, by what they send. */
const pending = new Map<string, string>();
/** Writes on their way: an identical one sent meanwhile (a double tap) shares its answer. */
const inFlight = new Map<string, Promise<unknown>>();

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** Whether a failed call may not have been done, or is still being done: its retry keeps the key. */
function undecided(error: unknown): boolean {
  const status = httpStatus(error);
  return isNetworkError(error) || status === undefined || status >= 500 || status === 409 || status === 429;
}

/**
 * Runs a write under the key of this submission: the key of an identical write still undecided, or a new
 * one. A definite answer (success, or a refusal of the request itself) ends the submission; the next identical
 * write is a new one.
 */
export async function withIdempotencyKey<T>(
  method: string,
  url: string,
  body: unknown,
  send: (headers: Record<string, string>) => Promise<T>,
): Promise<T> {
  if (!WRITES.has(method) || body instanceof FormData) return send({});
  const what = `${method} ${url} ${JSON.stringify(body ?? null)}`;
  const running = inFlight.get(what);
  if (running) return running as Promise<T>;
  const key = pending.get(what) ?? newKey();
  pending.set(what, key);
  const call = send({ [IDEMPOTENCY_HEADER]: key }).then(
    (answer) => {
      pending.delete(what);
      return answer;
    },
    (error: unknown) => {
      if (!undecided(error)) pending.delete(what);
      throw error;
    },
  );
  inFlight.set(what, call);
  try {
    return await call;
  } finally {
    inFlight.delete(what);
  }
}
