// Visiting before booking (issue 38): the owner's visiting hours give the hostel page free times; a student
// asks for one; the owner confirms it on Visits; the student's My bookings shows it confirmed.
import type { Browser } from 'playwright-core';
import { API, apiCall } from './api';
import { openBrowser, loginAs, newPage } from './browser';
import { SITE } from './config';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

it('a student asks to visit, the owner confirms, both see it', async () => {
  const name = 'Vani Visitor';
  const email = `vani.v+${Date.now()}@example.in`;
  await apiCall('POST', '/api/auth/register', {
    name,
    email,
    phone: '9000088888',
    password: 'secret12',
    role: 'student',
  });
  const owner = await apiCall('POST', '/api/auth/login', {
    email: 'owner@demo.in',
    password: 'owner123',
    role: 'owner',
  });
  const listing = (await (await fetch(`${API}/api/hostels?search=Sri%20Sai%20Residency`)).json()) as {
    hostels: Array<{ id: string; name: string }>;
  };
  const hostelId = listing.hostels.find((h) => h.name === 'Sri Sai Residency')?.id;
  const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '08:00', to: '20:00' }));
  const set = await apiCall(
    'PUT',
    `/api/owner/hostels/${hostelId}/visiting-hours`,
    { hours },
    owner.body.token as string,
  );
  expect(set.status).toBe(200);

  const student = await newPage(browser);
  const { page } = student;
  await page.goto(`${SITE}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret12');
  await page.getByRole('button', { name: 'Login as Student' }).click();
  await page.waitForURL('**/student-dashboard');
  await page.goto(`${SITE}/student/hostels/${hostelId}`);
  const visit = page.getByRole('region', { name: 'Visit before you book' });
  const time = await visit.getByLabel('Time (India)').locator('option').first().textContent();
  const day = await visit.getByLabel('Day').locator('option').first().textContent();
  await visit.getByRole('button', { name: 'Ask to visit' }).click();
  await visit.getByText('Visit requested. The owner will confirm it or propose another time.').waitFor();

  const ownerPage = await newPage(browser);
  await loginAs(ownerPage.page, 'owner');
  await ownerPage.page.goto(`${SITE}/owner/visits`);
  const item = ownerPage.page
    .getByRole('list', { name: 'Visits to your hostels' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await item.getByText(`${day}, ${time}`).waitFor();
  await item.getByRole('button', { name: `Confirm the visit of ${name}` }).click();
  await item.getByText('Confirmed').waitFor();

  await page.goto(`${SITE}/student/my-bookings`);
  const mine = page
    .getByRole('list', { name: 'My visits' })
    .getByRole('listitem')
    .filter({ hasText: 'Sri Sai Residency' });
  await mine.getByText('Confirmed').waitFor();
  await mine.getByText(`${day}, ${time}`).waitFor();
  expect(student.errors).toEqual([]);
  expect(ownerPage.errors).toEqual([]);
  await student.context.close();
  await ownerPage.context.close();
});
