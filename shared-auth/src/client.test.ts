/** @jest-environment node */
// The API client over real HTTP (its own fetch against a small server that records what it is sent).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, configureApi, httpStatus, isNetworkError, serverMessage } from './client';
import { registerNavigate } from './navigation';
import { useSession } from './store';

type Seen = { method?: string; url?: string; authorization?: string; type?: string; body: string };
const seen: Seen[] = [];
let server: http.Server;
let base = '';
// the client as the app has it (the UI tests' setup swaps in an offline answer before each test)
const asShipped = api.transport;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({
        method: req.method,
        url: req.url,
        authorization: req.headers.authorization,
        type: req.headers['content-type'],
        body,
      });
      const answer = (status: number, data: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(data));
      };
      if (req.url?.startsWith('/api/echo')) return answer(200, { ok: true });
      if (req.url === '/api/refused') return answer(400, { message: 'Name is required.' });
      if (req.url === '/api/expired') return answer(401, { message: 'Session expired.' });
      if (req.url === '/api/file') {
        res.writeHead(200, { 'content-type': 'text/csv' });
        return res.end('a,b\n1,2\n');
      }
      if (req.url === '/api/slow') return setTimeout(() => answer(200, { late: true }), 2_000);
      answer(404, { message: 'Not found.' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureApi({ baseUrl: `${base}/` });
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});
afterEach(() => jest.restoreAllMocks());
beforeEach(() => {
  api.transport = asShipped;
  seen.length = 0;
  useSession.setState({ token: null, user: null });
});

it('sends the query without empty values, a JSON body and the session token', async () => {
  useSession.setState({ token: 'tok-1' });
  const answer = await api.request({
    method: 'post',
    url: '/api/echo',
    params: { page: 2, area: 'Mangalpally & Co', skip: undefined, none: null },
    data: { name: 'Asha' },
  });
  expect(answer).toEqual({ status: 200, data: { ok: true } });
  expect(seen).toEqual([
    {
      method: 'POST',
      url: '/api/echo?page=2&area=Mangalpally+%26+Co',
      authorization: 'Bearer tok-1',
      type: 'application/json',
      body: '{"name":"Asha"}',
    },
  ]);
  expect(api.url('/api/echo', { page: 1 })).toBe(`${base}/api/echo?page=1`);
});

it("a refusal carries the status and the server's message", async () => {
  const error = await api.get('/api/refused').catch((e: unknown) => e);
  expect(httpStatus(error)).toBe(400);
  expect(isNetworkError(error)).toBe(false);
  expect(serverMessage(error, 'Could not save.')).toBe('Name is required.');
});

it('no answer at all is a network error, with the fallback as its message', async () => {
  configureApi({ baseUrl: 'http://127.0.0.1:9' }); // nothing listens there
  const error = await api.get('/api/echo').catch((e: unknown) => e);
  configureApi({ baseUrl: base });
  expect(isNetworkError(error)).toBe(true);
  expect(httpStatus(error)).toBeUndefined();
  expect(serverMessage(error, 'Could not load hostels.')).toBe('Could not load hostels.');
});

it('a 401 on a call with the token ends the session and goes to /login; without a token it does not', async () => {
  const went: string[] = [];
  const stop = registerNavigate((to) => went.push(to));
  await api.get('/api/expired').catch(() => undefined);
  expect(went).toEqual([]);
  useSession.setState({ token: 'tok-1', user: null });
  const clear = jest
    .spyOn(useSession.getState(), 'clear')
    .mockImplementation(() => useSession.setState({ token: null }));
  await api.get('/api/expired').catch(() => undefined);
  expect(clear).toHaveBeenCalled();
  expect(useSession.getState().token).toBeNull();
  expect(went).toEqual(['/login']);
  stop();
});

it('answers a file as a Blob', async () => {
  const answer = await api.request<Blob>({ url: '/api/file', responseType: 'blob' });
  expect(await answer.data.text()).toBe('a,b\n1,2\n');
});

it('a call its caller stops rejects as aborted, not as a failure', async () => {
  const controller = new AbortController();
  const call = api.get('/api/slow', { signal: controller.signal });
  setTimeout(() => controller.abort(), 50);
  const error = await call.catch((e: unknown) => e);
  expect(error).toMatchObject({ name: 'AbortError' });
  expect(isNetworkError(error)).toBe(false);
});
