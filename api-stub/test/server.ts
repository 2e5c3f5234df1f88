import http from 'node:http';
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';

// eslint-disable-next-line @typescript-eslint/no-require-imports
export const { API_BUNDLE } = require('../bundle.cjs') as { API_BUNDLE: string };

// Runs the real API (src/main.ts, from the bundle globalSetup.mjs makes) as its own process on a free port, over a
// temporary data folder, on SQLite or (API_TEST_ENGINE=postgres) on a fresh database of the run's PostgreSQL server.
const apiDir = path.resolve(__dirname, '..');

/** A 1×1 PNG, the picture the tests upload. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export type Engine = 'sqlite' | 'postgres';
export const TEST_ENGINE: Engine = process.env.API_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

/** A new database on the run's PostgreSQL server, empty or a copy of `template`; returns its URL. */
export async function createPostgresDatabase(template?: string): Promise<string> {
  const admin = process.env.TEST_POSTGRES_URL;
  if (!admin) throw new Error('TEST_POSTGRES_URL is not set (api-stub/test/globalSetup.mjs starts a server)');
  const name = `hh_${crypto.randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`create database ${name}${template ? ` template ${template}` : ''}`);
        break;
      } catch (error) {
        // 55006: the template is in use (another copy starting at the same moment)
        if ((error as { code?: string }).code !== '55006' || attempt === 20) throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Settings that change what a new database is seeded with: a server given one seeds a database of its own. */
const SEED_SETTINGS = ['API_CLOCK', 'PASSWORD_HASH_COST', 'JWT_SECRET'];

/** A database and data folder as every test server starts with: `template` to copy on PostgreSQL, `dataDir` to copy. */
interface Seeded {
  template?: string;
  dataDir: string;
}
let seededPostgres: Promise<Seeded> | undefined;
let seededSqlite: Promise<Seeded> | undefined;

/** Migrates and seeds `dataDir` (and `databaseUrl`) with one API process, through its jobs' start-up runs. */
async function seedWithApi(dataDir: string, databaseUrl?: string) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir);
  const api = await launchApi(await freePort(), dataDir, databaseUrl, {});
  await api.stop();
}

/**
 * The run's seeded database on PostgreSQL: migrated, seeded and through the jobs' start-up runs by one API
 * process, then kept as a template. A test server's database is a copy of it (CREATE DATABASE … TEMPLATE), with
 * that process's data folder copied too: 0.85 s quicker a start than migrating and seeding (measured). The
 * first server of the run makes it; an advisory lock has the other worker wait for it.
 */
function seededTemplate(): Promise<Seeded> {
  seededPostgres ??= (async () => {
    const admin = process.env.TEST_POSTGRES_URL as string;
    // named per run by globalSetup.mjs; globalTeardown.mjs removes the database and the folder
    const name = process.env.TEST_SEEDED_DATABASE as string;
    const dataDir = path.join(os.tmpdir(), name);
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query('select pg_advisory_lock(7394)');
      const made = await client.query('select 1 from pg_database where datname = $1 and datistemplate', [name]);
      if (!made.rowCount) {
        await client.query(`drop database if exists ${name}`);
        await client.query(`create database ${name}`);
        const url = new URL(admin);
        url.pathname = `/${name}`;
        await seedWithApi(dataDir, url.toString());
        await client.query(`alter database ${name} is_template true`);
      }
    } finally {
      await client.query('select pg_advisory_unlock(7394)').catch(() => undefined);
      await client.end();
    }
    return { template: name, dataDir };
  })();
  return seededPostgres;
}

/**
 * The run's seeded data folder on SQLite, made as on PostgreSQL; a test server's is a copy of it (0.33 CPU-s and
 * 0.2 s quicker a start, measured). The first server of the run makes it (`<folder>.lock`, made atomically, says
 * who); the other worker waits for `<folder>.done`.
 */
function seededSqliteFolder(): Promise<Seeded> {
  seededSqlite ??= (async () => {
    const dataDir = path.join(os.tmpdir(), `${process.env.TEST_SEEDED_DATABASE}-sqlite`);
    try {
      fs.mkdirSync(`${dataDir}.lock`);
    } catch {
      for (const until = Date.now() + 60_000; !fs.existsSync(`${dataDir}.done`); ) {
        if (Date.now() > until) throw new Error(`the run's seeded SQLite folder did not appear: ${dataDir}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      return { dataDir };
    }
    await seedWithApi(dataDir);
    fs.writeFileSync(`${dataDir}.done`, '');
    return { dataDir };
  })();
  return seededSqlite;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface TestServer {
  url: string;
  dataDir: string;
  engine: Engine;
  /** The PostgreSQL database (engine postgres). */
  databaseUrl?: string;
  /** The API's (primary) process id. */
  pid: () => number | undefined;
  stop: () => Promise<void>;
  restart: () => Promise<void>;
  /** Runs SQL on the server's database, `?` for each parameter, behind the API's back. */
  sql: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
  /** Every byte the database keeps: the SQLite file, or a pg_dump of the PostgreSQL database. */
  dump: () => Buffer;
}

