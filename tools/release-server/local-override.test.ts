// The local override over real HTTP against the shell's server: a dev server's page turns it on for one browser,
// nothing else can, and the site then names that dev server for that browser only.
import {
  freshDeployRoot,
  makeBuild,
  releaseBuild,
  SUPPORT_SECTION,
  startServer,
  type ServerHandle,
} from '../delivery/testing/fixtures';

const DEV = 'http://localhost:3013';
const AREAS = [
  { path: 'legal/*', module: 'mfe_legal/LegalRoutes' },
  { path: 'support', module: 'mfe_legal/SupportPage' },
  { path: 'help', module: 'mfe_legal/SupportPage' },
];

let shell: ServerHandle;
let legalId: string;

beforeAll(async () => {
  const deploy = freshDeployRoot();
  releaseBuild(deploy, 'shell', makeBuild('shell'));
  legalId = releaseBuild(deploy, 'mfe-legal', makeBuild('mfe-legal'));
  shell = await startServer('shell', deploy);
});
afterAll(() => shell.stop());

/** The dev server page's form, posted from `origin`. */
const turnOn = (fields: Record<string, string>, origin: string | null = DEV) =>
  fetch(`${shell.url}/__override`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
    body: new URLSearchParams({
      app: 'mfe-legal',
      origin: DEV,
      areas: JSON.stringify(AREAS),
      path: '/support',
      ...fields,
    }),
  });

const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0];

const deploymentWith = async (cookie: string) =>
  (await fetch(`${shell.url}/deployment.json`, { headers: { cookie } })).json();

it("turns on from a dev server's page: this browser gets the area from it, with its areas, and the banner's facts", async () => {
  const on = await turnOn({});
  expect(on.status).toBe(303);
  expect(on.headers.get('location')).toBe('/support');
  expect(on.headers.get('set-cookie')).toMatch(/^hh_override=[^;]+; Path=\/; SameSite=Lax$/);
  const cookie = cookieOf(on);

  const deployment = await deploymentWith(cookie);
  expect(deployment.remotes.mfe_legal).toBe(`${DEV}/mf-manifest.json`);
  expect(deployment.areas.filter((a: { module: string }) => a.module.startsWith('mfe_legal/'))).toEqual(AREAS);
  expect(deployment.releases['mfe-legal']).toBe('local');
  expect(deployment.override).toEqual({ app: 'mfe-legal', origin: DEV });

  // the page of that area is left to the dev server's code in the browser, which the page's policy now allows
  const page = await fetch(`${shell.url}/support`, { headers: { cookie } });
  const html = await page.text();
  expect(html).not.toContain(SUPPORT_SECTION.body);
  expect(html).not.toContain('data-release=');
  const csp = page.headers.get('content-security-policy') ?? '';
  expect(csp.match(/script-src ([^;]*)/)?.[1].split(' ')).toContain(DEV);
  expect(csp.match(/connect-src ([^;]*)/)?.[1].split(' ')).toEqual(
    expect.arrayContaining([DEV, 'ws://localhost:3013']),
  );
  expect(csp).not.toMatch(/unsafe-eval/);

  // every other browser: the live release, and a policy without the dev server
  const live = await deploymentWith('');
  expect(live.remotes.mfe_legal).toMatch(new RegExp(`/mfe-legal/${legalId}/mf-manifest.json$`));
  expect(live.override).toBeUndefined();
  const livePage = await fetch(`${shell.url}/support`);
  expect(await livePage.text()).toContain(SUPPORT_SECTION.body);
  expect(livePage.headers.get('content-security-policy')).not.toContain('3013');
});

it('a link with an override parameter changes nothing', async () => {
  for (const address of [`/support?override=mfe-legal@${DEV}`, `/?override=${encodeURIComponent(DEV)}`]) {
    const page = await fetch(`${shell.url}${address}`, { redirect: 'manual' });
    expect(page.headers.get('set-cookie') ?? '').not.toContain('hh_override');
    expect(page.headers.get('content-security-policy')).not.toContain('3013');
  }
  expect((await deploymentWith('')).override).toBeUndefined();
});

it.each([
  ['a page of another site', {}, 'https://evil.example', 403],
  ['no Origin at all', {}, null, 403],
  ['a dev server that is not on this machine', { origin: 'http://evil.example:3013' }, DEV, 400],
  ['a dev server over https', { origin: 'https://localhost:3013' }, DEV, 400],
  ['an app that is not an area', { app: 'shell' }, DEV, 400],
  [
    'areas of another remote',
    { areas: JSON.stringify([{ path: 'owner/*', module: 'mfe_owner/OwnerRoutes' }]) },
    DEV,
    400,
  ],
  ['areas that are not JSON', { areas: '[{' }, DEV, 400],
])('refuses %s, and sets nothing', async (_case, fields, origin, status) => {
  const response = await turnOn(fields, origin);
  expect(response.status).toBe(status);
  expect(response.headers.get('set-cookie')).toBeNull();
  expect((await response.text()).length).toBeGreaterThan(10);
});

it('a cookie changed by hand to a server elsewhere is ignored', async () => {
  const forged = encodeURIComponent(JSON.stringify({ app: 'mfe-legal', origin: 'http://evil.example', areas: AREAS }));
  const cookie = `hh_override=${forged}`;
  expect((await deploymentWith(cookie)).override).toBeUndefined();
  const page = await fetch(`${shell.url}/support`, { headers: { cookie } });
  expect(page.headers.get('content-security-policy')).not.toContain('evil.example');
});

it('Stop ends it and goes back to the page, never to another site', async () => {
  const stop = (path: string) =>
    fetch(`${shell.url}/__override/stop`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ path }),
    });
  const stopped = await stop('/support');
  expect(stopped.status).toBe(303);
  expect(stopped.headers.get('location')).toBe('/support');
  expect(stopped.headers.get('set-cookie')).toBe('hh_override=; Path=/; SameSite=Lax; Max-Age=0');
  expect((await stop('//evil.example/x')).headers.get('location')).toBe('/');
});
