// Reviews in the composed site: a student with a stay reviews the hostel, and its card's average changes.
import type { Browser } from 'playwright-core';
import { openBrowser, newPage } from './browser';
import { API, apiCall } from './api';
import { SITE } from './config';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

const post = (path: string, body: unknown, token?: string, method = 'POST') => apiCall(method, path, body, token);

interface Card {
  id: string;
  rating: { average: number; count: number };
}
const cardOf = async (name: string): Promise<Card> => {
  const res = await fetch(`${API}/api/hostels?search=${encodeURIComponent(name)}`);
  return ((await res.json()) as { hostels: Card[] }).hostels[0];
};

/** A new student with a stay at `hostel`: requested through the API, approved by the demo owner. */
async function studentWithStay(hostel: string) {
  const email = `reviewer-${Date.now()}@example.in`;
  const registered = await post('/api/auth/register', {
    name: 'Nikhil Rao',
    email,
    phone: '9000055555',
    password: 'review1',
    role: 'student',
  });
  const token = registered.body.token as string;
  const { id } = await cardOf(hostel);
  const booked = await post(
    '/api/student/bookings',
    // a triple bed: the demo hostels' double rooms are for the other tests
    { hostelId: id, checkInDate: new Date().toISOString().slice(0, 10), durationMonths: 3, sharing: 'Triple' },
    token,
  );
  expect(booked.status).toBe(201);
  const owner = await post('/api/auth/login', { email: 'owner@demo.in', password: 'owner123', role: 'owner' });
  const bookingId = (booked.body.booking as { id: string }).id;
  const approved = await post(
    `/api/owner/booking-requests/${bookingId}/approve`,
    {},
    owner.body.token as string,
    'PUT',
  );
  expect(approved.status).toBe(200);
  return email;
}

it('a student with a stay reviews the hostel, and the card average changes', async () => {
  const hostel = 'Sri Sai Ladies Nest';
  const email = await studentWithStay(hostel);
  const before = await cardOf(hostel);
  const after = {
    count: before.rating.count + 1,
    average: Math.round(((before.rating.average * before.rating.count + 2) / (before.rating.count + 1)) * 10) / 10,
  };
  const reviewsText = (n: number) => `${n} review${n === 1 ? '' : 's'} from verified stays`;

  const { page, context, errors } = await newPage(browser);
  await page.goto(`${SITE}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('review1');
  await page.getByRole('button', { name: 'Login as Student' }).click();
  await page.waitForURL('**/student-dashboard');

  await page.goto(`${SITE}/student/hostels?search=${encodeURIComponent(hostel)}`);
  const card = page.getByRole('link', { name: new RegExp(`^${hostel} `) });
  await card.getByText(`${before.rating.average.toFixed(1)} ★ (${reviewsText(before.rating.count)})`).waitFor();
  await card.click();
  await page.getByRole('heading', { level: 1, name: hostel }).waitFor();

  const form = page.getByRole('form', { name: 'Review your stay' });
  for (const group of ['Overall', 'Cleanliness', 'Food', 'Safety', 'Location', 'Value for money'])
    await form.getByRole('group', { name: group }).getByText('2 ★').click();
  await form.getByLabel('Your review').fill('The rooms were fine but the gate timing was not kept.');
  await form.getByRole('button', { name: 'Publish review' }).click();
  await page.getByText('Thank you! Your review is published.').waitFor();
  await page
    .getByRole('list', { name: 'Reviews' })
    .getByText('The rooms were fine but the gate timing was not kept.')
    .waitFor();
  // reviewed once per stay: the form is gone, and why
  await page.getByText('You have already reviewed your stay at this hostel.').waitFor();

  await page.getByRole('link', { name: '← All hostels' }).click();
  await page.getByLabel('Search by name').fill(hostel);
  await page
    .getByRole('link', { name: new RegExp(`^${hostel} `) })
    .getByText(`${after.average.toFixed(1)} ★ (${reviewsText(after.count)})`)
    .waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
