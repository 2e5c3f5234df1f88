import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** Opens (creating if needed) the SQLite database file. All queries go through Kysely, so the
 * same code can run on PostgreSQL with a PostgresDialect. */
export function openDatabase(file: string, { synchronous = 'NORMAL' }: { synchronous?: 'NORMAL' | 'FULL' } = {}): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // NORMAL: a crashed process loses nothing; a crashed machine (power, kernel) can lose the last commits.
  // FULL (SQLITE_SYNCHRONOUS=FULL) syncs every commit to disk, at some cost in write speed.
  sqlite.pragma(`synchronous = ${synchronous}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export function now(): string {
  return new Date().toISOString();
}
