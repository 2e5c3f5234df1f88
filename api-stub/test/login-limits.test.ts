import { call, startTestServer, type TestServer } from './server';

// Failed logins are counted per account and per address, in the database; right ones never lock anyone out.
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

const attempt = (server: TestServer, email: string, password: string, role = 'student') =>
  call(server, 'POST', '/api/auth/login', { body: { email, password, role } });

describe('per account', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ LOGIN_RATE_LIMIT: '3', LOGIN_ADDRESS_LIMIT: '100' });
  }, 30000);
  afterAll(() => server.stop());

  it('lets eleven correct logins in a minute through (a family or an office sharing one account)', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await attempt(server, 'owner@demo.in', 'owner123', 'owner')).status);
    expect(statuses).toEqual(Array(11).fill(200));
  });

  it('refuses an account after repeated failures, the right password too, with the usual message', async () => {
    const wrong = () => attempt(server, 'student@demo.in', 'not-my-password');
    expect([(await wrong()).status, (await wrong()).status, (await wrong()).status]).toEqual([401, 401, 401]);
    const refused = await wrong();
    expect(refused).toEqual({ status: 429, body: expect.objectContaining({ message: TOO_MANY }) });
    expect((await attempt(server, 'student@demo.in', 'student123')).status).toBe(429);
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
