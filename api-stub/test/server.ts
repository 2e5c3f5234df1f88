import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// Runs the real API (src/main.ts) as its own process on a free port, over a temporary data folder.
const apiDir = path.resolve(__dirname, '..');

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
  stop: () => Promise<void>;
  restart: () => Promise<void>;
}

export async function startTestServer(
  env: Record<string, string> = {},
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hh-api-')),
): Promise<TestServer> {
  const port = await freePort();
  let child: ChildProcess;
  const url = `http://127.0.0.1:${port}`;
  const launch = async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: {
        ...process.env,
        API_PORT: String(port),
        API_HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOGIN_RATE_LIMIT: '1000',
        OTP_RATE_LIMIT: '1000',
        OTP_EMAIL_LIMIT: '1000',
        RESET_EMAIL_LIMIT: '1000',
        REGISTER_RATE_LIMIT: '1000',
        COMPLAINT_RATE_LIMIT: '1000',
        UPLOAD_RATE_LIMIT: '1000',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const until = Date.now() + 20000;
    while (Date.now() < until) {
      try {
        if ((await fetch(`${url}/api/health`)).ok) return;
      } catch {
        /* starting */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('API did not start');
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  await launch();
  return { url, dataDir, stop, restart: async () => (await stop(), launch()) };
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
  { body, token, raw }: { body?: unknown; token?: string; raw?: RequestInit['body'] } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = {};
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
