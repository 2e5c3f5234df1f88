import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { placeSession } from './api';
import { SITE } from './config';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { TEST_CHROMIUM_FLAGS: ARGS, TEST_CHROMIUM } = require('../tools/chromium-flags.cjs') as {
  TEST_CHROMIUM_FLAGS: string[];
  TEST_CHROMIUM: string;
};
export const CHROMIUM = TEST_CHROMIUM;

// loaded once for the run by e2e/environment.cjs
const { chromium } = (globalThis as unknown as { playwright: typeof import('playwright-core') }).playwright;

/** A Chromium of this file's own, started with `extraArgs` too. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...ARGS, ...extraArgs] });
}

/** This jest worker's Chromium (e2e/globalSetup.mjs starts one per worker), over its WebSocket: a file connects in
 * milliseconds, where a launch costs about a CPU-second. `close()` closes the contexts this file made, and
 * disconnects. Files of one worker run one after another, so no other file's page is open in it meanwhile. */
export function openBrowser(): Promise<Browser> {
  const shared = process.env.E2E_BROWSERS?.split(' ') ?? [];
  const worker = Number(process.env.JEST_WORKER_ID ?? 1);
  return shared.length >= worker ? chromium.connect(shared[worker - 1]) : launchBrowser();
}

/** A fresh context (own storage) that fails the test on uncaught page errors. */
export async function newPage(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  trackRequests(page);
  return { context, page, errors };
}

/** A fresh context (as `newPage`) signed in as a demo account through the API, for tests about something else than
 * signing in (which has its own tests); it opens no page. */
export async function signedInPage(
  browser: Browser,
  role: 'student' | 'owner',
  options: Parameters<Browser['newContext']>[0] = {},
) {
  const ctx = await newPage(browser, options);
  await placeSession(ctx.context, role);
  return ctx;
}

/** The live notification stream stays open while a signed-in page is: it never counts as "in flight". */
const isStream = (r: Request) => r.url().includes('/api/notifications/stream');
const inFlight = new WeakMap<Page, Set<Request>>();

function trackRequests(page: Page) {
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (r) => {
    if (!isStream(r)) open.add(r);
  });
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
}

/**
 * Waits until the page has settled: loaded, and no request in flight for half a second (Playwright's
 * 'networkidle' never comes on a signed-in page, whose event stream stays open).
 */
export async function settled(page: Page, timeoutMs = 15_000) {
  await page.waitForLoadState('load');
  const open = inFlight.get(page);
  if (!open) return page.waitForLoadState('networkidle');
  const until = Date.now() + timeoutMs;
  let quietSince = 0;
  while (Date.now() < until) {
    if (open.size) quietSince = 0;
    else if (!quietSince) quietSince = Date.now();
    else if (Date.now() - quietSince >= 500) return;
    await page.waitForTimeout(50);
  }
  throw new Error(`still loading after ${timeoutMs} ms: ${[...open].map((r) => r.url()).join(', ')}`);
}

export async function loginAs(page: Page, role: 'student' | 'owner', site = SITE) {
  const creds =
    role === 'student' ? ['student@demo.in', 'student123', 'Student'] : ['owner@demo.in', 'owner123', 'Hostel Owner'];
  await page.goto(`${site}/login`);
  if (role === 'owner') await page.getByRole('button', { name: 'Hostel Owner', exact: true }).click();
  await page.getByLabel('Email').fill(creds[0]);
  await page.getByLabel('Password', { exact: true }).fill(creds[1]);
  await page.getByRole('button', { name: `Login as ${creds[2]}` }).click();
  await page.waitForURL(`**/${role}-dashboard`);
}

/** Signs in the platform's operator (the README's account) from the login page; it lands on /admin. */
export async function loginAsOperator(page: Page, site = SITE) {
  await page.goto(`${site}/login`);
  await page.getByLabel('Email').fill('admin@demo.in');
  await page.getByLabel('Password', { exact: true }).fill('admin123');
  await page.getByRole('button', { name: 'Login as Student' }).click();
  await page.waitForURL('**/admin');
}

/** Adds up the page's layout shifts (not those right after input) from before its first script on; read them with
 * `layoutShift(page)`. */
export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

/** Records every loading state the content area shows (a `role="status"` whose text is a spinner's: "Loading...",
 * "Loading hostels..."; not a status such as "18 hostels found"), from before the page's first script on; read them
 * with the function it gives back. */
export async function watchLoadingStates(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __loadingStates: seen });
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof HTMLElement)
            for (const s of [n, ...n.querySelectorAll('[role="status"]')])
              if (s.getAttribute('role') === 'status' && s.closest('main') && /\.\.\.$/.test(s.textContent ?? ''))
                seen.push(s.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __loadingStates: string[] }).__loadingStates);
}

/** Holds back the files whose path contains `part` (a section's code) for `ms` before they go out. */
export function holdBack(page: Page, part: string, ms: number) {
  return page.route(
    (url) => url.pathname.includes(part),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    },
  );
}

/** The notifications a feed shows unread now: their messages. Other files' bookings notify the demo accounts while
 * a test runs, so "mark all as read" is checked on the ones that were there when it was pressed. */
export const unreadMessages = (page: Page): Promise<string[]> =>
  page
    .getByRole('listitem', { name: /^Unread: / })
    .evaluateAll((items) => items.map((item) => (item.getAttribute('aria-label') ?? '').replace(/^Unread: /, '')));

/** Waits until the app has hydrated a server-rendered page (shell/src/prerender), or rendered it afresh where it
 * cannot hydrate it (another role's page, another release's). */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'));
