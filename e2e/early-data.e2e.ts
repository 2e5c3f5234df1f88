// Entering an area, its data is asked for in parallel with its code (issue 16): the shell starts the requests the
// area's areas.json names, and the screen takes their answers instead of asking again. The section's code comes slowly
// here (held back by the test): the data request must not wait for it.
import type { Browser, Request } from 'playwright-core';
import { apiCall, placeSession } from './api';
import { holdBack, openBrowser, newPage, settled, watchLoadingStates } from './browser';
import { SITE } from './config';

const SLOW_CODE_MS = 1500;

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
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
  // (a visitor's /hostels comes rendered with its data, and asks for nothing: prerender.e2e.ts)
  ['/student/hostels', 'student', '/api/hostels?page=1', '__federation_expose_StudentRoutes', 'Browse Hostels'],
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
    await holdBack(page, expose, SLOW_CODE_MS);
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

// A hostel's page opened straight comes rendered with its photo (rendered per request: prerender.e2e.ts). Opened from
// another page of the site (the home page's listings, the student dashboard's cards), the app renders it: the area's
// code is then on its way, and the photo must not wait for it.
it.each([
  ['/', null],
  ['/student-dashboard', 'student'],
] as const)(
  "a hostel page opened from %s: its largest picture is fetched once the hostel's answer is here, before the page's code, and the page renders without a spinner of its own",
  async (from, role) => {
    const expose = '__federation_expose_PublicHostelRoutes';
    const listing = (await apiCall('GET', '/api/hostels?page=1')).body as { hostels: { id: string }[] };
    const hostel = (await apiCall('GET', `/api/hostels/${listing.hostels[0].id}`)).body as {
      name: string;
      images: string[];
    };
    const { context, page, errors } = await newPage(browser);
    if (role) await placeSession(context, role);
    const loadingStates = await watchLoadingStates(page);
    await page.goto(SITE + from);
    const link = page.locator(`a[href="/hostels/${listing.hostels[0].id}"]`).first();
    // the home page's listings come near the end of the page
    for (let i = 0; i < 20 && !(await link.count()); i++) await page.mouse.wheel(0, 600);
    await settled(page);
    await holdBack(page, expose, SLOW_CODE_MS);
    await page.evaluate(() => {
      (window as unknown as { __loadingStates: string[] }).__loadingStates.length = 0; // from the click on
    });
    const picture: number[] = [];
    const hostelAsked: string[] = [];
    let codeArrived = 0;
    page.on('request', (r) => {
      if (r.url() === hostel.images[0]) picture.push(Date.now());
      if (new URL(r.url()).pathname === `/api/hostels/${listing.hostels[0].id}` && r.method() === 'GET')
        hostelAsked.push(r.url());
    });
    page.on('requestfinished', (r) => {
      if (new URL(r.url()).pathname.includes(expose)) codeArrived ||= Date.now();
    });
    await link.click();
    const photo = page.getByRole('img', { name: `${hostel.name}, photo 1 of ${hostel.images.length}` });
    await photo.waitFor();
    await settled(page);
    expect(codeArrived).toBeGreaterThan(0);
    expect(picture.length).toBeGreaterThan(0);
    expect(picture[0]).toBeLessThan(codeArrived);
    // the hostel is asked for once: the page rendered the early answer
    expect(hostelAsked).toHaveLength(1);
    // the page's picture is the one fetched early, and it has loaded
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // the page's code was loaded with the section's: no spinner of the area's while it comes (only the section's,
    // then the page's own states of its data)
    const states = await loadingStates();
    expect(states).toContain('Loading this section...');
    expect(states).not.toContain('Loading...');
    expect(errors).toEqual([]);
    await context.close();
  },
);
