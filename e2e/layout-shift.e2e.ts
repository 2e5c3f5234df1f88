// A signed-in first visit to an area's screen, on a phone: the section's code and its data arrive after the shell
// has painted, and nothing on screen moves when they do (layout shift at most 0.02, issue 16). The public pages
// are measured in prerender.e2e.ts and the legal area in legal.e2e.ts.
import type { Browser } from 'playwright-core';
import { placeSession } from './api';
import { openBrowser, newPage, settled, watchLayoutShift } from './browser';
import { SITE } from './config';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

it.each([
  ['owner', '/owner-dashboard', 'Quick actions'],
  ['owner', '/owner/view-requests', 'Booking Requests'],
  ['student', '/student-dashboard', 'Explore Nearby Hostels'],
  ['student', '/student/hostels', /hostels? found/i],
] as const)('%s, %s: nothing moves while the section and its data arrive', async (role, path, text) => {
  const { page, context, errors } = await newPage(browser, { viewport: { width: 390, height: 844 } });
  await placeSession(context, role);
  const shift = await watchLayoutShift(page);
  await page.goto(SITE + path);
  await page.locator('main').getByText(text).first().waitFor();
  await settled(page);
  await page.waitForTimeout(300);
  expect(await shift()).toBeLessThanOrEqual(0.02);
  expect(errors).toEqual([]);
  await context.close();
});
