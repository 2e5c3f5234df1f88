import { execFileSync } from 'node:child_process';
import { call, login, startTestServer, type TestServer, PNG, slowUpload } from './server';
import { eventually } from './stays';

// Two API processes on one database (PostgreSQL in the PostgreSQL pass, one SQLite file otherwise) and one
// data folder: whatever one knows, the other does.

let one: TestServer;
let two: TestServer;
beforeAll(async () => {
  const env = { LOGIN_RATE_LIMIT: '4' };
  one = await startTestServer(env);
  two = await startTestServer(env, one.dataDir, { databaseUrl: one.databaseUrl });
}, 60000);
afterAll(async () => {
  await two?.stop();
  await one?.stop();
});

it('share one database', () => {
  expect(two.engine).toBe(one.engine);
  expect(two.databaseUrl).toBe(one.databaseUrl);
  expect(two.url).not.toBe(one.url);
});

it('accept each other’s tokens', async () => {
  const token = await login(one, 'student@demo.in', 'student123', 'student');
  const profile = await call(two, 'GET', '/api/auth/profile', { token });
  expect(profile.status).toBe(200);
  expect(profile.body.email).toBe('student@demo.in');
  // and a logout on one ends the session on both
  expect((await call(two, 'POST', '/api/auth/logout', { token })).status).toBe(200);
  expect((await call(one, 'GET', '/api/auth/profile', { token })).status).toBe(401);
});

it('count failed logins together', async () => {
  const wrong = (server: TestServer) =>
    call(server, 'POST', '/api/auth/login', { body: { email: 'owner@demo.in', password: 'nope', role: 'owner' } });
  const statuses = [(await wrong(one)).status, (await wrong(two)).status, (await wrong(one)).status];
  statuses.push((await wrong(two)).status);
  expect(statuses).toEqual([401, 401, 401, 401]);
  expect((await wrong(one)).status).toBe(429);
  expect((await wrong(two)).status).toBe(429);
});

it('serve an upload made through the other', async () => {
  const uploader = await login(one, 'student@demo.in', 'student123', 'student');
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
  const res = await fetch(`${one.url}/api/uploads`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${uploader}` },
    body: form,
  });
  expect(res.status).toBe(201);
  const { secure_url: url } = (await res.json()) as { secure_url: string };
  const served = await fetch(two.url + new URL(url, two.url).pathname);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/png');
  expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
});

it('hold at most two uploads of an account in flight between them', async () => {
  const token = await login(one, 'student@demo.in', 'student123', 'student');
  const slows = [slowUpload(one, token), slowUpload(two, token)];
  const held = async () => (await one.sql<{ n: number }>('select count(*) as n from upload_places'))[0]?.n;
  expect(await eventually(async () => Number(await held()) === 2)).toBe(true);
  for (const server of [one, two]) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
    const res = await fetch(`${server.url}/api/uploads`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(429);
  }
  for (const u of slows) u.finish();
  expect(await Promise.all(slows.map((u) => u.answered))).toEqual([201, 201]);
  expect(await eventually(async () => Number(await held()) === 0)).toBe(true);
});

it('run as several workers on one port with API_WORKERS', async () => {
  const cluster = await startTestServer({ API_WORKERS: '2' }, one.dataDir, { databaseUrl: one.databaseUrl });
  try {
    // the workers run the API's bundle as the primary does
    const workers = execFileSync('pgrep', ['-P', String(cluster.pid()), '-f', '.build/main.cjs'], { encoding: 'utf8' })
      .trim()
      .split('\n');
    expect(workers).toHaveLength(2);
    const token = await login(cluster, 'student@demo.in', 'student123', 'student');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(cluster, 'GET', '/api/student/bookings', { token })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));

    // ready only while every worker is warm: a worker killed is replaced, and ready waits for the new one
    // a request held by the killed worker is reset: 0
    const ready = async () => (await fetch(`${cluster.url}/api/health/ready`).catch(() => null))?.status ?? 0;
    expect(await eventually(async () => (await ready()) === 200, 15000)).toBe(true);
    process.kill(Number(workers[0]), 'SIGKILL');
    const seen: number[] = [];
    expect(
      await eventually(async () => (seen.push(await ready()), seen.includes(503) && seen.at(-1) === 200), 20000),
    ).toBe(true);
  } finally {
    await cluster.stop();
  }
}, 45000);
