// One tour of every route, for a visitor, a student, an owner and the operator. Each route is opened once on a phone
// (390 px): the site works under its own Content-Security-Policy (no violation: the policy allows exactly the
// site's origins, no eval), no page scrolls sideways, every page has a document title of its own (issue 15), and
// axe-core finds nothing serious or critical (issue 16). Then the same page at desktop width in the other theme
// (the navbar's switch, no reload) is checked by axe again, so every route is checked in both themes and widths.
// Each role's navbar is measured once at every width: its links fit on one line, or the menu button shows.
import type { Browser, Page } from 'playwright-core';
import { accessibilityProblems } from './axe';
import { hydrated, openBrowser, loginAs, loginAsOperator, newPage, settled } from './browser';
import { SITE } from './config';
import { OPERATOR, OWNER, PUBLIC, STUDENT } from './routes';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const TABLET = { width: 1024, height: 768 };
const DARK_BACKGROUND = 'rgb(11, 18, 32)';
const DESKTOP_RULES = ['color-contrast', 'button-name', 'link-name', 'image-alt', 'label', 'aria-valid-attr-value'];

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

/** Records every CSP violation the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(
        `${e.violatedDirective} ${e.blockedURI} on ${location.pathname}`,
      );
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

/** Whether the page is wider than the screen: "route: 520 px wide on a 390 px screen", else nothing. */
async function sideways(page: Page): Promise<string[]> {
  const { scroll, width, path } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
    path: location.pathname,
  }));
  return scroll > width ? [`${path}: ${scroll} px wide on a ${width} px screen`] : [];
}

/** Every screen width from a phone's menu button to a wide desktop, 30 px apart. */
const BAR_WIDTHS = [...Array.from({ length: 19 }, (_, i) => 769 + 30 * i), 1366, 1440, 1920];

/**
 * Whether the navbar fits at each of BAR_WIDTHS: either its menu button shows, or every link and button of the
 * bar lies inside it on one line ("navbar at 1024 px: 'Demo Student' ends 81 px past the bar"), else nothing.
 */
async function navbarProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const width of BAR_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // as the next frames show it: right after a resize, Chromium can answer a style from before it (seen: a caption
    // link's padding at the width below its captions' for one read)
    await page.evaluate(() => new Promise((shown) => requestAnimationFrame(() => requestAnimationFrame(shown))));
    const found = await page.evaluate(() => {
      const brand = document.querySelector('nav[aria-label="Main"] [aria-label="Hostel Hub home"]') as HTMLElement;
      const bar = brand.parentElement as HTMLElement;
      const edge = bar.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(bar).paddingRight);
      const shown = [...bar.querySelectorAll<HTMLElement>('a, button')].filter((e) => e.getBoundingClientRect().width);
      if (shown.some((e) => e.getAttribute('aria-controls') === 'mobile-menu')) return [];
      const name = (e: HTMLElement) => e.getAttribute('aria-label') ?? e.textContent?.trim();
      return shown.flatMap((e) => {
        const box = e.getBoundingClientRect();
        if (box.right > edge + 0.5) return [`'${name(e)}' ends ${Math.round(box.right - edge)} px past the bar`];
        return box.height > 50 ? [`'${name(e)}' is ${Math.round(box.height)} px tall (on two lines)`] : [];
      });
    });
    problems.push(...found.map((problem) => `navbar at ${width} px: ${problem}`));
  }
  return problems;
}

const isDark = (page: Page) =>
  page.evaluate((dark) => getComputedStyle(document.body).backgroundColor === dark, DARK_BACKGROUND);

/** Flips the theme with the navbar's switch (at desktop width, where it shows); returns a problem if it did not take. */
async function flipTheme(page: Page): Promise<string[]> {
  const wasDark = await isDark(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: wasDark ? 'Switch to light mode' : 'Switch to dark mode' })
    .click();
  const flipped = await page
    .waitForFunction(
      (dark) => (getComputedStyle(document.body).backgroundColor === dark) !== dark.startsWith('!'),
      wasDark ? `!${DARK_BACKGROUND}` : DARK_BACKGROUND,
      { timeout: 5000 },
    )
    .then(() => true)
    .catch(() => false);
  return flipped ? [] : [`${new URL(page.url()).pathname}: the theme switch did not take`];
}

/**
 * Visits the routes: on a phone, those wider than the screen, those without a document title of their own ("Page ·
 * Hostel Hub", not the one the route before left behind) and axe's serious or critical findings; then at desktop
 * width in the other theme, axe's findings again and the width (a tablet's too, on the first route). The theme stays flipped for the next route, so the pairs alternate.
 */
