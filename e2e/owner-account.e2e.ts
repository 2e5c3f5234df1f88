// An owner's own account: payout methods, the activity feed, settings.
import type { Browser } from 'playwright-core';
import { openBrowser, loginAs, newPage, unreadMessages } from './browser';
import { SITE } from './config';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

const asOwner = async () => {
  const ctx = await newPage(browser);
  await loginAs(ctx.page, 'owner');
  return ctx;
};

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
  const unread = await unreadMessages(page);
  expect(unread.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await page.getByText('All notifications marked as read.').waitFor();
  // unread now: only what arrived after the click; the button shows only then
  const arrived = await unreadMessages(page);
  expect(arrived.filter((message) => unread.includes(message))).toEqual([]);
  expect(await page.getByRole('button', { name: 'Mark all as read' }).count()).toBe(arrived.length ? 1 : 0);
  await page.reload();
  await page.getByRole('list', { name: 'Activity' }).waitFor();
  expect((await unreadMessages(page)).filter((message) => unread.includes(message))).toEqual([]);
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
