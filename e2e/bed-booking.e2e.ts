// Booking a bed and paying for it (issue 36): a visitor picks Double, registers (not logs in), and the request is
// sent; the owner approves into a double room; the student pays the deposit by UPI; the owner confirms; the
// student's open Payments page changes without a reload.
import type { Browser } from 'playwright-core';
import { API } from './api';
import { openBrowser, loginAs, newPage } from './browser';
import { SITE } from './config';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

it('a visitor picks Double, registers, pays the deposit; both sides see the money add up', async () => {
  const name = 'Divya Double';
  const listing = (await (await fetch(`${API}/api/hostels?search=Sri%20Sai%20Residency`)).json()) as {
    hostels: Array<{ id: string }>;
  };
  const hostelId = listing.hostels[0].id;

  const student = await newPage(browser);
  const { page } = student;
  await page.goto(`${SITE}/hostels/${hostelId}`);
  await page.getByRole('heading', { name: 'Sri Sai Residency' }).waitFor();
  await page.getByRole('radio', { name: /^Double .*₹7,500 a bed a month/ }).check();
  await page.getByText('Due at check-in: first month ₹7,500 + deposit ₹6,500 = ₹14,000').waitFor();
  const checkIn = new Date(Date.now() + 5 * 86400000).toISOString().slice(0, 10);
  await page.getByLabel('Check-in date').fill(checkIn);
  await page.getByRole('button', { name: 'Request to book' }).click();
  await page.waitForURL('**/login');
  // registering, not logging in: the request still goes
  await page.getByRole('link', { name: 'Register here' }).click();
  await page.waitForURL('**/register');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(`divya.double+${Date.now()}@example.in`);
  await page.getByLabel('Phone').fill('9000066666');
  await page.getByLabel('Password', { exact: true }).fill('secret12');
  await page.getByLabel('Confirm password').fill('secret12');
  await page.getByRole('button', { name: 'Register as Student' }).click();
  await page.getByText('Booking request sent. The owner will answer within 24 hours.').waitFor();
  await page.getByRole('link', { name: 'See My bookings' }).click();
  const request = page
    .getByRole('list', { name: 'Booking requests' })
    .getByRole('listitem')
    .filter({ hasText: 'Sri Sai Residency' });
  await request.getByText('Double', { exact: true }).waitFor();
  await request.getByText('₹7,500').waitFor();

  const owner = await newPage(browser);
  await loginAs(owner.page, 'owner');
  await owner.page.goto(`${SITE}/owner/view-requests`);
  const card = owner.page
    .getByRole('list', { name: 'Booking requests' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await card.getByText('Double sharing · ₹7,500 a bed a month · deposit ₹6,500').waitFor();
  // the room picker offers double rooms only, with free beds and price
  const rooms = await card.getByLabel('Room').locator('option').allTextContents();
  expect(rooms.length).toBeGreaterThan(1);
  for (const room of rooms.slice(1))
    expect(room).toMatch(/^Room \w+ · Double · floor \d+ · \d beds? free · ₹7,500 a bed$/);
  await card.getByRole('button', { name: 'Approve' }).click();
  await owner.page.getByText(new RegExp(`^Approved\\. ${name} is in Room`)).waitFor();

  await page.goto(`${SITE}/student/payments`);
  const bill = page.getByRole('region', { name: 'Current bill' });
  await bill.getByText('Security deposit').waitFor();
  await bill.getByText('(Deposit: due at check-in)').waitFor();
  await bill.getByRole('img', { name: 'UPI QR code: pay ₹6,500 to demoowner@okhdfcbank' }).waitFor();
  await bill.getByLabel('UPI reference (optional)').fill('412345678999');
  await bill.getByRole('button', { name: 'I have paid' }).click();
  await bill.getByText('Awaiting confirmation').waitFor();

  // the deposit is billed in the month of check-in
  await owner.page.goto(`${SITE}/owner/rent?hostel=${hostelId}&month=${checkIn.slice(0, 7)}`);
  const row = owner.page.getByRole('listitem').filter({ hasText: name }).filter({ hasText: 'Security deposit' });
  await row.getByText('The student says they paid (UPI reference 412345678999).').waitFor();
  await row.getByRole('button', { name: `Confirm UPI payment from ${name}` }).click();
  await owner.page.getByRole('alertdialog').getByRole('button', { name: 'Confirm payment' }).click();
  await owner.page.getByText('Payment confirmed. The student has their receipt.').waitFor();

  // no reload: the student's page moves on to the first month and shows the deposit's receipt
  await bill.getByText(/^Rent for /).waitFor();
  await page.getByRole('link', { name: /^Receipt RCT-\d{6}-/ }).waitFor();

  await page.goto(`${SITE}/student/my-bookings`);
  await page.getByRole('link', { name: 'Statement of the stay at Sri Sai Residency' }).click();
  await page.getByRole('heading', { name: 'Statement of the stay' }).waitFor();
  await page.getByText('Balance: ₹7,500 due from you').waitFor();
  expect([...student.errors, ...owner.errors]).toEqual([]);
  await student.context.close();
  await owner.context.close();
});