async function visitAll(page: Page, routes: string[]): Promise<{ problems: string[]; themes: boolean[] }> {
  const problems: string[] = [];
  const themes: boolean[] = [];
  let before = '';
  for (const route of routes) {
    await page.setViewportSize(PHONE);
    await page.goto(`${SITE}${route}`);
    await page.locator('main h1, main h2').first().waitFor();
    await settled(page);
    problems.push(...(await sideways(page)));
    problems.push(...(await accessibilityProblems(page)));
    const title = await page.title();
    if (route !== '/' && (!title.endsWith(' · Hostel Hub') || title === before))
      problems.push(`${route}: document title "${title}"`);
    before = title;
    themes.push(await isDark(page));

    // at desktop width in the other theme: what changes with them, contrast and the names of what shows only there
    await page.setViewportSize(DESKTOP);
    problems.push(...(await flipTheme(page)));
    problems.push(...(await accessibilityProblems(page, DESKTOP_RULES)));
    problems.push(...(await sideways(page)));
    themes.push(await isDark(page));
    // the navbar is the same on every route of a role: its widest moment, a tablet, and every width, once per tour
    if (route === routes[0]) {
      await page.setViewportSize(TABLET);
      problems.push(...(await sideways(page)));
      problems.push(...(await navbarProblems(page)));
    }
  }
  return { problems, themes };
}

async function publicHostelPage(): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { ports } = require('./deployment.cjs') as { ports: { api: number } };
  const res = await fetch(`http://localhost:${ports.api}/api/hostels?search=Sri%20Sai%20Residency`);
  const { hostels } = (await res.json()) as { hostels: Array<{ id: string }> };
  return `/hostels/${hostels[0].id}`;
}

it('the shell page carries a policy that names the site’s origins and allows no eval', async () => {
  const res = await fetch(`${SITE}/support`);
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self' http:\/\/localhost:\d+/);
  expect(csp).not.toContain('unsafe-eval');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
});

it('the accessibility check finds what it is there to find', async () => {
  const { page, context } = await newPage(browser, { viewport: PHONE });
  try {
    await page.goto(`${SITE}/about`);
    await page.locator('main h1').waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    // React's hydration removes nodes it did not render; on a slow machine it may still be to come
    await hydrated(page);
    await page.evaluate(() => {
      const main = document.querySelector('main') as HTMLElement;
      main.insertAdjacentHTML('beforeend', '<button id="nameless"></button>');
      main.insertAdjacentHTML('beforeend', '<p id="faint" style="color:#ccc;background:#fff">Faint text</p>');
    });
    expect(await accessibilityProblems(page)).toEqual([
      expect.stringMatching(/^\/about: button-name \(1\) #nameless$/),
      expect.stringMatching(/^\/about: color-contrast \(1\) #faint \(#cccccc on #ffffff, 1\.6\d*\)$/),
    ]);
    expect(await accessibilityProblems(page, ['button-name'])).toEqual(['/about: button-name (1) #nameless']);
  } finally {
    await context.close();
  }
});

const TOURS = [
  ['a visitor', null, PUBLIC],
  ['a student', 'student', [...STUDENT, '/student/hostels?page=2']],
  ['an owner', 'owner', OWNER],
  ['the operator', 'admin', OPERATOR],
] as const;

/** One role's tour: CSP violations, the pages' problems, page errors, and the theme each check ran in. */
async function tour(role: 'student' | 'owner' | 'admin' | null, routes: readonly string[]) {
  const { page, context, errors } = await newPage(browser, { viewport: PHONE, reducedMotion: 'reduce' });
  try {
    const violations = await watchViolations(page);
    if (role === 'admin') await loginAsOperator(page);
    else if (role) await loginAs(page, role);
    const { problems, themes } = await visitAll(page, role ? [...routes] : [...routes, await publicHostelPage()]);
    if (role === 'student') {
      // a hostel page, with its pictures from the API
      await page.setViewportSize(PHONE);
      await page.goto(`${SITE}/student/hostels`);
      await page.locator('main a[href*="/student/hostels/"]').first().click();
      await page.getByRole('heading', { name: 'Request to book' }).waitFor();
      await settled(page);
      problems.push(...(await sideways(page)));
    }
    return { violations, problems, errors, themes };
  } finally {
    await context.close();
  }
}

it(`${TOURS.map(([who]) => who).join(', ')}: no CSP violation on any route; at 390 px no page scrolls sideways and each page has its own title; no serious axe finding at either width in either theme`, async () => {
  // the four tours at once: each mostly waits on its pages, so together they take little more than the longest
  const results = await Promise.all(TOURS.map(([, role, routes]) => tour(role, routes)));
  // each route was checked in both themes (phone and desktop in turn)
  for (const { themes } of results) expect(new Set(themes)).toEqual(new Set([true, false]));
  expect(results.flatMap((r) => r.violations)).toEqual([]);
  expect(results.flatMap((r) => r.problems)).toEqual([]);
  expect(results.flatMap((r) => r.errors)).toEqual([]);
}, 240000);
