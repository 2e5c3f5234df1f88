import { SERVICE_UNAVAILABLE } from 'contracts';
import { startOwnPostgres, type OwnPostgres } from './postgresServer';
import { call, startTestServer, TEST_ENGINE, type TestServer } from './server';
import { eventually } from './stays';

// PostgreSQL restarted as in a crash under a loop of reads and writes: the API answers 200 or 503 (never
// hangs, never dies) and is back by itself; no write it acknowledged is lost. Runs in the PostgreSQL pass.
const onPostgres = TEST_ENGINE === 'postgres' ? describe : describe.skip;

interface Outcome {
  kind: 'read' | 'write';
  status: number;
  ms: number;
  at: number;
  retryAfter: string | null;
  message?: string;
}

onPostgres('the database goes away (PostgreSQL immediate restart)', () => {
  let pg: OwnPostgres;
  let api: TestServer;

  beforeAll(async () => {
    pg = await startOwnPostgres();
    api = await startTestServer({}, undefined, { databaseUrl: pg.url });
  });
  afterAll(async () => {
    await api?.stop();
    await pg?.stop();
  });

  jest.setTimeout(60_000);

  test('every answer is 200 or 503 within 2 s, the API recovers within 3 s, no acknowledged write is lost', async () => {
    const outcomes: Outcome[] = [];
    const acknowledged: string[] = [];
    let running = true;
    let n = 0;
    const timed = async (kind: Outcome['kind'], method: string, route: string, body?: unknown) => {
      const started = Date.now();
      const res = await fetch(api.url + route, {
        method,
        headers: body ? { 'Content-Type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(10_000),
      });
      const json = (await res.json().catch(() => ({}))) as { message?: string };
      outcomes.push({
        kind,
        status: res.status,
        ms: Date.now() - started,
        at: Date.now(),
        retryAfter: res.headers.get('retry-after'),
        message: json.message,
      });
      return res.status;
    };
    const reader = async () => {
      while (running) {
        await timed('read', 'GET', '/api/hostels?page=1');
        await timed('read', 'GET', `/api/hostels?page=1&search=residency${n % 7}`);
      }
    };
    const writer = async () => {
      while (running) {
        const email = `outage${n++}@test.in`;
        const status = await timed('write', 'POST', '/api/auth/register', {
          name: 'Outage Test',
          email,
          phone: '9876543210',
          password: 'secret123',
          role: 'student',
        });
        if (status === 201) acknowledged.push(email);
      }
    };
    const loops = [reader(), reader(), writer()];
    await new Promise((r) => setTimeout(r, 800));
    const restartStarted = Date.now();
    await pg.restart();
    const restarted = Date.now();
    // until 3 s after the restart and for a second more
    await new Promise((r) => setTimeout(r, 4000));
    running = false;
    await Promise.all(loops);

    expect(api.pid() && process.kill(api.pid() as number, 0)).toBe(true);
    const during = outcomes.filter((o) => o.at >= restartStarted);
    expect(during.some((o) => o.status === 503)).toBe(true);
    for (const o of outcomes) {
      expect([200, 201, 503]).toContain(o.status);
      expect(o.ms).toBeLessThan(2000);
      if (o.status === 503) {
        expect(o.retryAfter).toMatch(/^\d+$/);
        expect(o.message).toBe(SERVICE_UNAVAILABLE);
      }
    }
    const late = outcomes.filter((o) => o.at - o.ms >= restarted + 3000);
    expect(late.length).toBeGreaterThan(0);
    expect(late.filter((o) => o.status !== 200 && o.status !== 201)).toEqual([]);

    expect(acknowledged.length).toBeGreaterThan(0);
    const stored = await api.sql<{ email: string }>('select email from users where email like ?', ['outage%']);
    const kept = new Set(stored.map((r) => r.email));
    expect(acknowledged.filter((e) => !kept.has(e))).toEqual([]);
  });

  test('the probes: live answers without the database, ready only with it', async () => {
    expect(await eventually(async () => (await call(api, 'GET', '/api/health/ready')).status === 200, 15_000)).toBe(
      true,
    );
    expect((await call(api, 'GET', '/api/health/live')).status).toBe(200);
  });
});
