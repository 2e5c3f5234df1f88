// Asking before booking (issue 38): a visitor writes to a hostel from its page, registers, and the question
// goes; the owner answers from Messages; the student's open conversation shows the answer without a reload.
import type { Browser } from 'playwright-core';
import { API } from './api';
import { openBrowser, loginAs, newPage } from './browser';
import { SITE } from './config';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

it('a visitor asks, registers, the owner answers, and the student sees it live', async () => {
  const name = 'Mahesh Questions';
  const tag = Math.random().toString(36).slice(2, 8);
  const question = `Is a bed free from July? (${tag})`;
  const listing = (await (await fetch(`${API}/api/hostels?search=Sri%20Sai%20Residency`)).json()) as {
    hostels: Array<{ id: string; name: string }>;
  };
  const hostelId = listing.hostels.find((h) => h.name === 'Sri Sai Residency')?.id;

  const student = await newPage(browser);
  const { page } = student;
  await page.goto(`${SITE}/hostels/${hostelId}`);
  await page.getByRole('heading', { name: 'Ask the hostel' }).waitFor();
  // no phone number on the public page
  expect(await page.getByRole('main').locator('a[href^="tel:"]').count()).toBe(0);
  await page.getByLabel('Your question to Sri Sai Residency').fill(question);
  await page.getByRole('button', { name: 'Log in to send' }).click();
  await page.waitForURL('**/login');
  await page.getByRole('link', { name: 'Register here' }).click();
  await page.waitForURL('**/register');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(`mahesh.q+${Date.now()}@example.in`);
  await page.getByLabel('Phone').fill('9000077777');
  await page.getByLabel('Password', { exact: true }).fill('secret12');
  await page.getByLabel('Confirm password').fill('secret12');
  await page.getByRole('button', { name: 'Register as Student' }).click();
  // back on the hostel's page with the question in the box
  const box = page.getByLabel('Your question to Sri Sai Residency');
  await expectValue(box, question);
  await page.getByRole('button', { name: 'Send question' }).click();
  await page.getByRole('link', { name: 'See the conversation in Messages' }).click();
  await page.waitForURL('**/student/messages/*');
  const studentLog = page.getByRole('list', { name: 'Messages' });
  await studentLog.getByText(question).waitFor();

  const owner = await newPage(browser);
  await loginAs(owner.page, 'owner');
  const ownerNav = owner.page.getByRole('navigation', { name: 'Main' });
  await ownerNav.getByRole('link', { name: /^Messages, \d+ unread$/ }).click();
  await owner.page.waitForURL('**/owner/messages');
  await owner.page
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('link', { name: new RegExp(`^${name} · Sri Sai Residency`) })
    .click();
  await owner.page.getByRole('list', { name: 'Messages' }).getByText(question).waitFor();
  const answer = `Yes, a double from 1 July. (${tag})`;
  await owner.page.getByLabel('Your message').fill(answer);
  const sentAt = Date.now();
  await owner.page.getByRole('button', { name: 'Send', exact: true }).click();

  await studentLog.getByText(answer).waitFor({ timeout: 10_000 });
  console.log(`[messages] the answer reached the student's open conversation in ${Date.now() - sentAt} ms`);
  expect(page.url()).toContain('/student/messages/');
  expect(student.errors).toEqual([]);
  expect(owner.errors).toEqual([]);
  await student.context.close();
  await owner.context.close();
});

/** Polls a field until it holds `value`. */
async function expectValue(field: import('playwright-core').Locator, value: string) {
  for (let i = 0; i < 100; i++) {
    if ((await field.inputValue().catch(() => '')) === value) return;
    await field.page().waitForTimeout(100);
  }
  expect(await field.inputValue()).toBe(value);
}
