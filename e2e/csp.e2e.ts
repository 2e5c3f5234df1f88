// One tour of every route, for a visitor, a student, an owner and the operator, on a phone (390 px):
// the site works under its own Content-Security-Policy (no violation: the policy allows exactly the site's
// origins, no eval), no page scrolls sideways, every page has a document title of its own (issue 15), and axe-core
// finds nothing serious or critical (issue 16; the visitor's and owner's tours in the dark theme, and the other theme
// at desktop width in accessibility.e2e.ts).
import type { Browser, Page } from 'playwright-core';
import { accessibilityProblems } from './axe';
import { launchBrowser, loginAs, loginAsOperator, newPage, settled } from './browser';
import { SITE } from './config';
import { OPERATOR, OWNER, PUBLIC, STUDENT } from './routes';

const PHONE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
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

/** Visits the routes; returns those wider than the screen, those without a document title of their own
 * ("Page · Hostel Hub", not the one the route before left behind), and axe's serious or critical findings. */
async function visitAll(page: Page, routes: string[]): Promise<string[]> {
  const problems: string[] = [];
  let before = '';
  for (const route of routes) {
    await page.goto(`${SITE}${route}`);
    await page.locator('main h1, main h2').first().waitFor();
    await settled(page);
    problems.push(...(await sideways(page)));
    problems.push(...(await accessibilityProblems(page)));
    const title = await page.title();
    if (route !== '/' && (!title.endsWith(' · Hostel Hub') || title === before))
      problems.push(`${route}: document title "${title}"`);
    before = title;
  }
  return problems;
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

// the themes alternate, so the shell's pages are checked in both and each area in one (one tour, no repeat)
const TOURS = [
  ['a visitor', 'dark', null, PUBLIC],
  ['a student', 'light', 'student', [...STUDENT, '/student/hostels?page=2']],
  ['an owner', 'dark', 'owner', OWNER],
  ['the operator', 'light', 'admin', OPERATOR],
] as const;

/** One role's tour on a phone in its theme: CSP violations, the pages' problems, page errors, whether the theme took. */
async function phoneTour(theme: string, role: 'student' | 'owner' | 'admin' | null, routes: readonly string[]) {
  const { page, context, errors } = await newPage(browser, { viewport: PHONE });
  if (theme === 'dark') await page.addInitScript(() => localStorage.setItem('darkMode', 'true'));
  try {
    const violations = await watchViolations(page);
    if (role === 'admin') await loginAsOperator(page);
    else if (role) await loginAs(page, role);
    const problems = await visitAll(page, role ? [...routes] : [...routes, await publicHostelPage()]);
    // the tour really ran in its theme (the dark background is #0b1220)
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    if (role === 'student') {
      // a hostel page, with its pictures from the API
      await page.goto(`${SITE}/student/hostels`);
      await page.locator('main a[href*="/student/hostels/"]').first().click();
      await page.getByRole('heading', { name: 'Request to book' }).waitFor();
      await settled(page);
      problems.push(...(await sideways(page)));
    }
    return { violations, problems, errors, dark: background === 'rgb(11, 18, 32)' };
  } finally {
    await context.close();
  }
}

it(`${TOURS.map(([who, theme]) => `${who} (${theme} theme)`).join(', ')}: no CSP violation on any route; at 390 px no page scrolls sideways, each page has its own title and no serious axe finding`, async () => {
  // the four tours at once: each mostly waits on its pages, so together they take little more than the longest
  const results = await Promise.all(TOURS.map(([, theme, role, routes]) => phoneTour(theme, role, routes)));
  expect(results.map((r) => r.dark)).toEqual(TOURS.map(([, theme]) => theme === 'dark'));
  expect(results.flatMap((r) => r.violations)).toEqual([]);
  expect(results.flatMap((r) => r.problems)).toEqual([]);
  expect(results.flatMap((r) => r.errors)).toEqual([]);
}, 180000);
