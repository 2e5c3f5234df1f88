// The stay's end (issue 15): the student gives notice, the owner confirms the check-out, the bed is free.
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { openBrowser, newPage, signedInPage } from './browser';
import { apiCall, studentRequest } from './api';
import { DATA_DIR, SITE } from './config';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

const send = async (method: string, path: string, body: unknown, token?: string) =>
  (await apiCall(method, path, body, token)).body;

/** A student who moved into Sri Sai Ladies Nest a month ago (booked, approved; the start moved back a month in
 * the test site's database, since a request cannot be for a past date). */
async function studentStaying(name: string) {
  const { email, bookingId: id, hostelId, token } = await studentRequest(name, 'stay123', 6);
  const owner = await send('POST', '/api/auth/login', { email: 'owner@demo.in', password: 'owner123', role: 'owner' });
  await send('PUT', `/api/owner/booking-requests/${id}/approve`, {}, owner.token as string);
  const db = new Database(path.join(DATA_DIR, 'hostel-hub.sqlite'));
  db.prepare("update bookings set check_in_date = date('now', '-30 days') where id = ?").run(id);
  db.close();
  return { email, hostelId, token, owner: owner.token as string, bookingId: id };
}

/** Logs a student in from the login page. */
async function studentLogin(page: import('playwright-core').Page, email: string) {
  await page.goto(`${SITE}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('stay123');
  await page.getByRole('button', { name: 'Login as Student' }).click();
  await page.waitForURL('**/student-dashboard');
}

it('notice, then check-out: the unpaid electricity paid from the deposit, the stay completed, the bed free', async () => {
  const name = 'Lakshmi Prasanna';
  const { email, token, owner: ownerToken, bookingId } = await studentStaying(name);
  await send(
    'POST',
    `/api/owner/stays/${bookingId}/charges`,
    { category: 'Electricity', note: 'October meter', amount: 765 },
    ownerToken,
  );
  // the deposit (₹7,000) was paid at check-in and recorded as cash
  const { body: payments } = await apiCall('GET', '/api/student/payments', undefined, token);
  const deposit = [payments.bill, ...(payments.unpaid as unknown[])].find(
    (b) => (b as { kind?: string } | null)?.kind === 'deposit',
  ) as { id: string };
  await send('PUT', `/api/owner/bills/${deposit.id}/confirm`, { method: 'Cash' }, ownerToken);

  const student = await newPage(browser);
  await studentLogin(student.page, email);
  await student.page.goto(`${SITE}/student/my-bookings`);
  const current = student.page.getByRole('list', { name: 'Current stay' });
  await current.getByRole('button', { name: 'Give notice' }).click();
  await current.getByRole('form', { name: 'Give notice' }).getByRole('button', { name: 'Give notice' }).click();
  await student.page.getByText(/^Notice given: you leave on \d{1,2} \w{3}\./).waitFor();
  await current.getByText(/You gave notice: you leave on/).waitFor();

  const owner = await signedInPage(browser, 'owner');
  await owner.page.goto(`${SITE}/owner/filled-rooms`);
  await owner.page.getByText(new RegExp(`Filled by .*${name}`)).waitFor();
  // the stays have their own screen, in the navbar's "More" menu
  await owner.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' }).click();
  await owner.page.getByRole('menu', { name: 'More' }).getByRole('menuitem', { name: 'Stays' }).click();
  await owner.page.getByRole('heading', { name: 'Current stays', level: 1 }).waitFor();
  const card = owner.page.getByRole('list', { name: 'Current stays' }).getByRole('article', { name: new RegExp(name) });
  await card.getByText(/^Leaving /).waitFor();
  await card.getByRole('button', { name: `Check out ${name}` }).click();
  // the bills still to pay are listed: the electricity is paid from the deposit, a deduction has its reason
  await card.getByRole('checkbox', { name: /^Pay Electricity: October meter, ₹765, from the deposit/ }).check();
  await card.getByRole('button', { name: 'Add a deduction' }).click();
  await card.getByLabel('Amount (₹)').fill('235');
  await card.getByLabel('Reason', { exact: true }).fill('A broken bucket.');
  await card
    .getByLabel('The deposit at check-out')
    .filter({ hasText: `Returned to ${name}₹6,000` })
    .waitFor();
  await card.getByRole('button', { name: 'Confirm check-out' }).click();
  await owner.page
    .getByText(`${name} is checked out; the bed is free. ₹6,000 of the deposit goes back to them.`)
    .waitFor();
  await owner.page.goto(`${SITE}/owner/filled-rooms`);
  await owner.page.getByRole('heading', { name: 'Rooms & Filled Status' }).waitFor();
  await owner.page.getByRole('list', { name: 'Rooms' }).waitFor();
  expect(await owner.page.getByText(new RegExp(`Filled by .*${name}`)).count()).toBe(0);

  await student.page.reload();
  await student.page
    .getByRole('list', { name: 'Stay history' })
    .getByText(
      'Checked out: ₹6,000 of the deposit returned (₹1,000 kept: Electricity: October meter (₹765, settled from the deposit); A broken bucket.).',
    )
    .waitFor();
  // the electricity is paid (from the deposit), not due as well
  const { body: after } = await apiCall('GET', '/api/student/payments', undefined, token);
  const unpaid = [after.bill, ...(after.unpaid as unknown[])].filter(Boolean) as Array<{ title: string }>;
  expect(unpaid.map((b) => b.title)).not.toContain('Electricity: October meter');
  expect([...student.errors, ...owner.errors]).toEqual([]);
  await student.context.close();
  await owner.context.close();
});

it('rent by UPI: the student pays and says so, the owner confirms, the student downloads the receipt', async () => {
  const name = 'Sravani Reddy';
  const { email, hostelId } = await studentStaying(name);

  // the student pays on a phone
  const student = await newPage(browser, { viewport: { width: 390, height: 844 } });
  await studentLogin(student.page, email);
  await student.page.goto(`${SITE}/student/payments`);
  const bill = student.page.getByRole('region', { name: 'Current bill' });
  await bill.getByRole('img', { name: /^UPI QR code: pay ₹[\d,]+ to demoowner@okhdfcbank$/ }).waitFor();
  const link = await bill.getByRole('link', { name: 'Open in a UPI app' }).getAttribute('href');
  expect(link).toMatch(/^upi:\/\/pay\?pa=demoowner%40okhdfcbank&pn=.+&am=\d+\.00&cu=INR&tn=.+&tr=BILL-/);
  await bill.getByLabel('UPI reference (optional)').fill('412345678901');
  await bill.getByRole('button', { name: 'I have paid' }).click();
  await student.page.getByText('Thank you. The owner has been told and will confirm your payment.').waitFor();
  await bill.getByText('Awaiting confirmation').waitFor();
  // focus went to the status that replaced the form
  const status = bill.getByRole('status', { name: 'Payment status' });
  await status.waitFor();
  expect(await status.evaluate((el) => el === document.activeElement)).toBe(true);

  const owner = await signedInPage(browser, 'owner');
  await owner.page.goto(`${SITE}/owner/rent?hostel=${hostelId}`);
  // the deposit's row (the first month has its own)
  const row = owner.page.getByRole('listitem').filter({ hasText: name }).filter({ hasText: 'Security deposit' });
  await row.getByText('The student says they paid (UPI reference 412345678901).').waitFor();
  await row.getByRole('button', { name: `Confirm UPI payment from ${name}` }).click();
  await owner.page.getByRole('alertdialog').getByRole('button', { name: 'Confirm payment' }).click();
  await owner.page.getByText('Payment confirmed. The student has their receipt.').waitFor();
  await row.getByText(/Receipt RCT-\d{6}-/).waitFor();

  // no reload: the confirmation reaches the student's open page, which shows the receipt
  const receipt = student.page.getByRole('link', { name: /^Receipt RCT-\d{6}-/ });
  await receipt.waitFor();
  // the history is cards on a phone: the receipt is on screen, not in a column scrolled off to the side
  const box = await receipt.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  const receiptNo = ((await receipt.textContent()) ?? '').replace('Receipt ', '');
  const [download] = await Promise.all([
    student.page.waitForEvent('download'),
    student.page.getByRole('button', { name: `Download PDF of receipt ${receiptNo}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`receipt-${receiptNo}.pdf`);
  // the file as the browser saved it (read through the connection: the browser runs apart from this test)
  const saved: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) saved.push(chunk as Buffer);
  expect(Buffer.concat(saved).subarray(0, 5).toString()).toBe('%PDF-');
  await receipt.click();
  // it is the deposit's receipt, and says so
  await student.page.getByRole('heading', { name: 'Deposit receipt' }).waitFor();
  await student.page.getByText(receiptNo).waitFor();
  expect(await student.page.title()).toBe(`Deposit receipt ${receiptNo} · Hostel Hub`);
  expect([...student.errors, ...owner.errors]).toEqual([]);
  await student.context.close();
  await owner.context.close();
});
