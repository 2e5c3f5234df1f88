import type { Db, Engine } from '../db/database';
import { lockKey } from '../db/dialect';
import { HttpError } from './errors';

export const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

export interface Limit {
  max: number;
  windowMs: number;
}

/** A counted event (`rate_events` row) that can be taken back, e.g. a login attempt that turned out right. */
export interface Counted {
  ids: number[];
}

/**
 * Rate limits kept in the database, so a count holds across restarts and across API processes. Checking
 * and counting run in one transaction that holds each key's lock (an advisory lock on PostgreSQL, the
 * write lock on SQLite): concurrent requests cannot all slip under a limit.
 */
export interface RateLimits {
  /** Counts one event under every key; throws 429 when any of them was already at its limit (nothing counted). */
  enforce(checks: [key: string, limit: Limit][]): Promise<Counted>;
  /** Takes back events counted by `enforce` (an attempt that should not count after all). */
  uncount(counted: Counted): Promise<void>;
  /** Forgets every event of a key (e.g. an account's failed logins after a successful one). */
  clear(key: string): Promise<void>;
}

export function createRateLimits(db: Db, engine: Engine): RateLimits {
  return {
    async enforce(checks) {
      const at = Date.now();
      const ids = await db.transaction().execute(async (trx) => {
        // locks in one order, so two requests sharing keys cannot wait on each other
        for (const key of [...new Set(checks.map(([key]) => key))].sort()) await lockKey(trx, engine, `rate:${key}`);
        for (const [key, { max, windowMs }] of checks) {
          const since = new Date(at - windowMs).toISOString();
          // old events of this key are of no more use
          await trx.deleteFrom('rate_events').where('key', '=', key).where('at', '<=', since).execute();
          const { n } = await trx
            .selectFrom('rate_events')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('key', '=', key)
            .executeTakeFirstOrThrow();
          if (Number(n) >= max) return null;
        }
        const counted: number[] = [];
        for (const [key] of checks) {
          const row = await trx
            .insertInto('rate_events')
            .values({ key, at: new Date(at).toISOString() })
            .returning('id')
            .executeTakeFirstOrThrow();
          counted.push(row.id);
        }
        return counted;
      });
      if (!ids) throw new HttpError(429, TOO_MANY);
      return { ids };
    },
    async uncount({ ids }) {
      if (ids.length) await db.deleteFrom('rate_events').where('id', 'in', ids).execute();
    },
    async clear(key) {
      await db.deleteFrom('rate_events').where('key', '=', key).execute();
    },
  };
}
