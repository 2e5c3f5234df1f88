// Entering an area, its data is asked for in parallel with its code (issue 16): the shell starts the requests the
// area's areas.json names, and the screen takes their answers instead of asking again.
import type { Browser, Request } from 'playwright-core';
import { placeSession } from './api';
import { launchBrowser, newPage, settled } from './browser';
import { SITE } from './config';

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
] as const)(
  '%s: the API request starts before the section code has arrived, and is made once',
  async (route, role, api, expose, text) => {
    const { context, page, errors } = await newPage(browser);
    if (role) await placeSession(context, role);
    const data: Request[] = [];
    let code: Request | undefined;
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (`${url.pathname}${url.search}` === api && r.method() === 'GET') data.push(r);
      if (url.pathname.includes(expose)) code = r;
    });
    await page.goto(SITE + route);
    await page.getByRole('heading', { name: text }).first().waitFor();
    await settled(page);
    expect(data).toHaveLength(1);
    expect(code).toBeDefined();
    const dataStarted = data[0].timing().startTime;
    const codeStarted = code?.timing().startTime ?? 0;
    const codeArrived = codeStarted + (code?.timing().responseEnd ?? 0);
    expect(dataStarted).toBeLessThan(codeArrived);
    expect(errors).toEqual([]);
    await context.close();
  },
);
