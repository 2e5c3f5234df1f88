// People are told in time (issue 15): the navbar's counts follow the API's event stream, no reload.
import type { Browser } from 'playwright-core';
import { openBrowser, loginAs, newPage } from './browser';
import { apiCall, studentRequest } from './api';
import { SITE } from './config';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

const send = async (method: string, path: string, body: unknown, token?: string) =>
  (await apiCall(method, path, body, token)).body;

it("the owner approves a request: the student's bell count rises and the waiting request goes, without a reload", async () => {
  const { email, bookingId } = await studentRequest('Tejaswini Rao', 'live123', 2);

  const { page, context, errors } = await newPage(browser);
  await page.goto(`${SITE}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('live123');
  await page.getByRole('button', { name: 'Login as Student' }).click();
  await page.waitForURL('**/student-dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'My bookings, 1 waiting' }).waitFor();
  await nav.getByRole('link', { name: 'Notifications', exact: true }).waitFor();

  const owner = await send('POST', '/api/auth/login', { email: 'owner@demo.in', password: 'owner123', role: 'owner' });
  const started = Date.now();
  await send('PUT', `/api/owner/booking-requests/${bookingId}/approve`, {}, owner.token as string);
  await nav.getByRole('link', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 5000 });
  expect(Date.now() - started).toBeLessThan(3000);
  await nav.getByRole('link', { name: 'My bookings', exact: true }).waitFor();
  expect(page.url()).toBe(`${SITE}/student-dashboard`);
  expect(errors).toEqual([]);
  await context.close();
});

it('the open stream is a background request: low priority, so loading the page ends without it', async () => {
  const { page, context, errors } = await newPage(browser);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const priorities = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (e) => priorities.set(e.request.url, e.request.initialPriority));
  await loginAs(page, 'student');
  const isStream = (url: string) => url.includes('/api/notifications/stream');
  for (let i = 0; i < 100 && ![...priorities.keys()].some(isStream); i++) await page.waitForTimeout(50);
  const streams = [...priorities].filter(([url]) => isStream(url));
  expect(streams.length).toBeGreaterThan(0);
  expect(streams.every(([, priority]) => priority === 'Low')).toBe(true);
  // the page's own data is asked for at the browser's usual priority
  const data = [...priorities].filter(([url]) => url.includes('/api/') && !isStream(url));
  expect(data.length).toBeGreaterThan(0);
  expect(data.every(([, priority]) => priority === 'High')).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});
