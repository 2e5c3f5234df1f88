// A team's local code inside the real site: the legal area's dev server (on a copy of the area, which this test
// edits) is put into the composed production site for this browser only, through the dev server's override page.
// An edit updates the page in place (Fast Refresh) and keeps what was typed; Stop brings the live release back. A
// link cannot turn the override on, and a dev server elsewhere is refused.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, openBrowser } from './browser';
import { SITE, siteEnv } from './config';

const ROOT = path.resolve(__dirname, '..');
/** The copy of the area the dev server serves. Beside it a link to tools/, which the area's config requires. */
const WORK = path.join(ROOT, '.e2e-work');
const COPY = path.join(WORK, 'mfe-legal');
const PAGE_FILE = path.join(COPY, 'src/features/support/SupportPage.tsx');
const DEV_PORT = 3106;
const DEV = `http://localhost:${DEV_PORT}`;

let browser: Browser;
let dev: ChildProcess | undefined;
let devOutput = '';

function copyArea() {
  fs.rmSync(WORK, { recursive: true, force: true });
  fs.mkdirSync(COPY, { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'tools'), path.join(WORK, 'tools'));
  for (const entry of ['src', 'areas.json', 'package.json', 'federation.config.cjs', 'webpack.config.cjs'])
    fs.cpSync(path.join(ROOT, 'mfe-legal', entry), path.join(COPY, entry), { recursive: true });
}

/** Changes the copy's support page: `from` must be in it. */
function edit(from: string, to: string) {
  const source = fs.readFileSync(PAGE_FILE, 'utf8');
  if (!source.includes(from)) throw new Error(`${PAGE_FILE} has no "${from}"`);
  fs.writeFileSync(PAGE_FILE, source.replace(from, to));
}

async function devServerUp(timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (dev?.exitCode !== null) throw new Error(`the dev server stopped:\n${devOutput}`);
    const up = await fetch(`${DEV}/mf-manifest.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the dev server did not start:\n${devOutput}`);
}

