import type { Browser } from 'playwright-core';
import { openBrowser, loginAsOperator, newPage, signedInPage } from './browser';
import { SITE } from './config';
import { pngOfSize } from './fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

it('the dashboard shows live numbers for this owner', async () => {
  const { page, context } = await signedInPage(browser, 'owner');
  await page.goto(`${SITE}/owner-dashboard`);
  const hostelsTile = page.getByRole('link', { name: /Hostels/ }).filter({ hasText: 'Your listed hostels' });
  await hostelsTile.getByText('2', { exact: true }).waitFor();
  await page.getByRole('link', { name: /booking requests? waiting for your answer/ }).waitFor();
  await context.close();
});

it('adds a hostel: pending verification in My Hostels, hidden from students until the operator verifies it', async () => {
  const { page, context } = await signedInPage(browser, 'owner');
  await page.goto(`${SITE}/owner/add-hostel`);
  await page.getByLabel('Hostel name').fill('Riverside Co-Live');
  await page.getByLabel('Contact number').fill('9123400000');
  await page.getByLabel('Category').selectOption('Co-Live');
  await page.getByLabel('Area').selectOption('Narayanaguda');
  await page.getByLabel('Number of rooms').fill('3');
  await page.getByLabel('Monthly rent (₹)').fill('9900');
  await page.getByLabel('Facilities').fill('Wi-Fi, Gym, Housekeeping');
  await page.getByLabel('Location').fill('Street 5, Narayanaguda, Hyderabad');
  await page.getByRole('button', { name: 'Generate description' }).click();
  await page.waitForFunction(() =>
    (document.querySelector('textarea') as HTMLTextAreaElement).value.includes('Riverside Co-Live'),
  );
  await page.getByRole('button', { name: 'Add Hostel' }).click();
  await page.getByText('Please fill in all required fields and upload at least one image.').waitFor();
  await page.getByLabel('Images').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: pngOfSize(5000) });
  await page.getByRole('button', { name: 'Add Hostel' }).click();
  await page.waitForURL('**/owner-dashboard');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Hostels' }).click();
  const card = page
    .getByRole('list', { name: 'Your hostels' })
    .getByRole('listitem')
    .filter({ hasText: 'Riverside Co-Live' });
  await card.getByText('Category: Co-Living').waitFor();
  await card.getByText('Pending verification').waitFor();
  await card.getByRole('button', { name: 'View Riverside Co-Live' }).click();
  await page.getByRole('heading', { name: 'Occupancy' }).waitFor();
  expect(await page.locator('dl').textContent()).toMatch(/Rooms3Beds6/);

  const student = await signedInPage(browser, 'student');
  await student.page.goto(`${SITE}/student/hostels?search=Riverside`);
  await student.page.getByText('No hostels found').waitFor();

  // the operator verifies it in the operator's area (the fourth remote)
  const operator = await newPage(browser);
  await loginAsOperator(operator.page);
  await operator.page.getByRole('link', { name: /Hostels to verify/ }).click();
  const pending = operator.page.getByRole('article', { name: 'Riverside Co-Live' });
  await pending.getByText('Owner: Demo Owner (owner@demo.in)').waitFor();
  await pending.getByRole('button', { name: 'Verify Riverside Co-Live' }).click();
  await operator.page.getByText('Riverside Co-Live: Verified.').waitFor();
  await operator.context.close();

  await student.page.reload();
  await student.page.getByRole('link', { name: /^Riverside Co-Live Narayanaguda · .*₹9,900 .*Available$/ }).click();
  await student.page.getByRole('heading', { level: 1, name: 'Riverside Co-Live' }).waitFor();
  await student.context.close();
  await context.close();
});

