import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type pg from 'pg';
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

const require = createRequire(import.meta.url);
let pgModule: typeof pg | undefined;
/** `pg`, loaded when the API runs on PostgreSQL only (a start on SQLite is 0.08 s quicker without it). */
function loadPg(): typeof pg {
  if (pgModule) return pgModule;
  pgModule = require('pg') as typeof pg;
  // PostgreSQL answers counts and sums as int8 and averages as numeric, which `pg` gives as strings; every
  // number this API counts fits a double, so both engines hand the same numbers to the code.
  pgModule.types.setTypeParser(pgModule.types.builtins.INT8, (v) => Number(v));
  pgModule.types.setTypeParser(pgModule.types.builtins.NUMERIC, (v) => Number(v));
  return pgModule;
}

/** Opens the database the configuration names. All queries go through Kysely; where the engines differ,
 * see `dialect.ts`. */
export function openDatabase(target: DatabaseTarget): OpenedDatabase {
  if (target.databaseUrl && /^postgres(ql)?:\/\//.test(target.databaseUrl)) {
    return {
      engine: 'postgres',
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: openPool(target) }) }),
    };
  }
  return {
    engine: 'sqlite',
    db: openSqlite(path.join(target.dataDir, DB_FILE_NAME), target.sqliteSynchronous ?? 'NORMAL'),
  };
}

/** Longest a statement may run on PostgreSQL (server-side), and a little more for the client to wait for it. */
const STATEMENT_TIMEOUT_MS = 10_000;

/**
 * A pool that outlives its server: a connection the server drops (restart, failover) is an `error` event on
 * the pool or on a checked-out client, which without a listener ends the process. Each is logged (once per
 * second at most) and the broken client is thrown away by the pool; requests in the meantime fail fast:
 * connecting gives up after 1.5 s, so an outage answers 503 instead of hanging.
 */
function openPool(target: DatabaseTarget): pg.Pool {
  const pool = new (loadPg().Pool)({
    connectionString: target.databaseUrl,
    max: target.poolSize ?? 10,
    connectionTimeoutMillis: 1500,
    // kept open once warm (features/hostels/warmSearch.ts): a new connection's first searches are slow
    idleTimeoutMillis: 0,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: STATEMENT_TIMEOUT_MS + 2000,
    keepAlive: true,
  });
  let lastLogged = 0;
  const logError = (error: Error) => {
    if (Date.now() - lastLogged < 1000) return;
    lastLogged = Date.now();
    console.error(`[api] database connection lost: ${error.message}`);
  };
  pool.on('error', logError);
  pool.on('connect', (client) => client.on('error', logError));
  return pool;
}

/**
 * Resolves once the database answers, trying again with back-off (0.25 s doubling to 5 s) and one log line
 * per try, so an API started before its database waits for it instead of exiting.
 */
export async function waitForDatabase(db: Db, describe: string, log = console.error): Promise<void> {
  let delay = 250;
  for (;;) {
    try {
      await sql`select 1`.execute(db);
      return;
    } catch (error) {
      const reason = (error as { code?: string }).code ?? (error as Error).message;
      log(`[api] waiting for the database at ${describe} (${reason}); trying again in ${delay / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, 5000);
    }
  }
}

/** Where the database is, without its password: for log lines. */
export function describeTarget(target: DatabaseTarget): string {
  if (!target.databaseUrl) return path.join(target.dataDir, DB_FILE_NAME);
  try {
    const url = new URL(target.databaseUrl);
    return `${url.hostname}:${url.port || 5432}${url.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
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
  // A page reused from the free list is otherwise written with whatever heap bytes its buffer held (request
  // bodies, passwords); FAST zeroes new and freed space in pages without extra I/O.
  sqlite.pragma('secure_delete = FAST');
  // Transactions begin IMMEDIATE: they take the write lock first (waiting up to busy_timeout), so one that
  // reads and then writes never fails because another process (API_WORKERS) wrote in between.
  // Prepared statements are kept by their text (Kysely prepares one per query; preparing was an eighth of a
  // logged-in request's time). The driver runs each to completion at once, so one can serve every query.
  const statements = new Map<string, SQLite.Statement>();
  // SQLite itself rolls a transaction back on some errors (SQLITE_FULL, SQLITE_IOERR); Kysely's rollback
  // after one would fail and hide the error that caused it
  const nothing = sqlite.prepare('select 0 where 0');
  const prepare = (text: string) => {
    if (text === 'rollback' && !sqlite.inTransaction) return nothing;
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
