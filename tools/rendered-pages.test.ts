// Pages a remote renders per request with their data, as the shell's server responds with them: rendered by the
// release's module from the API's public responses, inside the shell's layout by the shell release's own render
// module (one render, which the browser hydrates), a role's page marked as that role's; with the module's queries for
// the app's first render; and the app's plain page, at once, whenever either cannot give one.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  freshDeployRoot,
  HOSTEL_PAGES,
  makeBuild,
  PRERENDERED_SCRIPT,
  releaseBuild,
  type ServerHandle,
  startServer,
} from './delivery/testing/fixtures';

const HOSTEL = { name: 'Sri Sai Residency', note: 'Gate closes at 10:30 PM. </script><script>alert(1)</script>' };
/** How long the caching server keeps a page; the other keeps none, so each case sees pages made for it. */
const TTL_MS = 300;
let deploy: string;
let studentId: string;
let api: http.Server;
let shell: ServerHandle;
let cachingShell: ServerHandle;
let student: ServerHandle;
const asked: string[] = [];

beforeAll(async () => {
  deploy = freshDeployRoot();
  releaseBuild(deploy, 'shell', makeBuild('shell'));
  studentId = releaseBuild(deploy, 'mfe-student', makeBuild('mfe-student', { rendered: HOSTEL_PAGES }));
  // the API: a hostel, one whose render throws, one too slow, one not JSON; any other is not there
  api = http.createServer((req, res) => {
    asked.push(req.url ?? '');
    const reply = (status: number, body: string) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    if (req.headers.authorization) return reply(400, '{"message":"a page for anyone is asked for without a session"}');
    if (req.url === '/api/hostels/h1') return reply(200, JSON.stringify(HOSTEL));
    if (req.url === '/api/hostels/a%20b') return reply(200, JSON.stringify({ name: 'Lotus' }));
    if (req.url === '/api/hostels/boom') return reply(200, JSON.stringify({ name: 'throws' }));
    if (req.url === '/api/hostels/slow') return void setTimeout(() => reply(200, JSON.stringify(HOSTEL)), 1500);
    if (req.url === '/api/hostels/text') return void res.writeHead(200).end('<html>');
    if (req.url?.startsWith('/api/hostels?area=Mangalpally')) return reply(200, '{"total":2,"hostels":[]}');
    reply(404, '{"message":"Hostel not found."}');
  });
  await new Promise<void>((resolve) => api.listen(0, resolve));
  const env = { API_URL: `http://localhost:${(api.address() as AddressInfo).port}`, RENDERED_PAGE_TTL_MS: '0' };
  [shell, cachingShell, student] = await Promise.all([
    startServer('shell', deploy, env),
    startServer('shell', deploy, { ...env, RENDERED_PAGE_TTL_MS: String(TTL_MS) }),
    startServer('mfe-student', deploy, env),
  ]);
});
afterAll(async () => {
  await Promise.all([shell.stop(), cachingShell.stop(), student.stop()]);
  await new Promise((resolve) => api.close(resolve));
});
beforeEach(() => {
  asked.length = 0;
});

const hashOf = (code: string) => `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`;
const queryStateIn = (html: string) =>
  html.match(/<script type="application\/json" id="query-state">(.*?)<\/script><\/body>/)?.[1];

it("renders a hostel's page from the API's public response inside the shell's layout, with its queries for the app", async () => {
  const page = await fetch(`${shell.url}/hostels/h1`, { headers: { 'accept-encoding': 'br' } });
  expect(page.status).toBe(200);
  expect(page.headers.get('content-encoding')).toBe('br');
  expect(page.headers.get('cache-control')).toBe('no-cache');
  const html = await page.text();
  expect(asked).toEqual(['/api/hostels/h1']);
  expect(html).toContain('<title>Sri Sai Residency · Hostel Hub</title>');
  expect(html).toContain(
    `<div id="root" data-release="mfe-student/${studentId}" data-prerendered="/hostels/h1"><nav aria-label="Main">Home</nav><main id="main"><h1>Sri Sai Residency</h1></main>`,
  );
  // the render's queries (dehydrated), where none of their text can end the element
  const block = queryStateIn(html);
  expect(block).not.toContain('</script>');
  expect(JSON.parse(block as string)).toEqual({
    mutations: [],
    queries: [{ queryKey: ['hostel', 'h1'], state: { data: HOSTEL } }],
  });
  // the layout's own script is allowed, and nothing else (the queries are data, not a script)
  const scriptSrc = page.headers.get('content-security-policy')?.match(/script-src ([^;]*)/)?.[1] ?? '';
  expect(scriptSrc.split(' ').filter((s) => s.startsWith("'sha256-"))).toEqual([hashOf(PRERENDERED_SCRIPT)]);
  // a page that shows itself first does not hurry its scripts
  expect(page.headers.get('link') ?? '').not.toContain('rel=preload');
  // as gzip, and as it is
  const gzip = await fetch(`${shell.url}/hostels/h1`, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers.get('content-encoding')).toBe('gzip');
  expect(await gzip.text()).toBe(html);
});

