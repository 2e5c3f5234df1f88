// The site works under its own Content-Security-Policy: no violation on any route, for a visitor, a
// student and an owner (the policy allows exactly the site's origins, no eval).
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, settled, loginAs, newPage } from './browser';
import { SITE } from './config';
import { OWNER, PUBLIC, STUDENT } from './routes';

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

async function visitAll(page: Page, routes: string[]) {
  for (const route of routes) {
    await page.goto(`${SITE}${route}`);
    await page.locator('main h1, main h2').first().waitFor();
    await settled(page);
  }
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

it.each([
  ['a visitor', null, PUBLIC],
  ['a student', 'student' as const, [...STUDENT, '/student/hostels?page=2']],
  ['an owner', 'owner' as const, OWNER],
])(
  '%s meets no CSP violation on any route',
  async (_who, role, routes) => {
    const { page, context, errors } = await newPage(browser);
    try {
      const violations = await watchViolations(page);
      if (role) await loginAs(page, role);
      await visitAll(page, routes);
      if (role === 'student') {
        // a hostel page, with its pictures from the API
        await page.goto(`${SITE}/student/hostels`);
        await page.locator('main a[href*="/student/hostels/"]').first().click();
        await page.getByRole('heading', { name: 'Request to book' }).waitFor();
        await settled(page);
      }
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  },
  120000,
);
