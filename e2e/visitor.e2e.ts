import type { Browser, Page } from 'playwright-core';
import { openBrowser, newPage } from './browser';
import { SITE } from './config';

// A visitor browses without an account; acting on a hostel asks them to log in and then does it.
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ports } = require('./deployment.cjs') as { ports: { api: number } };

/** A new student of its own, so what these tests save or request meets no other test. */
async function newStudent(name: string) {
  const email = `visitor-${name.toLowerCase()}-${Date.now()}@example.in`;
  const registered = await fetch(`http://localhost:${ports.api}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, phone: '9000044444', password: 'visitor1', role: 'student' }),
  });
  expect(registered.status).toBe(201);
  return email;
}

async function logInAsStudent(page: Page, email: string) {
  await page.getByRole('heading', { name: 'Student Login' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('visitor1');
  await page.getByRole('button', { name: 'Login as Student' }).click();
}

it('browses and filters the public listing, opens a hostel, requests to book, logs in and is back with the request sent', async () => {
  const email = await newStudent('Kavya');
  const { page, context, errors } = await newPage(browser);
  await page.goto(SITE);
  await page.getByRole('link', { name: 'Browse hostels' }).click();
  await page.waitForURL('**/hostels');
  await page.getByRole('heading', { name: 'Browse Hostels' }).waitFor();
  await page.getByLabel('Area').selectOption('Adibatla');
  await page.waitForURL('**/hostels?area=Adibatla');
  await page.getByRole('link', { name: /Lotus Girls Hostel/ }).waitFor();
  // the offer filters: a bed at most ₹6,000, triple sharing, a bed free
  await page.getByRole('button', { name: 'More filters' }).click();
  await page.getByLabel('Max price per bed (₹)').fill('6000');
  await page.getByLabel('Max price per bed (₹)').press('Enter');
  await page.getByLabel('Sharing').selectOption('Triple');
  await page.getByRole('checkbox', { name: 'Available beds only' }).check();
  await page.waitForURL('**/hostels?area=Adibatla&maxPrice=6000&sharing=Triple&available=1');
  await page.getByRole('link', { name: /^Adibatla Boys Den Adibatla · .*₹5,200 .*Available$/ }).waitFor();
  expect(await page.getByRole('link', { name: /Lotus Girls Hostel/ }).count()).toBe(0);
  await page.getByRole('link', { name: /Adibatla Boys Den/ }).click();
  await page.waitForURL(/\/hostels\/[0-9a-f-]{36}$/);
  const hostelUrl = page.url();
  await page.getByRole('heading', { name: 'Adibatla Boys Den' }).waitFor();

  const checkIn = new Date(Date.now() + 5 * 86400000).toISOString().slice(0, 10);
  await page.getByRole('radio', { name: /^Triple/ }).check();
  await page.getByLabel('Check-in date').fill(checkIn);
  await page.getByLabel('Duration (months)').selectOption('4');
  await page.getByRole('button', { name: 'Request to book' }).click();
  await page.waitForURL('**/login');
  await logInAsStudent(page, email);

  await page.waitForURL(hostelUrl);
  await page.getByText('Booking request sent. The owner will answer within 24 hours.').waitFor();
  await page.getByRole('link', { name: 'See My bookings' }).click();
  const row = page
    .getByRole('list', { name: 'Booking requests' })
    .getByRole('listitem')
    .filter({ hasText: 'Adibatla Boys Den' });
  await row.getByText('4 months').waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

it('"Add to interested" as a visitor: log in, and the hostel is saved', async () => {
  const email = await newStudent('Imran');
  const { page, context, errors } = await newPage(browser);
  await page.goto(`${SITE}/hostels?search=Sheriguda%20Scholars`);
  await page.getByRole('link', { name: /Sheriguda Scholars Hostel/ }).click();
  await page.getByRole('button', { name: 'Add to interested' }).click();
  await page.waitForURL('**/login');
  await logInAsStudent(page, email);
  await page.getByRole('button', { name: 'Remove from interested' }).waitFor();
  expect(new URL(page.url()).search).toBe('');
  await page.goto(`${SITE}/student/interested`);
  await page.getByRole('link', { name: /Sheriguda Scholars Hostel/ }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