it('adds a student: the room shows "Filled by" them and they are in My Students', async () => {
  const { page, context } = await signedInPage(browser, 'owner');
  await page.goto(`${SITE}/owner/add-student`);
  await page.getByLabel('Name').fill('Harsha Vardhan');
  await page.getByLabel('Email').fill('harsha@example.in');
  await page.getByLabel('Phone').fill('9000012345');
  await page.getByLabel('Hostel', { exact: true }).selectOption({ label: 'Sri Sai Residency' });
  await page.getByLabel('Floor').selectOption({ label: 'Floor 2' });
  await page.getByLabel('Room').selectOption('202');
  // the rent starts from the room's price a bed: the resident is billed like a booked stay
  expect(Number(await page.getByLabel('Rent a month (₹, optional)').inputValue())).toBeGreaterThan(0);
  await page.getByLabel('Deposit you hold (₹, optional)').fill('5000');
  await page.getByRole('button', { name: 'Add Student' }).click();
  await page.waitForURL('**/owner/my-students');
  await page.getByText('Student added successfully!').waitFor();
  await page.getByRole('heading', { name: 'Harsha Vardhan' }).waitFor();

  await page.goto(`${SITE}/owner/filled-rooms`);
  const room202 = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Room 202' }) })
    .filter({ hasText: 'Sri Sai Residency' });
  await room202.getByText('Filled by Harsha Vardhan').waitFor();
  await page.goto(`${SITE}/owner/rent`);
  await page.getByLabel('Hostel', { exact: true }).selectOption({ label: 'Sri Sai Residency' });
  await page
    .getByRole('list', { name: /^Rent for / })
    .getByText('Harsha Vardhan')
    .waitFor();
  await context.close();
});

/** A new student registers and asks to book Sri Sai Residency; their page stays open. */
async function newStudentRequest(name: string, phone: string) {
  const student = await newPage(browser);
  await student.page.goto(`${SITE}/register`);
  await student.page.getByLabel('Full name').fill(name);
  await student.page.getByLabel('Email').fill(`${name.split(' ')[0].toLowerCase()}+${Date.now()}@example.in`);
  await student.page.getByLabel('Phone').fill(phone);
  await student.page.getByLabel('Password', { exact: true }).fill('secret12');
  await student.page.getByLabel('Confirm password').fill('secret12');
  await student.page.getByRole('button', { name: 'Register as Student' }).click();
  await student.page.waitForURL('**/student-dashboard');
  await student.page.goto(`${SITE}/student/hostels?search=Sri%20Sai%20Residency`);
  await student.page.getByRole('link', { name: /Sri Sai Residency/ }).click();
  await student.page.getByRole('radio', { name: /^Triple/ }).check();
  await student.page.getByLabel('Check-in date').fill(new Date(Date.now() + 3 * 86400000).toISOString().slice(0, 10));
  await student.page.getByRole('button', { name: 'Request to book' }).click();
  await student.page.getByText(/Booking request sent/).waitFor();
  return student;
}

