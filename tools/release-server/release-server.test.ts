// The release servers answer every bad request and stay up: missing files, paths outside the root,
// a release still being written, a file deleted while it is read.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  freshDeployRoot,
  makeBuild,
  PRERENDERED_SCRIPT,
  rawGet,
  releaseBuild,
  startServer,
  SUPPORT_SECTION,
  type ServerHandle,
} from '../delivery/testing/fixtures';

const { originOf } = require('../apps.cjs') as { originOf: (app: string, env: NodeJS.ProcessEnv) => string };

let deploy: string;
let legalId: string;
let shellId: string;
let legal: ServerHandle;
let shell: ServerHandle;

beforeAll(async () => {
  deploy = freshDeployRoot();
  shellId = releaseBuild(deploy, 'shell', makeBuild('shell'));
  legalId = releaseBuild(deploy, 'mfe-legal', makeBuild('mfe-legal'));
  releaseBuild(deploy, 'mfe-student', makeBuild('mfe-student'));
  [legal, shell] = await Promise.all([startServer('mfe-legal', deploy), startServer('shell', deploy)]);
});
afterAll(() => Promise.all([legal.stop(), shell.stop()]));

const alive = async (server: ServerHandle) =>
  (await fetch(`${server.url}/healthz`)).status === 200 && server.child.exitCode === null;

