// Entering an area, its data is asked for in parallel with its code (issue 16): the shell starts the requests the
// area's areas.json names, and the screen takes their answers instead of asking again. The section's code comes slowly
// here (held back by the test): the data request must not wait for it.
import type { Browser, Request } from 'playwright-core';
import { placeSession } from './api';
import { launchBrowser, newPage, settled } from './browser';
import { SITE } from './config';

const SLOW_CODE_MS = 1500;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it.each([
  ['/owner-dashboard', 'owner', '/api/owner/dashboard', '__federation_expose_DashboardPage', 'Quick actions'],
  [
    '/student-dashboard',
    'student',
    '/api/hostels?page=1',
    '__federation_expose_DashboardPage',
    'Explore Nearby Hostels',
  ],
  ['/hostels', null, '/api/hostels?page=1', '__federation_expose_PublicHostelRoutes', 'Browse Hostels'],
  // a page inside an area: its own requests, named by address in the area's areas.json
  [
    '/owner/view-requests',
    'owner',
    '/api/owner/booking-requests?page=1&pageSize=100',
    '__federation_expose_OwnerRoutes',
    'Booking Requests',
  ],
] as const)(
  '%s: the API request starts before the section code has arrived, and is made once',
  async (route, role, api, expose, text) => {
    const { context, page, errors } = await newPage(browser);
    if (role) await placeSession(context, role);
    await page.route(
      (url) => url.pathname.includes(expose),
      async (r) => {
        await new Promise((resolve) => setTimeout(resolve, SLOW_CODE_MS));
        await r.continue();
      },
    );
    const data: Request[] = [];
    let dataStarted = 0;
    let codeArrived = 0;
    const isCode = (r: Request) => new URL(r.url()).pathname.includes(expose);
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (`${url.pathname}${url.search}` !== api || r.method() !== 'GET') return;
      data.push(r);
      dataStarted ||= Date.now();
    });
    page.on('requestfinished', (r) => {
      if (isCode(r)) codeArrived ||= Date.now();
    });
    await page.goto(SITE + route);
    await page.getByRole('heading', { name: text }).first().waitFor();
    await settled(page);
    expect(data).toHaveLength(1);
    expect(codeArrived).toBeGreaterThan(0);
    expect(dataStarted).toBeGreaterThan(0);
    expect(dataStarted).toBeLessThan(codeArrived);
    expect(errors).toEqual([]);
    await context.close();
  },
);