it('the dashboard counts follow an approval at once, without reloading the page', async () => {
  const student = await newStudentRequest('Bhavya Count', '9000045678');
  const { page, context } = await signedInPage(browser, 'owner');
  // other files' students ask for and are given beds at the demo owner's hostels meanwhile, and the dashboard
  // loads again on each: its counts are checked against its latest answer, which must count Bhavya in
  const answers: Array<{ students: number; pendingRequests: number }> = [];
  page.on('response', async (r) => {
    if (r.url().endsWith('/api/owner/dashboard') && r.ok()) answers.push(await r.json());
  });
  await page.goto(`${SITE}/owner-dashboard`);
  const tile = (text: string) => page.getByRole('link').filter({ hasText: text });
  const count = async (text: string) => Number(((await tile(text).textContent()) ?? '').match(/\d+/)?.[0]);
  await tile('Students staying with you').getByText(/^\d+$/).waitFor();
  const pending = page.getByRole('link', { name: /booking requests? waiting for your answer/ });
  const studentsBefore = await count('Students staying with you');
  const filledBefore = await count('Rooms with students');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page.getByRole('link', { name: 'View Booking Requests' }).click();
  const request = page
    .getByRole('list', { name: 'Booking requests' })
    .getByRole('listitem')
    .filter({ hasText: 'Bhavya Count' });
  await request.getByRole('button', { name: 'Approve' }).click();
  await page.getByText(/^Approved\. Bhavya Count is in Room/).waitFor();
  const answersBefore = answers.length;

  // back through the account menu: a link, so the page is never reloaded
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Demo Owner' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Dashboard' }).click();
  await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
  const shown = async () => ({
    students: await count('Students staying with you'),
    pendingRequests: (await pending.count()) ? Number(((await pending.textContent()) ?? '').match(/\d+/)?.[0]) : 0,
  });
  for (let tries = 0; ; tries++) {
    const latest = answers.length > answersBefore ? answers[answers.length - 1] : undefined;
    const now = await shown();
    const same = latest && now.students === latest.students && now.pendingRequests === latest.pendingRequests;
    if (same && latest.students > studentsBefore) break;
    if (tries === 100)
      throw new Error(`the dashboard shows ${JSON.stringify(now)}; answered ${JSON.stringify(latest)}`);
    await page.waitForTimeout(50);
  }
  expect(await count('Rooms with students')).toBeGreaterThanOrEqual(filledBefore);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await student.context.close();
  await context.close();
});

it("a student's request, approved by the owner, shows as an upcoming stay in the student's My bookings", async () => {
  const student = await newStudentRequest('Asha Request', '9000034567');

  const { page, context } = await signedInPage(browser, 'owner');
  await page.goto(`${SITE}/owner/view-requests`);
  const request = page
    .getByRole('list', { name: 'Booking requests' })
    .getByRole('listitem')
    .filter({ hasText: 'Asha Request' });
  await request.getByText(/left to answer/).waitFor();
  // a triple sharing request: Room 103 is the hostel's triple room, the only one offered
  await request.getByLabel('Room').selectOption({ index: 1 });
  expect(await request.getByLabel('Room').locator('option').nth(1).textContent()).toMatch(/^Room 103 · Triple · /);
  await request.getByRole('button', { name: 'Approve' }).click();
  await page.getByText('Approved. Asha Request is in Room 103, Floor 1.').waitFor();
  await request.waitFor({ state: 'detached' });

  await student.page.goto(`${SITE}/student/my-bookings`);
  // confirmed, with its check-in still to come: upcoming, not the stay she is in
  const stay = student.page
    .getByRole('list', { name: 'Upcoming stay' })
    .getByRole('listitem')
    .filter({ hasText: 'Sri Sai Residency' });
  await stay.getByText('Upcoming', { exact: true }).waitFor();
  await stay.getByText('Room 103, Floor 1').waitFor();
  await student.page.goto(`${SITE}/student/notifications`);
  await student.page.getByText(/Your booking at Sri Sai Residency was approved/).waitFor();
  await student.context.close();
  await context.close();
});

it('deleting a hostel with students staying is refused with a clear message', async () => {
  const { page, context } = await signedInPage(browser, 'owner');
  await page.goto(`${SITE}/owner/my-hostels`);
  await page.getByRole('button', { name: 'Delete Sri Sai Residency' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete hostel' })
    .getByText('Are you sure you want to delete this hostel?')
    .waitFor();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await page.getByText(/Sri Sai Residency has \d+ students staying/).waitFor();
  await page.getByRole('heading', { name: 'Sri Sai Residency' }).waitFor();
  await context.close();
});

it('a student cannot open owner pages: she is told whose area it is, and sees nothing of it', async () => {
  const student = await signedInPage(browser, 'student');
  await student.page.goto(`${SITE}/owner/my-hostels`);
  await student.page.getByRole('heading', { name: 'This area is for hostel owners' }).waitFor();
  expect(await student.page.getByRole('heading', { name: 'My Hostels' }).count()).toBe(0);
  await student.context.close();
});
