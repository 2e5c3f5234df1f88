import type { Browser, Page } from 'playwright-core';
import { openBrowser, signedInPage, unreadMessages } from './browser';
import { SITE } from './config';
import { pngOfSize } from './fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

const cardNames = (page: Page) => page.getByRole('list', { name: 'Hostels' }).locator('h3').allTextContents();

it('filters, sorts and pages the listing, with the filters in the URL', async () => {
  const { page, context } = await signedInPage(browser, 'student');
  await page.goto(`${SITE}/student/hostels`);
  // 17 seeded hostels; other test files may have added some since.
  const summary = page.getByText(/^\d+ hostels found · page 1 of 2$/);
  await summary.waitFor();
  const total = Number((await summary.textContent())?.split(' ')[0]);
  expect(total).toBeGreaterThanOrEqual(17);
  expect(await cardNames(page)).toHaveLength(12);

  await page.getByRole('button', { name: 'Page 2' }).click();
  await page.getByText(`${total} hostels found · page 2 of 2`).waitFor();
  expect(await cardNames(page)).toHaveLength(total - 12);
  expect(page.url()).toContain('page=2');

  await page.getByLabel('Sort by').selectOption('asc');
  await page.getByText(`${total} hostels found · page 1 of 2`).waitFor();
  const asc = await page
    .getByRole('list', { name: 'Hostels' })
    .getByRole('link')
    .evaluateAll((as) => as.map((a) => Number((a.textContent ?? '').match(/₹([\d,]+)/)?.[1].replace(/,/g, ''))));
  expect(asc).toEqual([...asc].sort((a, b) => a - b));

  await page.getByLabel('Type').selectOption('Girls');
  await page.getByLabel('Area').selectOption('Dilsukhnagar');
  await page.getByText('1 hostel found · page 1 of 1').waitFor();
  expect(await cardNames(page)).toEqual(['Pearl Ladies Hostel']);
  expect(new URL(page.url()).search).toBe('?sort=asc&type=Girls&area=Dilsukhnagar');

  await page.getByLabel('Area').selectOption('Sheriguda');
  await page.getByLabel('Type').selectOption('Co-Living');
  await page.getByText(/Co-living spaces haven’t moved in here yet/).waitFor();
  await page.getByLabel('Type').selectOption('Boys');
  await page.getByLabel('Search by name').fill('zzz');
  await page.getByText('No hostels found matching your criteria in Sheriguda!').waitFor();

  // Typing replaces the history entry, so Back returns to the Co-Living filter before it.
  await page.goBack();
  await page.getByText(/Co-living spaces haven’t moved in here yet/).waitFor();
  expect(await page.getByLabel('Type').inputValue()).toBe('Co-Living');
  await context.close();
});