it("renders a student's hostel page whole too, marked as the students' (shown only to a student's session)", async () => {
  const page = await fetch(`${shell.url}/student/hostels/h1`);
  const html = await page.text();
  expect(html).toContain(
    `<div id="root" data-release="mfe-student/${studentId}" data-prerendered="/student/hostels/h1" data-role="student"><nav aria-label="Main">Browse Hostels</nav><main id="main"><h1>Sri Sai Residency</h1>`,
  );
  // the same one inline script as any page
  const scriptSrc = page.headers.get('content-security-policy')?.match(/script-src ([^;]*)/)?.[1] ?? '';
  expect(scriptSrc.split(' ').filter((s) => s.startsWith("'sha256-"))).toEqual([hashOf(PRERENDERED_SCRIPT)]);
});

it.each([
  ['a hostel the API does not have', '/hostels/nope'],
  ['an API answering too slowly', '/hostels/slow'],
  ['an answer that is not JSON', '/hostels/text'],
  ['a render that throws', '/hostels/boom'],
  ['an address under a rendered one', '/hostels/h1/reviews'],
  ['an address with a query (other data than the page rendered from its own)', '/hostels/h1?page=2'],
])("%s: the app's page, at once", async (_, address) => {
  const started = Date.now();
  const page = await fetch(`${shell.url}${address}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(Date.now() - started).toBeLessThan(1200); // the slow API is not waited for
  expect(html).not.toContain('data-prerendered');
  expect(html).not.toContain('query-state');
  expect(html).toMatch(/<div id="root"><\/div>/);
  // its scripts download with the HTML, as on any page the app renders
  expect(page.headers.get('link')).toContain('rel=preload');
});

it('renders a listing with the filters its address asks for, as a link or a search form without scripts opens it', async () => {
  const page = await fetch(`${shell.url}/hostels?area=Mangalpally&search=wifi`);
  const html = await page.text();
  expect(asked).toEqual(['/api/hostels?area=Mangalpally&search=wifi']);
  expect(html).toContain(
    'data-prerendered="/hostels"><nav aria-label="Main">Home</nav><main id="main"><h1>2 hostels</h1>',
  );
  // an empty query is the page's own; an address longer than any filters is the app's to render
  asked.length = 0;
  await fetch(`${shell.url}/hostels?`);
  expect(asked).toEqual(['/api/hostels']);
  const long = await (await fetch(`${shell.url}/hostels?area=Mangalpally&search=${'x'.repeat(300)}`)).text();
  expect(long).not.toContain('data-prerendered');
});

it('asks the API for the address parameter as one path segment, escaped as it came', async () => {
  const html = await (await fetch(`${shell.url}/hostels/a%20b`)).text();
  expect(asked).toEqual(['/api/hostels/a%20b']);
  expect(html).toContain('<h1>Lotus</h1>');
});

it('keeps a page for a moment: a burst of visits asks the API once, and a later visit asks again', async () => {
  const visit = () => fetch(`${cachingShell.url}/hostels/h1`).then((r) => r.text());
  const started = Date.now();
  const pages = await Promise.all([1, 2, 3].map(visit));
  expect(new Set(pages).size).toBe(1);
  expect(asked).toEqual(['/api/hostels/h1']);
  // visits go on until one asks again: not before the page's time is up, and soon after
  while (asked.length < 2 && Date.now() - started < 10 * TTL_MS) {
    await new Promise((r) => setTimeout(r, 25)); // the poll's interval
    await visit();
  }
  expect(Date.now() - started).toBeGreaterThanOrEqual(TTL_MS);
  expect(asked).toEqual(['/api/hostels/h1', '/api/hostels/h1']);
});

it("a release whose render module does not load: the app's pages, and the server goes on", async () => {
  const broken = makeBuild('mfe-student', {
    marker: 'v2',
    rendered: { ...HOSTEL_PAGES, module: 'exports.renderPage = ;' },
  });
  releaseBuild(deploy, 'mfe-student', broken);
  const html = await (await fetch(`${shell.url}/hostels/h1`)).text();
  expect(html).not.toContain('data-prerendered');
  expect((await fetch(`${shell.url}/healthz`)).status).toBe(200);
  releaseBuild(deploy, 'mfe-student', makeBuild('mfe-student', { marker: 'v3', rendered: HOSTEL_PAGES }));
});

it("a shell release without a render module: the app's page", async () => {
  const build = makeBuild('shell', { marker: 'no-render' });
  fs.rmSync(path.join(build, 'server'), { recursive: true });
  releaseBuild(deploy, 'shell', build);
  try {
    for (const address of ['/hostels/h1', '/student/hostels/h1'])
      expect(await (await fetch(`${shell.url}${address}`)).text()).not.toContain('data-prerendered');
  } finally {
    releaseBuild(deploy, 'shell', makeBuild('shell', { marker: 'v2' }));
  }
});

it("a release's server side is never served to a browser", async () => {
  const module = await fetch(`${student.url}/mfe-student/${studentId}/server/render.cjs`);
  expect(module.status).toBe(404);
  expect((await fetch(`${student.url}/mfe-student/${studentId}/rendered.json`)).status).toBe(200);
});
