import type { Browser } from 'playwright-core';
import { launchBrowser, loginAs, newPage } from './browser';
import { SITE } from './config';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const asOwner = async () => {
  const ctx = await newPage(browser);
  await loginAs(ctx.page, 'owner');
  return ctx;
};
const asStudent = async () => {
  const ctx = await newPage(browser);
  await loginAs(ctx.page, 'student');
  return ctx;
};

it('the owner sends an alert and the student sees it in their notifications', async () => {
  const owner = await asOwner();
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

  const student = await asStudent();
  await student.page.goto(`${SITE}/student/notifications`);
  await student.page.getByRole('listitem', { name: `Unread: ${text}` }).waitFor();
  await student.context.close();
  await owner.context.close();
});

it('a student raises a complaint, the owner resolves it, the student sees Resolved', async () => {
  const student = await asStudent();
  const subject = `Geyser not heating ${Date.now()}`;
  await student.page.goto(`${SITE}/student/raise-complaint`);
  await student.page.getByLabel('Subject').fill(subject);
  await student.page.getByLabel('Complaint Details').fill('The geyser in the first-floor bathroom stays cold.');
  await student.page.getByRole('button', { name: 'Submit Complaint' }).click();
  await student.page.getByText('Complaint submitted successfully!').waitFor();

  const owner = await asOwner();
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

it('adding a bank payout method shows only the last 4 digits', async () => {
  const { page, context } = await asOwner();
  await page.goto(`${SITE}/owner/payment-settings`);
  await page.getByRole('table').getByText('Completed').first().waitFor();
  await page.getByLabel('Account number').fill('987654321012');
  await page.getByLabel('IFSC code').fill('ICIC0009876');
  await page.getByLabel('Bank name').fill('ICICI Bank');
  await page.getByLabel('Account holder name').fill('Demo Owner');
  await page.getByRole('button', { name: 'Add Payout Method' }).click();
  await page.getByText('Bank account added as a payout method.').waitFor();
  const methods = page.getByRole('list', { name: 'Payout methods' });
  await methods.getByText('ICICI Bank · XXXX1012').waitFor();
  expect(await page.content()).not.toContain('987654321012');
  await page.getByRole('button', { name: 'Set Default: ICICI Bank · XXXX1012' }).click();
  await page.getByText('Default payout method updated.').waitFor();
  await methods.getByRole('listitem').filter({ hasText: 'ICICI Bank' }).getByText('Default').waitFor();

  await page.getByLabel('IFSC code').fill('BAD');
  await page.getByLabel('Account number').fill('123456789');
  await page.getByLabel('Bank name').fill('X');
  await page.getByLabel('Account holder name').fill('Y');
  await page.getByRole('button', { name: 'Add Payout Method' }).click();
  await page.getByText(/Enter a valid IFSC code/).waitFor();
  await context.close();
});

it('the activity feed marks all as read', async () => {
  const { page, context } = await asOwner();
  await page.goto(`${SITE}/owner/notifications`);
  await page.getByRole('heading', { name: 'Activity Feed' }).waitFor();
  await page.getByRole('list', { name: 'Activity' }).waitFor();
  expect(await page.getByRole('listitem', { name: /^Unread: / }).count()).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await page.getByText('All notifications marked as read.').waitFor();
  expect(await page.getByRole('listitem', { name: /^Unread: / }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Mark all as read' }).count()).toBe(0);
  await page.reload();
  await page.getByRole('list', { name: 'Activity' }).waitFor();
  expect(await page.getByRole('listitem', { name: /^Unread: / }).count()).toBe(0);
  await context.close();
});

it('a rule the owner adds shows on the hostel page for students', async () => {
  const { page, context } = await asOwner();
  const rule = `Lights out at 11 PM (${Date.now()})`;
  await page.goto(`${SITE}/owner/rules-and-regulations`);
  await page.getByRole('button', { name: 'Add Rule' }).click();
  await page.getByText('Rule text cannot be empty.').waitFor();
  await page.getByLabel('New rule').fill(rule);
  await page.getByRole('button', { name: 'Add Rule' }).click();
  await page.getByRole('list', { name: 'Rules' }).getByText(rule).waitFor();

  const student = await asStudent();
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

it('owner settings: tabs, and the location saved through the API', async () => {
  const { page, context } = await asOwner();
  await page.goto(`${SITE}/owner/profile-settings`);
  for (const name of ['Personal Info', 'Location Info', 'Payments Info', 'Security Info'])
    await page.getByRole('tab', { name }).waitFor();
  await page.getByRole('tab', { name: 'Location Info' }).click();
  await page.getByLabel('Latitude').fill('17.2543');
  await page.getByLabel('Longitude').fill('78.6808');
  await page.getByRole('button', { name: 'Save Location Info' }).click();
  await page.getByText('Profile updated successfully!').waitFor();
  await page.reload();
  await page.getByRole('tab', { name: 'Location Info' }).click();
  expect(await page.getByLabel('Latitude').inputValue()).toBe('17.2543');
  await page.getByRole('tab', { name: 'Payments Info' }).click();
  await page.getByText(/Payouts go to/).waitFor();
  await page.getByRole('tab', { name: 'Security Info' }).click();
  await page.getByLabel('Current password').fill('owner123');
  await page.getByLabel('New password').fill('owner1234');
  await page.getByLabel('Confirm password').fill('owner12345');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByText('Passwords do not match.').waitFor();
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await page.waitForURL('**/owner-dashboard');
  await context.close();
});
