import type { Browser } from 'playwright-core';
import { openBrowser, newPage, watchLayoutShift } from './browser';
import { SITE } from './config';

const pages = [
  ['/legal/privacy-policy', 'Privacy Policy'],
  ['/legal/terms-and-conditions', 'Terms and Conditions'],
  ['/legal/cookie-policy', 'Cookie Policy'],
  ['/legal/refund-policy', 'Refund and Cancellation Policy'],
  ['/legal/community-guidelines', 'Community Guidelines'],
  ['/legal/partner-terms', 'Partner Terms and Conditions'],
  ['/legal/data-protection', 'Data Protection Policy'],
  ['/legal/transparency', 'Transparency Statement'],
  ['/support', 'Support Centre'],
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

it.each(pages)('%s has one h1 "%s", a last-updated line, a contents list and a mailto link', async (path, title) => {
  const { page, context, errors } = await newPage(browser);
  await page.goto(SITE + path);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  expect(await page.locator('main h1').count()).toBe(1);
  await page.getByText(/^Last updated: July (17, )?2025$/).waitFor();
  if (path.startsWith('/legal/')) {
    const toc = page.getByRole('navigation', { name: 'Contents' });
    const anchors = await toc.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(anchors.length).toBeGreaterThan(1);
    for (const anchor of anchors) expect(await page.locator(`main h2${anchor}`).count()).toBe(1);
  }
  expect(await page.locator('main a[href^="mailto:"]').count()).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  await context.close();
});

it('every internal link on the legal pages and the support centre leads to a real page', async () => {
  const { page, context } = await newPage(browser);
  const targets = new Set<string>();
  for (const [path] of pages) {
    await page.goto(SITE + path);
    await page.locator('main h1').waitFor();
    const hrefs = await page
      .locator('main a[href^="/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') as string));
    for (const h of hrefs) targets.add(h.split('#')[0]);
  }
  expect(targets.size).toBeGreaterThan(5);
  for (const target of targets) {
    await page.goto(SITE + target);
    await page.locator('main h1').waitFor();
    expect([target, await page.locator('main h1').first().textContent()]).not.toEqual([target, 'Page not found']);
  }
  await context.close();
});

it('opens a legal page at the top even when reached from a scrolled page', async () => {
  const { page, context } = await newPage(browser, { viewport: { width: 1000, height: 500 } });
  await page.goto(`${SITE}/legal/privacy-policy`);
  await page.locator('main h1').waitFor();
  await page.mouse.wheel(0, 3000);
  await page.waitForFunction(() => window.scrollY > 500);
  await page.locator('main a[href="/legal/data-protection"]').first().click();
  await page.getByRole('heading', { level: 1, name: 'Data Protection Policy' }).waitFor();
  await page.waitForFunction(() => window.scrollY === 0);
  await context.close();
});

it('a remote section arriving moves nothing on screen: layout shift at most 0.02, first visit and route switch', async () => {
  const { page, context, errors } = await newPage(browser, { viewport: { width: 390, height: 844 } });
  const shift = await watchLayoutShift(page);

  // first visit: the shell paints navbar and content area, then the legal section arrives
  await page.goto(`${SITE}/legal/privacy-policy`);
  await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
  await page.waitForTimeout(500);
  expect(await shift()).toBeLessThanOrEqual(0.02);

  // a route switch from a shell page into a remote area (the student's public listing)
  await page.goto(`${SITE}/about`);
  await page.locator('main h1').first().waitFor();
  await page.waitForTimeout(300);
  const before = await shift();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/hostels');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page
    .getByRole('heading', { level: 1 })
    .filter({ hasText: /hostels/i })
    .first()
    .waitFor();
  await page.waitForTimeout(500);
  expect((await shift()) - before).toBeLessThanOrEqual(0.02);
  expect(errors).toEqual([]);
  await context.close();
});
