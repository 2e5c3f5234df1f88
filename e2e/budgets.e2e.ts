// Byte budgets (issue 16): what the browser downloads, in gzip bytes of the production build's own files. The browser
// says which scripts a page asks for; each is weighed from the build output (gzip level 9, as the release serves
// it), so the figures do not depend on timing. A change that crosses a budget fails with the figures.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { apiCall, placeSession } from './api';
import { openBrowser, newPage, settled, hydrated } from './browser';
import { SITE } from './config';

const KB = 1024;
/** gzip kB of the scripts `/` loads for a visitor (issue 16: at most 150). */
const HOME_BUDGET_KB = 150;
/** gzip kB a first visit to each area may add to what `/` loaded (same visitor or session; issue 16: at most 35).
 * `/` has prefetched the federation runtime (19.6 kB) already: this is the area's own code. */
const AREA_BUDGET_KB = 35;
const AREAS: Array<{ route: string; role?: 'student' | 'owner'; text: string | RegExp }> = [
  { route: '/legal/privacy-policy', text: 'Contents' },
  { route: '/hostels', text: /hostels? found/i },
  { route: '/student-dashboard', role: 'student', text: 'Explore Nearby Hostels' },
  { route: '/owner-dashboard', role: 'owner', text: 'Quick actions' },
  { route: '/owner/view-requests', role: 'owner', text: 'Booking Requests' },
];

const root = path.resolve(__dirname, '..');
const gzipOf = new Map<string, number>();
/** The build output's file of a script URL of the composed site (/<app>/<release>/<file> → <app>/dist/<file>). */
function fileOf(url: string): string {
  const [app, , ...rest] = new URL(url).pathname.split('/').filter(Boolean);
  return path.join(root, app, 'dist', ...rest);
}

/** A script URL of the composed site weighed from the build output. */
function weigh(url: string): number {
  const file = fileOf(url);
  let size = gzipOf.get(file);
  if (size === undefined) {
    if (!fs.existsSync(file)) throw new Error(`${url} is not in the build output (${file})`);
    size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipOf.set(file, size);
  }
  return size;
}

/** The scripts (path without query → gzip bytes) a fresh browser downloads for `route`. */
async function scriptsOf(
  route: string,
  text: string | RegExp,
  role?: 'student' | 'owner',
  then?: (page: import('playwright-core').Page) => Promise<void>,
) {
  const { context, page, errors } = await newPage(browser);
  if (role) await placeSession(context, role);
  const scripts = new Map<string, number>();
  // a script the page prefetches (<link rel=prefetch>, not a script request) is downloaded by it all the same
  page.on('request', (r) => {
    const url = r.url().split('?')[0];
    if (r.resourceType() === 'script' || url.endsWith('.js')) scripts.set(url, weigh(url));
  });
  await page.goto(SITE + route);
  await page.getByText(text).first().waitFor();
  // a prerendered page shows its text before any script: what the app loads once it renders counts too
  await hydrated(page);
  await settled(page);
  if (then) {
    await then(page);
    await settled(page);
  }
  expect(errors).toEqual([]);
  await context.close();
  return scripts;
}

const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
const kb = (n: number) => `${(n / KB).toFixed(1)} kB`;
const list = (m: Map<string, number>) =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([u, n]) => `  ${kb(n).padStart(9)}  ${new URL(u).pathname}`)
    .join('\n');

/** What `/` loads for a visitor, a student or an owner: the same build each time, so loaded once for each. */
const homeScripts = new Map<string, Promise<Map<string, number>>>();
function homeOf(role?: 'student' | 'owner') {
  const key = role ?? 'visitor';
  if (!homeScripts.has(key)) homeScripts.set(key, scriptsOf('/', 'Project in Progress', role));
  return homeScripts.get(key) as Promise<Map<string, number>>;
}

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

it(`/ loads at most ${HOME_BUDGET_KB} kB gzip of JavaScript`, async () => {
  const home = await homeOf();
  const figures = `/ loads ${kb(total(home))} in ${home.size} scripts (budget ${HOME_BUDGET_KB} kB):\n${list(home)}`;
  console.log(figures);
  if (total(home) > HOME_BUDGET_KB * KB) throw new Error(`over budget: ${figures}`);
});

it.each(AREAS)(`a first visit to $route adds at most ${AREA_BUDGET_KB} kB gzip to what / loaded`, async (area) => {
  const home = await homeOf(area.role);
  const there = await scriptsOf(area.route, area.text, area.role);
  const added = new Map([...there].filter(([u]) => !home.has(u)));
  const figures = `${area.route} adds ${kb(total(added))} in ${added.size} scripts to / (budget ${AREA_BUDGET_KB} kB):\n${list(added)}`;
  console.log(figures);
  expect(added.size).toBeGreaterThan(0);
  if (total(added) > AREA_BUDGET_KB * KB) throw new Error(`over budget: ${figures}`);
});

/** Whether a script of the build has the schema library (zod's classes carry `_zod`). */
const hasZod = (url: string) => fs.readFileSync(fileOf(url)).includes('_zod');

it('the schema library (zod) comes with the first touch of a form, never with a page that only shows one', async () => {
  const listing = (await apiCall('GET', '/api/hostels?page=1')).body as { hostels: Array<{ id: string }> };
  const hostel = `/hostels/${listing.hostels[0].id}`;
  const pages = [
    { route: '/login', text: 'Student Login' },
    { route: hostel, text: 'Rooms, food and facilities' },
    { route: `/student${hostel}`, role: 'student' as const, text: 'Rooms, food and facilities' },
    { route: '/owner/view-requests', role: 'owner' as const, text: 'Booking Requests' },
  ];
  for (const { route, role, text } of pages) {
    const scripts = await scriptsOf(route, text, role);
    expect([route, [...scripts.keys()].filter(hasZod)]).toEqual([route, []]);
  }
  // and it does come once a form is touched
  const touched = await scriptsOf('/login', 'Student Login', undefined, (page) => page.getByLabel('Email').focus());
  expect([...touched.keys()].filter(hasZod).length).toBeGreaterThan(0);
});
