// A form the browser sends itself (JavaScript off): the shell's server answers with the page and a notice of what
// happened. A contact message is sent on to the API; a sign-in is not, and nothing typed comes back in the page.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { freshDeployRoot, makeBuild, releaseBuild, startServer, type ServerHandle } from '../delivery/testing/fixtures';

let shell: ServerHandle;
let api: http.Server;
const received: Array<{ url: string; body: string }> = [];
let contactAnswer = { status: 200, body: '{"message":"Thanks"}' };

beforeAll(async () => {
  api = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ url: req.url ?? '', body });
      res.writeHead(contactAnswer.status, { 'content-type': 'application/json' }).end(contactAnswer.body);
    });
  });
  await new Promise<void>((resolve) => api.listen(0, resolve));
  const deploy = freshDeployRoot();
  releaseBuild(deploy, 'shell', makeBuild('shell'));
  shell = await startServer('shell', deploy, { API_URL: `http://localhost:${(api.address() as AddressInfo).port}` });
});
afterAll(async () => {
  await shell.stop();
  await new Promise((resolve) => api.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  contactAnswer = { status: 200, body: '{"message":"Thanks"}' };
});

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${shell.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

it('a sign-in sent without JavaScript: the page says it needs JavaScript; nothing is sent on or shown again', async () => {
  const res = await post('/login', { email: 'asha@example.in', password: 'secret-123' });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('content-type')).toContain('text/html');
  const html = await res.text();
  expect(html).toContain('Signing in needs JavaScript');
  expect(html).not.toContain('secret-123');
  expect(html).not.toContain('asha@example.in');
  expect(received).toEqual([]);
});

it('any other page’s form: the same answer, in general words', async () => {
  const html = await (await post('/hostels/h1', { question: 'Is there hot water?' })).text();
  expect(html).toContain('This form needs JavaScript');
  expect(html).not.toContain('hot water');
});

it('a contact message is sent on to the API, and the page says it was sent', async () => {
  const res = await post(
    '/contact',
    { name: 'Asha', email: 'asha@example.in', message: 'Hello <b>there</b>' },
    { 'sec-fetch-site': 'same-origin' },
  );
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('Message sent successfully!');
  expect(received).toEqual([
    {
      url: '/api/contact',
      body: JSON.stringify({ name: 'Asha', email: 'asha@example.in', message: 'Hello <b>there</b>' }),
    },
  ]);
});

it('a contact message the API refuses says why; one from another site is not sent', async () => {
  contactAnswer = { status: 400, body: '{"message":"Please enter a valid email <address>."}' };
  const refused = await (await post('/contact', { name: 'Asha', email: 'x', message: 'Hi' })).text();
  expect(refused).toContain('Failed to send message: Please enter a valid email &lt;address&gt;.');
  received.length = 0;
  const elsewhere = await post(
    '/contact',
    { name: 'Asha', email: 'asha@example.in', message: 'spam' },
    { 'sec-fetch-site': 'cross-site' },
  );
  expect(await elsewhere.text()).toContain('This form needs JavaScript');
  expect(received).toEqual([]);
});