beforeAll(async () => {
  copyArea();
  edit('<h2 id="support-contact">Contact us</h2>', '<h2 id="support-contact">Contact us (local build)</h2>');
  dev = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/webpack/bin/webpack.js'), 'serve', '--mode', 'development'],
    {
      cwd: COPY,
      env: { ...siteEnv, LEGAL_PORT: String(DEV_PORT) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  dev.stdout?.on('data', (chunk) => {
    devOutput += chunk;
  });
  dev.stderr?.on('data', (chunk) => {
    devOutput += chunk;
  });
  browser = await openBrowser();
  await devServerUp(120_000);
}, 150_000);

afterAll(async () => {
  dev?.kill('SIGTERM');
  await browser?.close();
  fs.rmSync(WORK, { recursive: true, force: true });
});

const banner = (page: Page) => page.getByText(/^Local:/);
const overrideCookie = async (page: Page) =>
  (await page.context().cookies(SITE)).find((cookie) => cookie.name === 'hh_override');

it('the dev server prints where to open the site with its area', () => {
  expect(devOutput).toContain(`[mfe-legal] in the running site, from this dev server: ${DEV}/__override`);
});

it('a link with an override parameter, from another page, changes nothing', async () => {
  const { context, page, errors } = await newPage(browser);
  try {
    await page.setContent(`<a href="${SITE}/support?override=mfe-legal@${encodeURIComponent(DEV)}">Support</a>`);
    await page.getByRole('link', { name: 'Support' }).click();
    await page.getByRole('heading', { name: 'Contact us' }).waitFor();
    expect(await banner(page).count()).toBe(0);
    expect(await overrideCookie(page)).toBeUndefined();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

it('a dev server that is not on this machine is refused', async () => {
  const { context, page } = await newPage(browser);
  try {
    // a page of the dev server whose form names a server elsewhere
    await page.goto(`${DEV}/mf-manifest.json`);
    await page.setContent(
      `<form method="post" action="${SITE}/__override"><input name="app" value="mfe-legal"><input name="origin" value="http://dev.example.com:${DEV_PORT}"><input name="areas" value='[{"path":"support","module":"mfe_legal/SupportPage"}]'><button>Go</button></form>`,
    );
    await page.getByRole('button', { name: 'Go' }).click();
    await page.getByText('Only a dev server at http://localhost').waitFor();
    expect(await overrideCookie(page)).toBeUndefined();
  } finally {
    await context.close();
  }
});

it("the site shows the dev server's area, an edit updates it in place keeping what was typed, Stop brings the live one back", async () => {
  const { context, page, errors } = await newPage(browser);
  try {
    await page.goto(`${SITE}/support`);
    await page.getByRole('heading', { name: 'Contact us' }).waitFor();

    await page.goto(`${DEV}/__override?site=${encodeURIComponent(SITE)}&path=/support`);
    await page.waitForURL(`${SITE}/support`);
    await page.getByRole('heading', { name: 'Contact us (local build)' }).waitFor({ timeout: 30_000 });
    expect(await banner(page).textContent()).toBe(`Local: mfe-legal from localhost:${DEV_PORT}. Stop`);
    // inside the composed site: the shell's navbar and footer around it
    await page.getByRole('navigation', { name: 'Main' }).waitFor();

    const search = page.getByRole('searchbox', { name: 'Search the questions' });
    await search.fill('password');
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    const saved = Date.now();
    edit('Frequently asked questions</h2>', 'Questions people ask</h2>');
    await page.getByRole('heading', { name: 'Questions people ask' }).waitFor({ timeout: 30_000 });
    console.log(`[local override] saved to seen in the composed site: ${Date.now() - saved} ms`);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await search.inputValue()).toBe('password');
    expect(await page.locator('details').count()).toBe(1); // still filtered: the state stayed

    await banner(page).getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('heading', { name: 'Contact us', exact: true }).waitFor();
    expect(page.url()).toBe(`${SITE}/support`);
    expect(await banner(page).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Frequently asked questions' }).count()).toBe(1);
    expect(await overrideCookie(page)).toBeUndefined();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}, 120_000);

it("a site on another host (a staging site, say) shows the dev server's area too, until Stop", async () => {
  // the composed site as a deployment elsewhere would be: its own host name (which this browser resolves to this
  // machine) and a secure origin, as an HTTPS site is
  const host = 'hostel-hub.test';
  // a script another site's page asks the dev server for, as the browser asks it (fetch would say `cors`)
  const askedFromAnotherSite = () =>
    new Promise<number | undefined>((resolve, reject) =>
      http
        .get(
          `${DEV}/remoteEntry.js`,
          { headers: { 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'cross-site' } },
          (res) => resolve(res.resume().statusCode),
        )
        .on('error', reject),
    );
  expect(await askedFromAnotherSite()).toBe(403); // webpack-dev-server's guard, while no such site was opened
  const site = SITE.replace('localhost', host);
  const elsewhere = await launchBrowser([
    `--host-resolver-rules=MAP ${host} 127.0.0.1`,
    `--unsafely-treat-insecure-origin-as-secure=${site}`,
  ]);
  try {
    const { page, errors } = await newPage(elsewhere);
    await page.goto(`${site}/support`);
    await page.getByRole('heading', { name: 'Contact us', exact: true }).waitFor();

    await page.goto(`${DEV}/__override?site=${encodeURIComponent(site)}&path=/support`);
    await page.waitForURL(`${site}/support`);
    await page.getByRole('heading', { name: 'Contact us (local build)' }).waitFor({ timeout: 30_000 });
    expect(await banner(page).textContent()).toBe(`Local: mfe-legal from localhost:${DEV_PORT}. Stop`);
    expect((await page.context().cookies(site)).map((cookie) => cookie.name)).toContain('hh_override');
    expect(await askedFromAnotherSite()).toBe(200);

    await banner(page).getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('heading', { name: 'Contact us', exact: true }).waitFor();
    expect(await banner(page).count()).toBe(0);
    expect(errors).toEqual([]);
  } finally {
    await elsewhere.close();
  }
}, 120_000);