it('serves a release file immutable with CORS, and the shell page no-cache from the live shell release', async () => {
  const res = await fetch(`${legal.url}/mfe-legal/${legalId}/mf-manifest.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  const page = await fetch(`${shell.url}/legal/privacy-policy`);
  expect(page.status).toBe(200);
  expect(page.headers.get('cache-control')).toBe('no-cache');
  expect(await page.text()).toContain(`src="/shell/${shellId}/main.js"`);
});

it("answers a prerendered page's address with that page, its inline script allowed by hash and nothing else", async () => {
  const about = await fetch(`${shell.url}/about`);
  expect(about.headers.get('cache-control')).toBe('no-cache');
  const html = await about.text();
  expect(html).toContain('<h1>About Hostel Hub</h1>');
  expect(html).toContain(`src="/shell/${shellId}/main.js"`);
  const hash = crypto.createHash('sha256').update(PRERENDERED_SCRIPT).digest('base64');
  const scriptSrc = about.headers.get('content-security-policy')?.match(/script-src ([^;]*)/)?.[1] ?? '';
  expect(scriptSrc.split(' ')).toContain(`'sha256-${hash}'`);
  expect(scriptSrc).not.toContain('unsafe-inline');

  // any other address (and a listed file outside the release's own names) gets the app's page, no inline script
  for (const other of ['/about/team', '/contact', '/owner-dashboard']) {
    const page = await fetch(`${shell.url}${other}`);
    expect(await page.text()).not.toContain('About Hostel Hub');
    expect(page.headers.get('content-security-policy')).not.toContain('sha256');
  }
});

it("a page a remote renders comes in the shell's layout, before any script", async () => {
  const page = await fetch(`${shell.url}/support`, { headers: { 'accept-encoding': 'br' } });
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(page.headers.get('cache-control')).toBe('no-cache');
  expect(page.headers.get('content-encoding')).toBe('br');
  const html = await page.text(); // fetch decodes it
  expect(html).toContain(
    `<div id="root" data-release="mfe-legal/${legalId}" data-prerendered="/support"><nav aria-label="Main">Home</nav><main id="main">${SUPPORT_SECTION.body}</main><footer>`,
  );
  expect(html).toContain('<title>Support Centre · Hostel Hub</title>');
  expect(html).toContain(`src="/shell/${shellId}/main.js"`);
  // the shell's inline script is allowed by its hash; nothing else is
  const hash = crypto.createHash('sha256').update(PRERENDERED_SCRIPT).digest('base64');
  const scriptSrc = page.headers.get('content-security-policy')?.match(/script-src ([^;]*)/)?.[1] ?? '';
  expect(scriptSrc.split(' ')).toContain(`'sha256-${hash}'`);
  expect(scriptSrc.split(' ').filter((s) => s.startsWith("'sha256-"))).toHaveLength(1);
  // as gzip, and as it is
  const gzip = await bytesOf(`${shell.url}/support`, { 'accept-encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gzip.body).toString()).toBe(html);
  const plain = await bytesOf(`${shell.url}/support`, {});
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(html);
});

/** The bytes of an answer as they come over the wire (fetch would decode them). */
function bytesOf(url: string, headers: http.OutgoingHttpHeaders) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

it("a page the app renders names its scripts for preloading: the shell's start-up, and a remote area's own", async () => {
  const legalOrigin = originOf('mfe-legal', process.env); // the server runs with this environment
  const shellFiles = (...files: string[]) =>
    files.map((f) => `</shell/${shellId}/${f}>; rel=preload; as=script; fetchpriority=low`);
  const legalRelease = `${legalOrigin}/mfe-legal/${legalId}`;
  const legalLinks = (await fetch(`${shell.url}/legal/privacy-policy`)).headers.get('link') ?? '';
  expect(legalLinks.split(', ')).toEqual([
    `<${legalOrigin}>; rel=preconnect`,
    `<${legalOrigin}>; rel=preconnect; crossorigin`,
    ...shellFiles('24.ab.js', 'start.cd.js', 'federation.ef.js'),
    `<${legalRelease}/mf-manifest.json>; rel=preload; as=fetch; crossorigin`,
    `<${legalRelease}/remoteEntry.js>; rel=preload; as=script; fetchpriority=low`,
    // the first chunks of the area's module (mfe_legal/LegalRoutes), as its manifest lists them
    `<${legalRelease}/__federation_expose_LegalRoutes.12.js>; rel=preload; as=script; fetchpriority=low`,
  ]);
  // a remote's page that shows itself before any script: its connections only
  expect((await fetch(`${shell.url}/support`)).headers.get('link')).toBe(legalLinks.split(', ').slice(0, 2).join(', '));
  // a page of the shell's own that the app renders: the start-up scripts; a prerendered one: nothing
  for (const shellPage of ['/contact', '/legally-not-an-area'])
    expect((await fetch(`${shell.url}${shellPage}`)).headers.get('link')).toBe(
      shellFiles('24.ab.js', 'start.cd.js').join(', '),
    );
  expect((await fetch(`${shell.url}/about`)).headers.get('link')).toBeNull();
});

it("a remote's page whose screens ask for data first: the API's connections open early too, the picture's as well", async () => {
  const { apiBaseUrl } = (await (await fetch(`${shell.url}/deployment.json`)).json()) as { apiBaseUrl: string };
  const api = new URL(apiBaseUrl).origin;
  const hintsOf = async (address: string) =>
    ((await fetch(`${shell.url}${address}`)).headers.get('link') ?? '').split(', ');
  // the student area names its pages' first requests, and the picture in the hostel's answer
  const hostelPage = await hintsOf('/hostels/5b0eb734');
  expect(hostelPage).toContain(`<${api}>; rel=preconnect; crossorigin`);
  expect(hostelPage).toContain(`<${api}>; rel=preconnect`);
  // the legal area asks for none
  expect((await hintsOf('/legal/privacy-policy')).filter((h) => h.startsWith(`<${api}>`))).toEqual([]);
});

it.each([
  ['a missing file', (id: string) => `/mfe-legal/${id}/549.46e34917.js`],
  ['a missing precompressed file', (id: string) => `/mfe-legal/${id}/549.46e34917.js.br`],
  ['a release that does not exist', () => '/mfe-legal/20200101-000000-deadbeef/remoteEntry.js'],
  ['another app', () => '/shell/whatever/main.js'],
  ['the registry', () => '/registry.json'],
])('%s: 404, and the server stays up', async (_what, url) => {
  expect(await rawGet(legal.port, url(legalId))).toBe(404);
  expect(await alive(legal)).toBe(true);
});

it.each([
  '/../../etc/passwd',
  '/mfe-legal/../../etc/passwd',
  `/mfe-legal/${'%2e%2e/'.repeat(6)}etc/passwd`,
  '/mfe-legal/..%2f..%2fregistry.json',
  '/mfe-legal/%00',
])('a path outside the root (%s) is refused, and the server stays up', async (raw) => {
  const status = await rawGet(legal.port, raw);
  expect(status).toBe(404);
  expect(await alive(legal)).toBe(true);
});

it('a release still being written (staging folder) is not served', async () => {
  const staging = path.join(deploy, 'mfe-legal', `.staging-${legalId}-1`);
  fs.mkdirSync(staging);
  fs.writeFileSync(path.join(staging, 'remoteEntry.js'), 'half');
  expect(await rawGet(legal.port, `/mfe-legal/.staging-${legalId}-1/remoteEntry.js`)).toBe(404);
  expect(await alive(legal)).toBe(true);
});

it('a file deleted while it is being read: the answer ends, the server stays up', async () => {
  const big = path.join(deploy, 'mfe-legal', legalId, 'big.js');
  fs.writeFileSync(big, Buffer.alloc(32 * 1024 * 1024, 97));
  const status = await new Promise<number>((resolve) => {
    const req = http.get({ host: 'localhost', port: legal.port, path: `/mfe-legal/${legalId}/big.js` }, (res) => {
      res.once('data', () => {
        fs.rmSync(big);
        res.resume();
      });
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
  });
  expect(status).toBe(200);
  // and the same path afterwards: gone
  expect(await rawGet(legal.port, `/mfe-legal/${legalId}/big.js`)).toBe(404);
  expect(await alive(legal)).toBe(true);
});

it('a page request for a file-like path outside a release is a 404, not the HTML page', async () => {
  expect(await rawGet(shell.port, '/main.js')).toBe(404);
  expect(await rawGet(shell.port, `/shell/${shellId}/nope.js`)).toBe(404);
  expect(await alive(shell)).toBe(true);
});

it('security headers: nosniff and a no-script policy on files; on the page a policy of the site’s own origins', async () => {
  const file = await fetch(`${legal.url}/mfe-legal/${legalId}/remoteEntry.js`);
  expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  const page = await fetch(`${shell.url}/support`);
  const csp = page.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("script-src 'self' http://localhost:3001 http://localhost:3002 http://localhost:3003");
  expect(csp).toContain('connect-src');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/unsafe-eval/);
  expect(page.headers.get('x-frame-options')).toBe('DENY');
  expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(page.headers.get('strict-transport-security')).toBeNull();
});

it('reads cookies leniently: one it cannot decode or never set is ignored, the pages answer 200', async () => {
  for (const cookie of ['unrelated=100%', 'hh_preview=%E0%A4%A; hh_bucket=%', 'a=%zz; hh_bucket=7; =x; ;;']) {
    for (const address of ['/', '/hostels', '/deployment.json']) {
      const res = await fetch(`${shell.url}${address}`, { headers: { cookie } });
      expect([address, cookie, res.status]).toEqual([address, cookie, 200]);
    }
  }
  expect(await alive(shell)).toBe(true);
});

it('SIGTERM lets 40 downloads in flight finish, then the server exits', async () => {
  const big = crypto.randomBytes(4 * 1024 * 1024);
  fs.writeFileSync(path.join(deploy, 'mfe-legal', legalId, 'big.bin'), big);
  const own = await startServer('mfe-legal', deploy);
  const url = new URL(`${own.url}/mfe-legal/${legalId}/big.bin`);
  // each response has started and is held unread (paused) when the signal comes
  const responses = await Promise.all(
    Array.from(
      { length: 40 },
      () =>
        new Promise<http.IncomingMessage>((resolve, reject) => {
          const req = http.get(
            {
              host: '127.0.0.1',
              port: url.port,
              path: url.pathname,
              agent: false,
              headers: { 'accept-encoding': 'identity' },
            },
            (res) => {
              res.pause();
              resolve(res);
            },
          );
          req.on('error', reject);
        }),
    ),
  );
  const exited = new Promise<void>((resolve) => own.child.once('exit', () => resolve()));
  own.child.kill('SIGTERM');
  // read on only once the server has stopped taking connections
  for (;;) {
    const refused = await fetch(`${own.url}/healthz`).then(
      () => false,
      () => true,
    );
    if (refused) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const lengths = await Promise.all(
    responses.map(
      (res) =>
        new Promise<number>((resolve) => {
          let n = 0;
          res.on('data', (chunk: Buffer) => {
            n += chunk.length;
          });
          res.on('end', () => resolve(n));
          res.on('error', () => resolve(n));
          res.on('close', () => resolve(n));
          res.resume();
        }),
    ),
  );
  expect(lengths).toEqual(Array(40).fill(big.length));
  await exited;
});
