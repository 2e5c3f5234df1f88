import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** Which engine the API runs on: the embedded SQLite file (default) or a PostgreSQL server (`DATABASE_URL`). */
export type Engine = 'sqlite' | 'postgres';

export interface OpenedDatabase {
  db: Db;
  engine: Engine;
}

export const DB_FILE_NAME = 'hostel-hub.sqlite';

export interface DatabaseTarget {
  /** `postgres://…`: run on PostgreSQL; otherwise SQLite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  sqliteSynchronous?: 'NORMAL' | 'FULL';
  /** Connections per process (PostgreSQL). */
  poolSize?: number;
}

// PostgreSQL answers counts and sums as int8 and averages as numeric, which `pg` gives as strings; every
// number this API counts fits a double, so both engines hand the same numbers to the code.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** Opens the database the configuration names. All queries go through Kysely; where the engines differ,
 * see `dialect.ts`. */
export function openDatabase(target: DatabaseTarget): OpenedDatabase {
  if (target.databaseUrl && /^postgres(ql)?:\/\//.test(target.databaseUrl)) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: target.poolSize ?? 10 });
    return { engine: 'postgres', db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }) };
  }
  return {
    engine: 'sqlite',
    db: openSqlite(path.join(target.dataDir, DB_FILE_NAME), target.sqliteSynchronous ?? 'NORMAL'),
  };
}

const STATEMENTS_KEPT = 500;

/** Opens (creating if needed) a SQLite database file. */
export function openSqlite(file: string, synchronous: 'NORMAL' | 'FULL' = 'NORMAL'): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // NORMAL: a crashed process loses nothing; a crashed machine (power, kernel) can lose the last commits.
  // FULL (SQLITE_SYNCHRONOUS=FULL) syncs every commit to disk, at some cost in write speed.
  sqlite.pragma(`synchronous = ${synchronous}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Transactions begin IMMEDIATE: they take the write lock first (waiting up to busy_timeout), so one that
  // reads and then writes never fails because another process (API_WORKERS) wrote in between.
  // Prepared statements are kept by their text (Kysely prepares one per query; preparing was an eighth of a
  // logged-in request's time). The driver runs each to completion at once, so one can serve every query.
  const statements = new Map<string, SQLite.Statement>();
  const prepare = (text: string) => {
    let statement = statements.get(text);
    if (!statement) {
      statement = sqlite.prepare(text === 'begin' ? 'begin immediate' : text);
      if (statements.size >= STATEMENTS_KEPT) statements.delete(statements.keys().next().value as string);
      statements.set(text, statement);
    }
    return statement;
  };
  const database = new Proxy(sqlite, {
    get(target, key) {
      if (key === 'prepare') return prepare;
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}

/** The API's clock. `API_CLOCK` (an ISO time, for tests of time rules) starts it at that moment; it runs on. */
const clockOffset = process.env.API_CLOCK ? Date.parse(process.env.API_CLOCK) - Date.now() : 0;
export function clock(): number {
  return Date.now() + clockOffset;
}

export function now(): string {
  return new Date(clock()).toISOString();
}