export interface ServerOptions {
  engine?: Engine;
  /** Share this PostgreSQL database (a second API process on the same data). */
  databaseUrl?: string;
}

interface RunningApi {
  pid: () => number | undefined;
  stop: () => Promise<void>;
}

/** Starts the API from its bundle with the test servers' settings (and `env`); resolves once it is ready. */
async function launchApi(
  port: number,
  dataDir: string,
  databaseUrl: string | undefined,
  env: Record<string, string>,
): Promise<RunningApi> {
  const child = spawn(process.execPath, ['--enable-source-maps', API_BUNDLE], {
    cwd: apiDir,
    env: {
      ...process.env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      LOGIN_RATE_LIMIT: '1000',
      LOGIN_ADDRESS_LIMIT: '1000',
      OTP_RATE_LIMIT: '1000',
      OTP_EMAIL_LIMIT: '1000',
      RESET_EMAIL_LIMIT: '1000',
      REGISTER_RATE_LIMIT: '1000',
      COMPLAINT_RATE_LIMIT: '1000',
      UPLOAD_RATE_LIMIT: '1000',
      // one round: ready at once, without the CPU of warming up that each test's server would spend
      API_WARM_ROUNDS: '1',
      // bcrypt's minimum: bcrypt was over a third of the test servers' CPU (security.test.ts runs at the default)
      PASSWORD_HASH_COST: '4',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const until = Date.now() + 20000;
  while (Date.now() < until) {
    try {
      // ready: its jobs' start-up runs (bills, reminders) done and warmed up, so a suite reads settled data
      if ((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).ok) return { pid: () => child.pid, stop };
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error('API did not start');
}

export async function startTestServer(
  env: Record<string, string> = {},
  sharedDataDir?: string,
  options: ServerOptions = {},
): Promise<TestServer> {
  // a data folder of its own is removed when the server stops; a shared one stays for its owner
  const dataDir = sharedDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'hh-api-'));
  const engine = options.databaseUrl ? 'postgres' : (options.engine ?? TEST_ENGINE);
  // a database and data folder of its own, seeded as every test server's is: a copy of the run's seeded one
  const copy =
    !options.databaseUrl && !sharedDataDir && !SEED_SETTINGS.some((key) => key in env)
      ? await (engine === 'postgres' ? seededTemplate() : seededSqliteFolder())
      : undefined;
  if (copy) fs.cpSync(copy.dataDir, dataDir, { recursive: true });
  const databaseUrl =
    engine === 'postgres' ? (options.databaseUrl ?? (await createPostgresDatabase(copy?.template))) : undefined;
  const port = await freePort();
  let api: RunningApi;
  const url = `http://127.0.0.1:${port}`;
  const launch = async () => {
    api = await launchApi(port, dataDir, databaseUrl, env);
  };
  await launch();
  const sqliteFile = path.join(dataDir, 'hostel-hub.sqlite');
  const sql = async <T>(text: string, params: unknown[] = []): Promise<T[]> => {
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        let n = 0;
        return (
          await client.query(
            text.replace(/\?/g, () => `$${++n}`),
            params,
          )
        ).rows as T[];
      } finally {
        await client.end();
      }
    }
    const db = new Database(sqliteFile);
    try {
      const statement = db.prepare(text);
      return statement.reader ? (statement.all(...params) as T[]) : (statement.run(...params), []);
    } finally {
      db.close();
    }
  };
  const dump = () =>
    databaseUrl
      ? execFileSync(pgBin('pg_dump'), ['--data-only', databaseUrl])
      : Buffer.concat([sqliteFile, `${sqliteFile}-wal`].filter((f) => fs.existsSync(f)).map((f) => fs.readFileSync(f)));
  return {
    url,
    dataDir,
    engine,
    databaseUrl,
    pid: () => api.pid(),
    stop: async () => {
      await api.stop();
      if (!sharedDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
    restart: async () => (await api.stop(), launch()),
    sql,
    dump,
  };
}

/** A program of the newest PostgreSQL under /usr/lib/postgresql. */
function pgBin(program: string): string {
  const base = '/usr/lib/postgresql';
  const version = fs
    .readdirSync(base)
    .sort((a, b) => Number(b) - Number(a))
    .find((v) => fs.existsSync(path.join(base, v, 'bin', program)));
  if (!version) throw new Error(`${program} not found under ${base}`);
  return path.join(base, version, 'bin', program);
}

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** A JSON request; `token` adds the bearer header. */
export async function call<T = Record<string, unknown>>(
  server: TestServer,
  method: string,
  route: string,
  {
    body,
    token,
    raw,
    headers: extra,
  }: { body?: unknown; token?: string; raw?: RequestInit['body']; headers?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...extra };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(server.url + route, {
    method,
    headers,
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed as T };
}

export async function login(
  server: TestServer,
  email: string,
  password: string,
  role: 'student' | 'owner',
): Promise<string> {
  const res = await call<{ token: string }>(server, 'POST', '/api/auth/login', { body: { email, password, role } });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return res.body.token;
}

/** The OTP in the newest outbox message to `email`. */
export function otpFromOutbox(dataDir: string, email: string): string {
  const dir = path.join(dataDir, 'outbox');
  const files = fs.readdirSync(dir).sort().reverse();
  for (const f of files) {
    const text = fs.readFileSync(path.join(dir, f), 'utf8');
    if (text.includes(`To: ${email}`)) {
      const m = /Your OTP is (\d{6})/.exec(text);
      if (m) return m[1];
    }
  }
  throw new Error(`no OTP mail for ${email}`);
}

/** The seeded operator account (README): signs in from the login page whichever role it shows. */
export const OPERATOR = { email: 'admin@demo.in', password: 'admin123' };

export function operatorToken(server: TestServer): Promise<string> {
  return login(server, OPERATOR.email, OPERATOR.password, 'student');
}

/** New hostels wait for the operator; this verifies one so students see it. */
export async function verifyHostel(server: TestServer, hostelId: string): Promise<void> {
  const res = await call(server, 'PUT', `/api/admin/hostels/${hostelId}/verify`, {
    token: await operatorToken(server),
  });
  if (res.status !== 200) throw new Error(`verify failed: ${JSON.stringify(res.body)}`);
}

/**
 * Starts an upload whose body arrives slowly: the part's head and the file's first bytes now (so the server
 * starts receiving the file), the rest on `finish()`.
 */
export function slowUpload(server: TestServer, token: string) {
  const boundary = 'hh-slow-upload';
  const url = new URL('/api/uploads', server.url);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const req = http.request({
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    method: 'POST',
    agent: false,
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': Buffer.byteLength(head) + PNG.length + Buffer.byteLength(tail),
    },
  });
  const answered = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
  });
  req.write(Buffer.concat([Buffer.from(head), PNG.subarray(0, 8)]));
  return { finish: () => req.end(Buffer.concat([PNG.subarray(8), Buffer.from(tail)])), answered };
}

/** Registers a second owner (another owner's view of what the demo owner has) and returns their token. */
export async function registerOwner(server: TestServer): Promise<string> {
  const registered = await call<{ token: string }>(server, 'POST', '/api/auth/register', {
    body: {
      name: 'Other',
      email: 'other2@example.in',
      phone: '9000055556',
      password: 'secret1',
      role: 'owner',
      hostelName: 'Other',
    },
  });
  return registered.body.token;
}

/** The id of the demo owner's Sri Sai Residency (seeded), where most tests book, ask and visit. */
export async function sriSaiResidency(server: TestServer): Promise<string> {
  const listing = await call<{ hostels: Array<{ id: string; name: string }> }>(
    server,
    'GET',
    '/api/hostels?search=Sri%20Sai%20Residency',
  );
  const id = listing.body.hostels.find((h) => h.name === 'Sri Sai Residency')?.id;
  if (!id) throw new Error('the seeded Sri Sai Residency is not listed');
  return id;
}
