// Works on a phone (issue 15): at 390 px no route scrolls sideways, for a visitor, a student, an owner and
// the operator.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, settled, loginAs, loginAsOperator, newPage } from './browser';
import { SITE } from './config';
import { OPERATOR, OWNER, PUBLIC, STUDENT } from './routes';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PHONE = { width: 390, height: 844 };

/** The routes whose page is wider than the screen, with how much. */
async function sideways(page: Page, routes: string[]): Promise<string[]> {
  const wide: string[] = [];
  for (const route of routes) {
    await page.goto(`${SITE}${route}`);
    await page.locator('main h1, main h2').first().waitFor();
    await settled(page);
    const { scroll, width } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      width: document.documentElement.clientWidth,
    }));
    if (scroll > width) wide.push(`${route}: ${scroll} px wide on a ${width} px screen`);
  }
  return wide;
}

async function hostelPage(): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { ports } = require('./deployment.cjs') as { ports: { api: number } };
  const res = await fetch(`http://localhost:${ports.api}/api/hostels?search=Sri%20Sai%20Residency`);
  const { hostels } = (await res.json()) as { hostels: Array<{ id: string }> };
  return `/hostels/${hostels[0].id}`;
}

it('no public page scrolls sideways at 390 px', async () => {
  const { page, context } = await newPage(browser);
  await page.setViewportSize(PHONE);
  expect(await sideways(page, [...PUBLIC, await hostelPage()])).toEqual([]);
  await context.close();
});

it('no student page scrolls sideways at 390 px', async () => {
  const { page, context } = await newPage(browser);
  await page.setViewportSize(PHONE);
  await loginAs(page, 'student');
  expect(await sideways(page, STUDENT)).toEqual([]);
  await context.close();
});

it('no owner page scrolls sideways at 390 px', async () => {
  const { page, context } = await newPage(browser);
  await page.setViewportSize(PHONE);
  await loginAs(page, 'owner');
  expect(await sideways(page, OWNER)).toEqual([]);
  await context.close();
});

it('no operator page scrolls sideways at 390 px', async () => {
  const { page, context } = await newPage(browser);
  await page.setViewportSize(PHONE);
  await loginAsOperator(page);
  expect(await sideways(page, OPERATOR)).toEqual([]);
  await context.close();
});
