// An owner and the students at their hostels: alerts, complaints, house rules.
import type { Browser } from 'playwright-core';
import { openBrowser, signedInPage } from './browser';
import { SITE } from './config';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

it('the owner sends an alert and the student sees it in their notifications', async () => {
  const owner = await signedInPage(browser, 'owner');
  const { page } = owner;
  await page.goto(`${SITE}/owner/send-alerts`);
  await page.getByLabel('Message type').selectOption('holiday');
  await page.getByPlaceholder('Search and select students...').fill('Demo');
  await page.getByRole('checkbox', { name: 'Demo Student (Room 101)' }).check();
  await page.getByRole('button', { name: 'Generate Template' }).click();
  await page.getByText('✨ Template generated successfully!').waitFor();
  expect(await page.getByLabel('Message', { exact: true }).inputValue()).toMatch(/^Dear Demo,/);
  await page.getByRole('heading', { name: 'Message Preview' }).waitFor();
  const text = `Water supply off on Sunday ${Date.now()}`;
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send Alerts' }).click();
  await page.getByText('Alerts sent successfully ✅').waitFor();
  expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('');

  const student = await signedInPage(browser, 'student');
  await student.page.goto(`${SITE}/student/notifications`);
  await student.page.getByRole('listitem', { name: `Unread: ${text}` }).waitFor();
  await student.context.close();
  await owner.context.close();
});

it('a student raises a complaint, the owner resolves it, the student sees Resolved', async () => {
  const student = await signedInPage(browser, 'student');
  const subject = `Geyser not heating ${Date.now()}`;
  await student.page.goto(`${SITE}/student/raise-complaint`);
  await student.page.getByLabel('Subject').fill(subject);
  await student.page.getByLabel('Complaint Details').fill('The geyser in the first-floor bathroom stays cold.');
  await student.page.getByRole('button', { name: 'Submit Complaint' }).click();
  await student.page.getByText('Complaint submitted successfully!').waitFor();

  const owner = await signedInPage(browser, 'owner');
  await owner.page.goto(`${SITE}/owner/view-complaints`);
  const row = owner.page.getByRole('row').filter({ hasText: subject });
  await row.getByText('Demo Student').waitFor();
  await row.getByRole('cell', { name: '101', exact: true }).waitFor();
  await row.getByLabel(`Status of “${subject}”`).selectOption('Resolved');
  await owner.page.getByText('Complaint marked Resolved.').waitFor();

  await student.page.reload();
  const mine = student.page.getByRole('list', { name: 'Your complaints' }).getByRole('listitem').filter({
    hasText: subject,
  });
  await mine.getByText('Resolved', { exact: true }).waitFor();
  // its timeline: raised, then resolved
  const steps = mine.getByRole('list', { name: `Timeline of “${subject}”` }).getByRole('listitem');
  expect((await steps.allTextContents()).map((t) => t.split(' · ')[0])).toEqual(['Raised', 'Resolved']);
  await student.context.close();
  await owner.context.close();
});

it('a rule the owner adds shows on the hostel page for students', async () => {
  const { page, context } = await signedInPage(browser, 'owner');
  const rule = `Lights out at 11 PM (${Date.now()})`;
  await page.goto(`${SITE}/owner/rules-and-regulations`);
  await page.getByRole('button', { name: 'Add Rule' }).click();
  await page.getByText('Rule text cannot be empty.').waitFor();
  await page.getByLabel('New rule').fill(rule);
  await page.getByRole('button', { name: 'Add Rule' }).click();
  await page.getByRole('list', { name: 'Rules' }).getByText(rule).waitFor();

  const student = await signedInPage(browser, 'student');
  await student.page.goto(`${SITE}/student/hostels?search=Sri%20Sai%20Residency`);
  await student.page.getByRole('link', { name: /Sri Sai Residency/ }).click();
  await student.page.getByText(rule).waitFor();
  await student.context.close();

  await page.getByRole('button', { name: `Delete rule: ${rule}` }).click();
  await page.getByRole('alertdialog').getByText('Are you sure you want to delete this rule?').waitFor();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('list', { name: 'Rules' }).getByText(rule).waitFor({ state: 'detached' });
  await context.close();
});
