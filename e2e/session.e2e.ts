import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { openBrowser, loginAs, newPage } from './browser';
import { DATA_DIR, SITE } from './config';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

it('a student logs in, sees the student navbar and dashboard, and stays logged in across a reload', async () => {
  const { page, context, errors } = await newPage(browser);
  await loginAs(page, 'student');
  await page.getByRole('heading', { name: 'Welcome, Demo Student!' }).waitFor();
  await page.getByText('Logged in as student (TEST MODE)').waitFor();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Home', 'Contact Us', 'Browse Hostels', 'Interested hostels', 'My bookings', 'Notifications']) {
    // a link with a live count says it after its label ("Notifications, 2 unread")
    expect(await nav.getByRole('link', { name: new RegExp(`^${name}(,.*)?$`) }).count()).toBe(1);
  }
  expect(await nav.getByRole('link', { name: 'About Us' }).count()).toBe(0);
  await page.reload();
  await page.getByRole('heading', { name: 'Welcome, Demo Student!' }).waitFor();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').role)).toBe('student');
  expect(errors).toEqual([]);
  await context.close();
});

it('an owner logs in and sees the owner navbar and dashboard', async () => {
  const { page, context } = await newPage(browser);
  await loginAs(page, 'owner');
  await page.getByRole('heading', { name: 'Welcome, Demo Owner!' }).waitFor();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [name, href] of [
    ['My Hostels', '/owner/my-hostels'],
    ['Booking Requests', '/owner/view-requests'],
    ['Add hostel', '/owner/add-hostel'],
    ['Notifications', '/owner/notifications'],
  ]) {
    expect(
      await nav.getByRole('link', { name: new RegExp(`^${name}( \\d+ waiting|, \\d+ unread)?$`) }).getAttribute('href'),
    ).toBe(href);
  }
  // the rest in the bar's "More" menu
  await nav.getByRole('button', { name: 'More' }).click();
  const more = page.getByRole('menu', { name: 'More' });
  for (const [name, href] of [
    ['Stays', '/owner/stays'],
    ['Rent roll', '/owner/rent'],
    ['Payouts', '/owner/payment-settings'],
  ])
    expect(await more.getByRole('menuitem', { name }).getAttribute('href')).toBe(href);
  await page.keyboard.press('Escape');
  for (const href of [
    '/owner/my-hostels',
    '/owner/filled-rooms',
    '/owner/my-students',
    '/owner/view-complaints',
    '/owner/available-rooms',
    '/owner/manage-rooms',
  ]) {
    expect(await page.locator(`main a[href="${href}"]`).count()).toBeGreaterThan(0);
  }
  await context.close();
});

it('a student on an owner page is told whose area it is; "Switch account" brings the owner back to that page', async () => {
  const { page, context, errors } = await newPage(browser);
  await loginAs(page, 'student');
  await page.goto(`${SITE}/owner/my-hostels`);
  await page.getByRole('heading', { name: 'This area is for hostel owners' }).waitFor();
  // the navbar still says who is signed in, and no login form is on the page
  expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My bookings' }).count()).toBe(
    1,
  );
  expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0);
  expect(await page.getByRole('link', { name: 'Go to My Dashboard' }).getAttribute('href')).toBe('/student-dashboard');
  await page.getByRole('button', { name: 'Switch account' }).click();
  await page.getByRole('heading', { name: 'Hostel Owner Login' }).waitFor();
  await page.getByLabel('Email').fill('owner@demo.in');
  await page.getByLabel('Password', { exact: true }).fill('owner123');
  await page.getByRole('button', { name: 'Login as Hostel Owner' }).click();
  await page.waitForURL('**/owner/my-hostels');
  expect(errors).toEqual([]);
  await context.close();
});

