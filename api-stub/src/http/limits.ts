import type { Db } from '../db/database';
import { HttpError } from './errors';

export const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Counts one event under `key` and says whether it is within `max` in the last `windowMs`. Kept in the
 * database, so the count holds across restarts and across API processes; the insert and the count run in
 * one transaction, so concurrent requests cannot all slip under the limit.
 */
export async function withinLimit(db: Db, key: string, { max, windowMs }: Limit): Promise<boolean> {
  const at = Date.now();
  return db.transaction().execute(async (trx) => {
    const since = new Date(at - windowMs).toISOString();
    const { n } = await trx
      .selectFrom('rate_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('key', '=', key)
      .where('at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(n) >= max) return false;
    await trx
      .insertInto('rate_events')
      .values({ key, at: new Date(at).toISOString() })
      .execute();
    // old events of this key are of no more use
    await trx.deleteFrom('rate_events').where('key', '=', key).where('at', '<=', since).execute();
    return true;
  });
}

/** Throws 429 with the usual message when any of the keys is over its limit (each is counted). */
export async function enforceLimits(db: Db, checks: [key: string, limit: Limit][]): Promise<void> {
  let ok = true;
  for (const [key, limit] of checks) if (!(await withinLimit(db, key, limit))) ok = false;
  if (!ok) throw new HttpError(429, TOO_MANY);
}
