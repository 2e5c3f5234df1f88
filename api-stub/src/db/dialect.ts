import { sql, type ColumnDefinitionBuilder, type Kysely, type Transaction } from 'kysely';
import type { Engine } from './database';
import type { Database } from './schema';

// The few places where SQLite and PostgreSQL differ, each said once. Everything else is one Kysely query
// for both engines.

/** A row id that counts up: `integer … autoincrement` on SQLite, an identity column on PostgreSQL. */
export function autoIdColumn(engine: Engine) {
  return engine === 'postgres'
    ? (['integer', (c: ColumnDefinitionBuilder) => c.primaryKey().generatedByDefaultAsIdentity()] as const)
    : (['integer', (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement()] as const);
}

/** An insert refused by a unique index or key. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  if (!e) return false;
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || String(e.message).includes('UNIQUE constraint');
}

/**
 * Makes the rest of the transaction the only one working on `key` (counters that are read and then
 * written). PostgreSQL: a transaction-scoped advisory lock. SQLite: nothing to do, every transaction
 * begins IMMEDIATE and so holds the database's one write lock (see `openSqlite`).
 */
export async function lockKey(trx: Transaction<Database>, engine: Engine, key: string): Promise<void> {
  if (engine === 'postgres') await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

/** Runs a migration step written for one engine only. */
export async function onEngine(
  db: Kysely<unknown>,
  engine: Engine,
  steps: Partial<Record<Engine, (db: Kysely<unknown>) => Promise<void>>>,
): Promise<void> {
  await steps[engine]?.(db);
}
