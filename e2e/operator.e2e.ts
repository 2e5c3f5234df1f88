// The operator's area is the fourth remote, found at run time: withdrawing it from the registry turns /admin
// into the not-found page, releasing it again brings it back; the shell is never rebuilt or released.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { openBrowser, loginAsOperator, newPage } from './browser';
import { delivery, liveDeployment } from './releases';
import { SITE } from './config';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

const ADMIN_BUILD = path.resolve(__dirname, '..', 'mfe-admin', 'dist');

it('the operator area appears and disappears with the registry, without a shell release', async () => {
  const before = await liveDeployment();
  expect(before.releases['mfe-admin']).toBeTruthy();
  const { page, context } = await newPage(browser);
  try {
    await loginAsOperator(page);
    await page.getByRole('heading', { level: 1, name: 'Operator' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Operator' }).waitFor();

    const withdrawn = await delivery(['withdraw', '--app', 'mfe-admin']);
    expect(withdrawn.status).toBe(0);
    expect((await liveDeployment()).releases['mfe-admin']).toBeUndefined();
    await page.goto(`${SITE}/admin`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Operator' }).count()).toBe(
      0,
    );

    const released = await delivery(['release', '--app', 'mfe-admin', '--from', ADMIN_BUILD]);
    expect(released.status).toBe(0);
    await page.goto(`${SITE}/admin/hostels`);
    await page.getByRole('heading', { level: 1, name: 'Verify hostels' }).waitFor();
    expect((await liveDeployment()).releases.shell).toBe(before.releases.shell);
  } finally {
    await context.close();
    // never leave the shared test site without its operator area
    if (!(await liveDeployment()).releases['mfe-admin'])
      await delivery(['release', '--app', 'mfe-admin', '--from', ADMIN_BUILD]);
  }
});

it('another role opening /admin is told whose area it is', async () => {
  const { page, context } = await newPage(browser);
  await page.goto(`${SITE}/login`);
  await page.getByLabel('Email').fill('student@demo.in');
  await page.getByLabel('Password', { exact: true }).fill('student123');
  await page.getByRole('button', { name: 'Login as Student' }).click();
  await page.waitForURL('**/student-dashboard');
  await page.goto(`${SITE}/admin`);
  await page.getByRole('heading', { name: "This area is for the platform's operator" }).waitFor();
  await context.close();
});