it('hostel page → add to interested → it shows in the interest list, and in recently viewed', async () => {
  const { page, context } = await signedInPage(browser, 'student');
  await page.goto(`${SITE}/student/hostels?search=Lotus`);
  await page.getByRole('link', { name: /Lotus Girls Hostel/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Lotus Girls Hostel' }).waitFor();
  await page.getByRole('button', { name: 'Add to interested' }).click();
  await page.getByRole('button', { name: 'Remove from interested' }).waitFor();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Interested hostels' }).click();
  await page.getByRole('heading', { name: 'Your Interested Hostels' }).waitFor();
  await page
    .getByRole('list', { name: 'Interested hostels' })
    .getByRole('link', { name: /Lotus Girls Hostel/ })
    .waitFor();

  await page.goto(`${SITE}/student/recently-viewed`);
  await page
    .getByRole('list', { name: 'Recently viewed hostels' })
    .getByRole('link', { name: /Lotus Girls Hostel/ })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Lotus Girls Hostel' }).waitFor();

  await page.goto(`${SITE}/student/interested`);
  await page.getByRole('button', { name: 'Remove Lotus Girls Hostel from interested' }).click();
  await page.getByText("You haven't added any hostels to your interest list yet.").waitFor();
  await context.close();
});

it('request to book → shows in My bookings as Requested, and can be cancelled', async () => {
  const { page, context } = await signedInPage(browser, 'student');
  await page.goto(`${SITE}/student/hostels?search=Metro`);
  await page.getByRole('link', { name: /Metro Stay Dilsukhnagar/ }).click();
  const tomorrow = new Date(Date.now() + 2 * 86400000).toISOString().slice(0, 10);
  await page.getByRole('radio', { name: /^Double/ }).check();
  await page.getByLabel('Check-in date').fill(tomorrow);
  await page.getByLabel('Duration (months)').selectOption('6');
  await page.getByLabel('Note to the owner (optional)').fill('Near the metro please');
  await page.getByRole('button', { name: 'Request to book' }).click();
  await page.getByText('Booking request sent. The owner will answer within 24 hours.').waitFor();
  await page.getByRole('link', { name: 'See My bookings' }).click();

  const requests = page.getByRole('list', { name: 'Booking requests' });
  const row = requests.getByRole('listitem').filter({ hasText: 'Metro Stay Dilsukhnagar' });
  await row.getByText('Requested').waitFor();
  await row.getByText('6 months').waitFor();
  await page.getByRole('list', { name: 'Current stay' }).getByText('Sri Sai Residency').waitFor();

  await row.getByRole('button', { name: 'Cancel request' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancel booking request' })
    .getByRole('button', { name: 'Cancel request' })
    .click();
  await page
    .getByRole('list', { name: 'Stay history' })
    .getByRole('listitem')
    .filter({ hasText: 'Metro Stay Dilsukhnagar' })
    .getByText('Cancelled')
    .waitFor();
  await context.close();
});

it('raises a complaint: success banner, fields cleared, listed with its status', async () => {
  const { page, context } = await signedInPage(browser, 'student');
  await page.goto(`${SITE}/student/raise-complaint`);
  await page.getByRole('button', { name: 'Submit Complaint' }).click();
  await page.getByText('Please fill in all fields').waitFor();
  await page.getByLabel('Subject').fill('Water cooler broken');
  await page.getByLabel('Complaint Details').fill('The water cooler on the ground floor gives warm water.');
  await page.getByRole('button', { name: 'Submit Complaint' }).click();
  await page.getByText('Complaint submitted successfully!').waitFor();
  expect(await page.getByLabel('Subject').inputValue()).toBe('');
  expect(await page.getByLabel('Complaint Details').inputValue()).toBe('');
  const item = page
    .getByRole('list', { name: 'Your complaints' })
    .getByRole('listitem')
    .filter({ hasText: 'Water cooler broken' });
  await item.getByText('Open').waitFor();
  await page.reload();
  await item.getByText('Open').waitFor();
  await context.close();
});

it('payments: the bill from the API, and the demonstration message after about 1.5 s', async () => {
  const { page, context } = await signedInPage(browser, 'student');
  await page.goto(`${SITE}/student/payments`);
  await page.getByText('Sri Sai Residency').waitFor();
  await page.getByText('₹6,500').first().waitFor();
  await page.getByLabel('Net Banking').check();
  const started = Date.now();
  await page.getByRole('button', { name: 'Pay ₹6,500 with Net Banking' }).click();
  await page.getByRole('button', { name: 'Processing...' }).waitFor();
  await page.getByText('This is a UI demonstration. No real payment will be processed.').waitFor();
  expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
  await page.getByRole('table').getByText('Success').first().waitFor();
  await context.close();
});

it('notifications: unread ones highlighted, mark all as read', async () => {
  const { page, context } = await signedInPage(browser, 'student');
  await page.goto(`${SITE}/student/notifications`);
  await page.getByRole('list', { name: 'Notifications' }).waitFor();
  const unread = await unreadMessages(page);
  expect(unread.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: /Mark all as read/ }).click();
  // unread now: only what arrived after the click
  await page.waitForFunction(
    (before) =>
      ![...document.querySelectorAll('[aria-label^="Unread: "]')].some((item) =>
        before.includes((item.getAttribute('aria-label') ?? '').slice('Unread: '.length)),
      ),
    unread,
  );
  const arrived = await unreadMessages(page);
  expect(await page.getByRole('button', { name: /Mark all as read/ }).count()).toBe(arrived.length ? 1 : 0);
  await context.close();
});

it('profile settings: a picture over 2 MB is refused with the spec message; a small one is saved', async () => {
  const { page, context } = await signedInPage(browser, 'student');
  await page.goto(`${SITE}/student/profile-settings`);
  await page.getByRole('tab', { name: 'Personal' }).waitFor();
  await page
    .getByLabel('Profile picture')
    .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: pngOfSize(2 * 1024 * 1024 + 1) });
  await page.getByText('Image is too large (max 2MB).').waitFor();
  await page
    .getByLabel('Profile picture')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngOfSize(2000) });
  expect(await page.getByText('Image is too large (max 2MB).').count()).toBe(0);
  await page.getByLabel('Username').fill('demo_student_1');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Profile updated successfully!').waitFor();
  await page.reload();
  expect(await page.getByLabel('Username').inputValue()).toBe('demo_student_1');
  expect(await page.getByRole('img', { name: 'Your profile picture' }).getAttribute('src')).toMatch(
    /\/uploads\/.+\.png$/,
  );

  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByLabel('Current password').fill('student123');
  await page.getByLabel('New password').fill('student1234');
  await page.getByLabel('Confirm password').fill('student12345');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByText('Passwords do not match.').waitFor();
  await context.close();
});

it('the dashboard embeds the listing', async () => {
  const { page, context } = await signedInPage(browser, 'student');
  await page.goto(`${SITE}/student-dashboard`);
  await page.getByRole('heading', { name: 'Explore Nearby Hostels' }).waitFor();
  await page.getByText(/^\d+ hostels found · page 1 of 2$/).waitFor();
  await context.close();
});
