import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { SITE } from './config';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
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
  return { context, page, errors };
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
