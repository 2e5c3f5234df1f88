/** @jest-environment node */
// An area's first request, started early by the shell, answers the screen's identical GET: over real HTTP (the
// client's own fetch against a small server that counts what it is asked), once, for the same session, while fresh.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, configureApi } from './client';
import { EARLY_FRESH_MS, startEarly } from './early';
import { useSession } from './store';

// the client as the app has it (the UI tests' setup swaps in an offline answer before each test)
const asShipped = api.transport;
let server: http.Server;
const asked: string[] = [];
beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'authorization');
    if (req.method === 'OPTIONS') return void res.end();
    asked.push(`${req.headers.authorization ?? '-'} ${req.url}`);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ n: asked.length }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  api.transport = asShipped;
  asked.length = 0;
  useSession.setState({ token: 'tok-1' });
});
afterEach(() => jest.restoreAllMocks());

it('the screen gets the early answer instead of asking again, once', async () => {
  startEarly('/api/owner/dashboard');
  const first = await api.get('/api/owner/dashboard');
  expect(first.data).toEqual({ n: 1 });
  expect(asked).toEqual(['Bearer tok-1 /api/owner/dashboard']);
  // the next call asks the server: an early answer serves one screen
  expect((await api.get('/api/owner/dashboard')).data).toEqual({ n: 2 });
  expect(asked).toHaveLength(2);
});

it('matches the query made from params, and nothing else', async () => {
  startEarly('/api/hostels?page=1');
  expect((await api.get('/api/hostels', { params: { page: 2 } })).data).toEqual({ n: 2 });
  expect((await api.get('/api/hostels', { params: { page: 1 } })).data).toEqual({ n: 1 });
  expect(asked).toEqual(['Bearer tok-1 /api/hostels?page=1', 'Bearer tok-1 /api/hostels?page=2']);
});

it('is not handed to another session, nor after it has gone stale', async () => {
  startEarly('/api/student/bookings');
  useSession.setState({ token: 'tok-2' });
  await api.get('/api/student/bookings');
  expect(asked).toContain('Bearer tok-2 /api/student/bookings');

  useSession.setState({ token: 'tok-1' });
  asked.length = 0;
  startEarly('/api/owner/rooms');
  const staleAt = Date.now() + EARLY_FRESH_MS + 1; // read after the start: later than its moment plus freshness
  jest.spyOn(Date, 'now').mockReturnValue(staleAt);
  await api.get('/api/owner/rooms');
  // the stale early request is still answered by the server, in its own time
  for (let i = 0; i < 100 && asked.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
  expect(asked).toEqual(['Bearer tok-1 /api/owner/rooms', 'Bearer tok-1 /api/owner/rooms']);
});

it('gives back the answer, the same one while it waits: the shell acts on it before the screen exists', async () => {
  const first = startEarly('/api/hostels/h1');
  expect(startEarly('/api/hostels/h1')).toBe(first);
  expect((await first).data).toEqual({ n: 1 });
  expect(asked).toEqual(['Bearer tok-1 /api/hostels/h1']);
  // the screen takes that same answer
  expect((await api.get('/api/hostels/h1')).data).toEqual({ n: 1 });
});
