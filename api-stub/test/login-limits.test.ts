import http from 'node:http';
import { LOGIN_CODE_SENT } from 'contracts';
import { call, otpFromOutbox, startTestServer, type TestServer } from './server';

// Failed logins are counted per account and per address, in the database; right ones never lock anyone out.
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

const attempt = (server: TestServer, email: string, password: string, role = 'student') =>
  call(server, 'POST', '/api/auth/login', { body: { email, password, role } });

/** A login sent from another loopback address (127.0.0.0/8), as from another computer. */
function attemptFrom(
  localAddress: string,
  server: TestServer,
  email: string,
  password: string,
  extra: Record<string, string> = {},
): Promise<{ status: number; body: { message?: string; token?: string } }> {
  const body = JSON.stringify({ email, password, role: 'student', ...extra });
  const url = new URL('/api/auth/login', server.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          text += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('per account', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ LOGIN_RATE_LIMIT: '3', LOGIN_ADDRESS_LIMIT: '100', LOGIN_ACCOUNT_CEILING: '4' });
  }, 30000);
  afterAll(() => server.stop());

  it('lets eleven correct logins in a minute through (a family or an office sharing one account)', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await attempt(server, 'owner@demo.in', 'owner123', 'owner')).status);
    expect(statuses).toEqual(Array(11).fill(200));
  });

  it('refuses the address that failed on an account, the right password too, but not its owner elsewhere', async () => {
    const wrong = () => attempt(server, 'student@demo.in', 'not-my-password');
    expect([(await wrong()).status, (await wrong()).status, (await wrong()).status]).toEqual([401, 401, 401]);
    const refused = await wrong();
    expect(refused).toEqual({ status: 429, body: expect.objectContaining({ message: TOO_MANY }) });
    expect((await attempt(server, 'student@demo.in', 'student123')).status).toBe(429);
    // the account's owner, from another address, logs in as usual
    expect((await attemptFrom('127.0.0.2', server, 'student@demo.in', 'student123')).status).toBe(200);
    // another account from the same address is not affected
    expect((await attempt(server, 'owner@demo.in', 'owner123', 'owner')).status).toBe(200);
  });

  it('forgets an account’s failures after a correct login', async () => {
    await call(server, 'POST', '/api/auth/register', {
      body: {
        name: 'Meena',
        email: 'meena@example.in',
        phone: '9876501234',
        password: 'meena-pass-1',
        role: 'student',
      },
    });
    const wrong = () => attempt(server, 'meena@example.in', 'typo');
    expect((await wrong()).status).toBe(401);
    expect((await wrong()).status).toBe(401);
    expect((await attempt(server, 'meena@example.in', 'meena-pass-1')).status).toBe(200);
    expect([(await wrong()).status, (await wrong()).status, (await wrong()).status]).toEqual([401, 401, 401]);
    expect((await wrong()).status).toBe(429);
  });

  // last: it leaves the demo student's account past its ceiling
  it('past its ceiling, the right password also needs a code e-mailed to the account', async () => {
    for (const from of ['127.0.0.11', '127.0.0.12', '127.0.0.13', '127.0.0.14'])
      expect((await attemptFrom(from, server, 'student@demo.in', 'guess')).status).toBe(401);
    const asked = await attemptFrom('127.0.0.20', server, 'student@demo.in', 'student123');
    expect(asked).toEqual({ status: 401, body: { message: LOGIN_CODE_SENT } });
    // a wrong password still hears the usual message, and gets no code
    expect((await attemptFrom('127.0.0.21', server, 'student@demo.in', 'guess')).body.message).toMatch(
      /^Invalid email/,
    );
    const code = otpFromOutbox(server.dataDir, 'student@demo.in');
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await attemptFrom('127.0.0.20', server, 'student@demo.in', 'student123', { otp: wrongCode })).status).toBe(
      401,
    );
    const done = await attemptFrom('127.0.0.20', server, 'student@demo.in', 'student123', { otp: code });
    expect(done.status).toBe(200);
    expect(done.body.token).toBeTruthy();
  });
});

describe('per address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ LOGIN_RATE_LIMIT: '100', LOGIN_ADDRESS_LIMIT: '4' });
  }, 30000);
  afterAll(() => server.stop());

  it('refuses an address that keeps failing on different accounts, but correct logins do not count', async () => {
    for (let i = 0; i < 6; i++) expect((await attempt(server, 'student@demo.in', 'student123')).status).toBe(200);
    const statuses = [];
    for (const name of ['a', 'b', 'c', 'd', 'e'])
      statuses.push((await attempt(server, `${name}@example.in`, 'guess')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect((await attempt(server, 'f@example.in', 'guess')).body.message).toBe(TOO_MANY);
  });
});