it('logout clears the stored session and goes to /login', async () => {
  const { page, context } = await newPage(browser);
  await loginAs(page, 'student');
  await page.getByRole('button', { name: 'Demo Student' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);
  await page.goto(`${SITE}/student-dashboard`);
  await page.waitForURL('**/login');
  await context.close();
});

it('a wrong password shows the server message in a red box', async () => {
  const { page, context } = await newPage(browser);
  await page.goto(`${SITE}/login`);
  await page.getByLabel('Email').fill('student@demo.in');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login as Student' }).click();
  await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
  expect(page.url()).toBe(`${SITE}/login`);
  await context.close();
});

it('registers a new owner and lands on the owner dashboard', async () => {
  const { page, context } = await newPage(browser);
  await page.goto(`${SITE}/register`);
  await page.getByRole('button', { name: 'Hostel Owner', exact: true }).click();
  await page.getByLabel('Full name').fill('Lakshmi Devi');
  await page.getByLabel('Email').fill(`lakshmi+${Date.now()}@example.in`);
  await page.getByLabel('Phone').fill('9000011111');
  await page.getByLabel('Hostel name').fill('Lakshmi Girls Hostel');
  await page.getByLabel('Password', { exact: true }).fill('secret12');
  await page.getByLabel('Confirm password').fill('secret12');
  await page.getByRole('button', { name: 'Register as Hostel Owner' }).click();
  await page.waitForURL('**/owner-dashboard');
  await page.getByText('Managing Lakshmi Girls Hostel').waitFor();
  await context.close();
});

it('resets a forgotten password with the OTP from the outbox', async () => {
  const { page, context } = await newPage(browser);
  const email = `reset+${Date.now()}@example.in`;
  await page.goto(`${SITE}/register`);
  await page.getByLabel('Full name').fill('Reset Me');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('9000022222');
  await page.getByLabel('Password', { exact: true }).fill('oldpass1');
  await page.getByLabel('Confirm password').fill('oldpass1');
  await page.getByRole('button', { name: 'Register as Student' }).click();
  await page.waitForURL('**/student-dashboard');
  await page.evaluate(() => localStorage.clear());

  await page.goto(`${SITE}/forgot-password`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByText('OTP sent successfully! Please check your email.').waitFor();
  await page.waitForURL('**/reset-password');

  const outbox = path.join(DATA_DIR, 'outbox');
  const mail = fs
    .readdirSync(outbox)
    .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
    .find((m) => m.includes(`To: ${email}`));
  const otp = /Your OTP is (\d{6})/.exec(mail ?? '')?.[1];
  expect(otp).toMatch(/^\d{6}$/);

  await page.getByLabel('OTP').fill(otp as string);
  await page.getByLabel('New password', { exact: true }).fill('newpass1');
  await page.getByLabel('Confirm new password').fill('newpass1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText('Password reset successful! Redirecting to login...').waitFor();
  await page.waitForURL('**/login');
  expect(await page.evaluate(() => localStorage.getItem('resetEmail'))).toBeNull();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('newpass1');
  await page.getByRole('button', { name: 'Login as Student' }).click();
  await page.waitForURL('**/student-dashboard');
  await context.close();
});

it('sessions end: a password change ends the other browser’s session but keeps this one; logout ends the token on the server', async () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { ports } = require('./deployment.cjs') as { ports: { api: number } };
  const api = `http://localhost:${ports.api}`;
  const email = `sessions-${Date.now()}@example.in`;
  const registered = await fetch(`${api}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Meera Das', email, phone: '9000033333', password: 'first11', role: 'student' }),
  });
  expect(registered.status).toBe(201);
  const here = await newPage(browser);
  const there = await newPage(browser);
  try {
    for (const { page } of [here, there]) {
      await page.goto(`${SITE}/login`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('first11');
      await page.getByRole('button', { name: 'Login as Student' }).click();
      await page.waitForURL('**/student-dashboard');
    }
    const { page } = here;
    await page.goto(`${SITE}/student/profile-settings`);
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByLabel('Current password').fill('first11');
    await page.getByLabel('New password').fill('second22');
    await page.getByLabel('Confirm password').fill('second22');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Password changed. You stay signed in here; other devices are signed out.').waitFor();

    // this browser goes on; the other one is sent to log in again at its next request
    await page.reload();
    await page.getByRole('tab', { name: 'Personal' }).waitFor();
    await there.page.goto(`${SITE}/student/profile-settings`);
    await there.page.waitForURL('**/login');

    // logout: the token this browser had no longer works anywhere
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect((await fetch(`${api}/api/auth/profile`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(
      200,
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Meera/ }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    // the logout call leaves as the page moves on: give it a moment to land
    let status = 0;
    for (let i = 0; i < 50 && status !== 401; i += 1) {
      status = (await fetch(`${api}/api/auth/profile`, { headers: { authorization: `Bearer ${token}` } })).status;
      if (status !== 401) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(401);
  } finally {
    await Promise.all([here.context.close(), there.context.close()]);
  }
});
