// The site's pages come as HTML that already shows them (shell/src/prerender, tools/rendered-pages.mjs): rendered
// before any script, then hydrated by the app, with nothing moving and nothing typed lost.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page, Route } from 'playwright-core';
import { openBrowser, newPage, hydrated, watchLayoutShift, watchLoadingStates } from './browser';
import { apiCall, placeSession } from './api';
import { SITE } from './config';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

/** Holds the shell's first script until `release` is called: the page as it is before any of the app runs. */
async function holdShellScript(page: Page) {
  let held: Route | null = null;
  let release = false;
  await page.route(/\/shell\/[^/]+\/main\.js/, (route) => {
    if (release) return route.continue();
    held = route;
  });
  return async () => {
    release = true;
    await (held as Route | null)?.continue();
  };
}

it.each([
  ['/', 'heading', 'Find a hostel'],
  ['/about', 'heading', 'About Hostel Hub'],
  ['/contact', 'heading', 'Contact Us'],
  ['/register', 'button', 'Register as Student'],
])('%s shows itself with JavaScript off (the HTML is the page)', async (path, role, name) => {
  const { page, context } = await newPage(browser, { javaScriptEnabled: false });
  await page.goto(SITE + path);
  await page
    .getByRole(role as 'heading' | 'button', { name })
    .first()
    .waitFor();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  expect(await page.title()).toMatch(/Hostel Hub/);
  // an address of a role's area with no page the server renders needs the app
  await page.goto(`${SITE}/student/my-bookings`);
  expect(await page.locator('#root').innerHTML()).toBe('');
  // one the server renders shows nothing of it without scripts: it is shown only to a stored session of that role
  await page.goto(`${SITE}/student-dashboard`);
  expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(false);
  await context.close();
});

it.each([
  ['/legal/privacy-policy', 'Privacy Policy'],
  ['/support', 'Support Centre'],
])(
  "%s, a page a remote renders, shows itself with JavaScript off (the remote's release rendered it)",
  async (path, h1) => {
    const { page, context } = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(SITE + path);
    await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByRole('contentinfo').waitFor();
    expect(await page.title()).toBe(`${h1} · Hostel Hub`);
    expect(await page.locator('main h1').count()).toBe(1);
    await context.close();
  },
);

/** The first hostel of the listing, as the API answers it to anyone. */
async function firstHostel() {
  const listing = (await apiCall('GET', '/api/hostels?page=1')).body as { hostels: Array<{ id: string }> };
  return (await apiCall('GET', `/api/hostels/${listing.hostels[0].id}`)).body as {
    id: string;
    name: string;
    images: string[];
  };
}

it('the hostel listing shows itself with JavaScript off: the hostels its address asks for, rendered for this request', async () => {
  const listing = (await apiCall('GET', '/api/hostels?page=1')).body as {
    hostels: Array<{ id: string; name: string }>;
  };
  const { page, context } = await newPage(browser, { javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  await page.goto(`${SITE}/hostels`);
  await page.getByRole('heading', { level: 1, name: 'Browse Hostels' }).waitFor();
  const cards = page.getByRole('list', { name: 'Hostels' }).locator(':scope > li');
  expect(await cards.count()).toBe(listing.hostels.length);
  expect(await cards.first().getByRole('link').getAttribute('href')).toBe(`/hostels/${listing.hostels[0].id}`);
  expect(await cards.first().getByRole('heading', { level: 3 }).textContent()).toBe(listing.hostels[0].name);
  // a filter in the address (a link, or the search form sent without JavaScript) is rendered with it too
  const girls = (await apiCall('GET', '/api/hostels?type=Girls&page=1')).body as { hostels: Array<{ name: string }> };
  await page.goto(`${SITE}/hostels?type=Girls`);
  expect(await cards.getByRole('heading', { level: 3 }).allTextContents()).toEqual(girls.hostels.map((h) => h.name));
  await context.close();
});

it("a hostel's page shows itself with JavaScript off: the remote's release rendered it with the hostel's data", async () => {
  const hostel = await firstHostel();
  const { page, context } = await newPage(browser, { javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  await page.goto(`${SITE}/hostels/${hostel.id}`);
  await page.getByRole('heading', { level: 1, name: hostel.name }).waitFor();
  const photo = page.getByRole('img', { name: `${hostel.name}, photo 1 of ${hostel.images.length}` });
  expect(await photo.getAttribute('src')).toBe(hostel.images[0]);
  await page.waitForFunction((img) => (img as HTMLImageElement).complete, await photo.elementHandle());
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await page.getByRole('heading', { level: 2, name: 'Hostel rules' }).isVisible()).toBe(true);
  expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
  expect(await page.title()).toBe(`${hostel.name} · Hostel Hub`);
  await context.close();
});

it("a hostel's page is hydrated: its elements kept, what was chosen kept, no warning, no second request for its data", async () => {
  const hostel = await firstHostel();
  const { page, context, errors } = await newPage(browser, { viewport: { width: 390, height: 844 } });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(`/api/hostels/${hostel.id}`)) asked.push(request.url());
  });
  const release = await holdShellScript(page);
  await page.goto(`${SITE}/hostels/${hostel.id}`, { waitUntil: 'commit' });
  // its reviews came with it too
  expect(await page.getByText('Loading reviews...').count()).toBe(0);
  await page.getByRole('heading', { level: 1, name: hostel.name }).waitFor();
  await page.getByLabel('Duration (months)').selectOption('6');
  await page.getByLabel('Duration (months)').evaluate((field) => Object.assign(window, { __chosenIn: field }));
  await release();
  await hydrated(page);
  // hydrated: the very element chosen in is the app's field now, with the visitor's choice
  const field = page.getByLabel('Duration (months)');
  expect(await field.evaluate((e) => (window as { __chosenIn?: Element }).__chosenIn === e)).toBe(true);
  expect(await field.inputValue()).toBe('6');
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]); // the server's render asked for the hostel and its reviews; the page came with them
  expect(errors).toEqual([]); // no hydration error (React reports one as an error)
  await context.close();
});

it("a student's hostel page shows itself before any script, as a student's, and is hydrated with what she saved", async () => {
  const hostel = await firstHostel();
  // a student of her own, who saved this hostel: the HTML (rendered for anyone) cannot know it, the app can
  const email = `saver-${Date.now()}@example.in`;
  const { body } = await apiCall('POST', '/api/auth/register', {
    name: 'Saver Student',
    email,
    phone: '9000066666',
    password: 'saver123',
    role: 'student',
  });
  const token = body.token as string;
  expect((await apiCall('POST', '/api/student/interested', { hostelId: hostel.id }, token)).status).toBeLessThan(300);
  const { page, context, errors } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  await context.addInitScript(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify(body.user)],
  );
  const violations: string[] = [];
  await page.exposeFunction('__violation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __violation: (t: string) => void }).__violation(`${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  const loadingStates = await watchLoadingStates(page);
  const shift = await watchLayoutShift(page);
  const hostelAsked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api/hostels/${hostel.id}` && r.method() === 'GET') hostelAsked.push(r.url());
  });
  const release = await holdShellScript(page);
  await page.goto(`${SITE}/student/hostels/${hostel.id}`, { waitUntil: 'commit' });
  // before any script: the hostel, its photo, a student's navbar (her name is the app's to show)
  await page.getByRole('heading', { level: 1, name: hostel.name }).waitFor();
  expect(await page.getByRole('img', { name: `${hostel.name}, photo 1 of ${hostel.images.length}` }).isVisible()).toBe(
    true,
  );
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Browse Hostels' }).waitFor();
  expect(await nav.getByRole('button', { name: 'Your account' }).isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: 'Add to interested' }).isVisible()).toBe(true);
  await page.locator('#root h1').evaluate((h1) => Object.assign(window, { __serverH1: h1 }));
  // the booking form shows its defaults, and the app keeps them (nothing was chosen)
  expect(await page.getByLabel('Duration (months)').inputValue()).toBe('3');
  expect(hostelAsked).toEqual([]);
  await release();
  await hydrated(page);
  // hydrated (the server's heading is the app's), then what only she may see: her name, this hostel on her list
  expect(await page.locator('#root h1').evaluate((h1) => (window as { __serverH1?: Element }).__serverH1 === h1)).toBe(
    true,
  );
  await nav.getByRole('button', { name: /Saver Student/ }).waitFor();
  await page.getByRole('button', { name: 'Remove from interested' }).waitFor();
  expect(await page.getByLabel('Duration (months)').inputValue()).toBe('3');
  expect(hostelAsked).toHaveLength(1);
  expect(await loadingStates()).toEqual([]);
  expect(await shift()).toBeLessThanOrEqual(0.02);
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

it("a remote's server-rendered page: hydrated with its section whole, nothing moving, the visitor's scroll kept", async () => {
  const { page, context, errors } = await newPage(browser, { viewport: { width: 390, height: 844 } });
  const shift = await watchLayoutShift(page);
  const release = await holdShellScript(page);
  await page.goto(`${SITE}/legal/terms-and-conditions`, { waitUntil: 'commit' });
  await page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor();
  await page.mouse.wheel(0, 1500); // reading on before the code arrives
  await page.waitForFunction(() => window.scrollY > 1000);
  const readingAt = await page.evaluate(() => window.scrollY);
  await release();
  await hydrated(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(readingAt);
  // the app hydrated the section itself (no loading state in between): its links are the router's now
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link').first().waitFor();
  expect(await page.getByText('Loading this section...').count()).toBe(0);
  expect(await shift()).toBeLessThanOrEqual(0.02);
  await page.getByRole('link', { name: 'Support', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Support Centre' }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0); // a new page opens at the top
  expect(errors).toEqual([]);
  await context.close();
});

it.each(['/about', '/legal/privacy-policy', '/hostels'])(
  "%s: the app's first render gives each element the classes the server's render gave it",
  async (path) => {
    // styled-components' ids come from each file (the swc plugin), not from the order the code ran in: the same
    // component tree renders the same classes on both sides, as hydrating server HTML needs
    const { page, context } = await newPage(browser);
    const release = await holdShellScript(page);
    await page.goto(SITE + path, { waitUntil: 'commit' });
    await page.locator('main h1').first().waitFor();
    const classes = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('#root *')].map((e) => `${e.tagName} ${e.getAttribute('class')}`),
      );
    const server = await classes();
    await release();
    await hydrated(page);
    const app = await classes();
    expect(server.filter((c) => c.includes('sc-')).length).toBeGreaterThan(10);
    expect(app.slice(0, server.length)).toEqual(server);
    await context.close();
  },
);

it('the app hydrates the page without a layout shift, and then it is the app (client-side navigation)', async () => {
  const { page, context, errors } = await newPage(browser, { viewport: { width: 390, height: 844 } });
  const shift = await watchLayoutShift(page);
  await page.goto(`${SITE}/about`);
  await hydrated(page);
  await page.waitForTimeout(500);
  expect(await shift()).toBeLessThanOrEqual(0.02);
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Contact Us' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});

it('what a visitor types before the code arrives is kept, and the form then signs in', async () => {
  const { page, context, errors } = await newPage(browser);
  const release = await holdShellScript(page);
  await page.goto(`${SITE}/login`, { waitUntil: 'commit' });
  await page.getByLabel('Email').fill('student@demo.in');
  await page.getByLabel('Password', { exact: true }).fill('student123');
  await page.getByLabel('Password', { exact: true }).press('Enter'); // the browser does not send it by itself
  await page.waitForTimeout(300);
  expect(new URL(page.url()).search).toBe('');
  await page.getByLabel('Email').evaluate((field) => Object.assign(window, { __typedInto: field }));
  await release();
  await hydrated(page);
  // hydrated: the very element the visitor typed into is the app's field now
  expect(
    await page.getByLabel('Email').evaluate((field) => (window as { __typedInto?: Element }).__typedInto === field),
  ).toBe(true);
  expect(await page.getByLabel('Email').inputValue()).toBe('student@demo.in');
  expect(await page.getByLabel('Password', { exact: true }).evaluate((e) => e === document.activeElement)).toBe(true);
  await page.getByRole('button', { name: 'Login as Student' }).click();
  await page.waitForURL('**/student-dashboard');
  expect(errors).toEqual([]);
  await context.close();
});

it('an area chosen and a name typed on the listing before the code arrives are its filters once it is hydrated', async () => {
  const { page, context, errors } = await newPage(browser);
  const release = await holdShellScript(page);
  await page.goto(`${SITE}/hostels`, { waitUntil: 'commit' });
  // by keyboard (the page holds clicks back until it is hydrated)
  await page.getByLabel('Area').focus();
  await page.keyboard.press('ArrowDown');
  const area = await page.getByLabel('Area').inputValue();
  expect(area).not.toBe('');
  await page.getByLabel('Search by name').focus();
  await page.keyboard.type('Hostel');
  await release();
  await hydrated(page);
  await page.waitForURL((url) => url.searchParams.get('area') === area && url.searchParams.get('search') === 'Hostel');
  expect(await page.getByLabel('Area').inputValue()).toBe(area);
  expect(await page.getByLabel('Search by name').inputValue()).toBe('Hostel');
  await page
    .getByRole('status')
    .filter({ hasText: /hostels? found/ })
    .waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

it("what a visitor types in the home page's search before the code arrives is what it then searches for", async () => {
  const { page, context, errors } = await newPage(browser);
  const release = await holdShellScript(page);
  await page.goto(SITE, { waitUntil: 'commit' });
  await page.getByLabel('Hostel name or facility').fill('wifi');
  await release();
  await hydrated(page);
  await page.getByRole('button', { name: 'Search hostels' }).click();
  await page.waitForURL('**/hostels?search=wifi');
  expect(errors).toEqual([]);
  await context.close();
});

it('a browser in the dark theme never sees the light prerendered view: it stays hidden until the app renders', async () => {
  const { page, context, errors } = await newPage(browser);
  await page.addInitScript(() => localStorage.setItem('darkMode', 'true'));
  const release = await holdShellScript(page);
  await page.goto(`${SITE}/about`, { waitUntil: 'commit' });
  await page.locator('#root h1').waitFor({ state: 'attached' });
  expect(await page.locator('#root').evaluate((root) => getComputedStyle(root).visibility)).toBe('hidden');
  await release();
  await hydrated(page);
  expect(await page.locator('#root').evaluate((root) => getComputedStyle(root).visibility)).toBe('visible');
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  await page.getByRole('heading', { level: 1, name: 'About Hostel Hub' }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

it.each([
  ['a dark-theme visitor', null, '/about'],
  ['a signed-in student', 'student', '/hostels/first'],
] as const)(
  "%s's public page is hydrated too, and shown only once it looks as this browser sees it",
  async (_, role, address) => {
    const { page, context, errors } = await newPage(browser);
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    if (role) await placeSession(context, role);
    else await page.addInitScript(() => localStorage.setItem('darkMode', 'true'));
    // what the page looks like when it is first shown (the observer runs after the task that shows it)
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const root = document.getElementById('root');
        if (!root || root.hasAttribute('data-prerendered')) return;
        observer.disconnect();
        const nav = document.querySelector('nav[aria-label="Main"]') as HTMLElement;
        const shownAs = { nav: nav.textContent ?? '', background: getComputedStyle(nav).backgroundColor };
        Object.assign(window, { __shownAs: shownAs });
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-prerendered'] });
    });
    const path = address === '/hostels/first' ? `/hostels/${(await firstHostel()).id}` : address;
    const release = await holdShellScript(page);
    await page.goto(SITE + path, { waitUntil: 'commit' });
    await page.locator('#root h1').waitFor({ state: 'attached' });
    expect(await page.locator('#root').evaluate((root) => getComputedStyle(root).visibility)).toBe('hidden');
    await page.locator('#root h1').evaluate((h1) => Object.assign(window, { __serverH1: h1 }));
    const navBackground = () =>
      page.locator('nav[aria-label="Main"]').evaluate((nav) => getComputedStyle(nav).backgroundColor);
    const lightBackground = await navBackground(); // the server's view: a visitor's, light
    await release();
    await hydrated(page);
    // hydrated: the server's heading is the app's now
    expect(
      await page.locator('#root h1').evaluate((h1) => (window as { __serverH1?: Element }).__serverH1 === h1),
    ).toBe(true);
    const shownAs = await page.evaluate(
      () => (window as { __shownAs?: { nav: string; background: string } }).__shownAs,
    );
    // shown as it stays: the user's navbar, or the dark theme (every element's classes, not just the document's)
    expect(shownAs?.background).toBe(await navBackground());
    if (role) {
      expect(shownAs?.nav).toContain('Demo Student');
      expect(shownAs?.nav).not.toContain('Login');
    } else expect(shownAs?.background).not.toBe(lightBackground);
    expect(errors).toEqual([]);
    await context.close();
  },
);

it.each([
  ['student', '/student-dashboard', 'Welcome, Student!', 'Welcome, Demo Student!', 'Browse Hostels'],
  ['owner', '/owner-dashboard', 'Welcome, Owner!', 'Welcome, Demo Owner!', 'Booking Requests'],
  ['owner', '/owner/view-requests', 'Booking Requests', 'Booking Requests', 'My Hostels'],
] as const)(
  "%s's %s shows itself before any script, in that role's navbar, and is hydrated, then shows their name",
  async (role, path, serverH1, h1, roleLink) => {
    const { page, context, errors } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await placeSession(context, role);
    // every loading state the page shows, from the first script on (a spinner that comes and goes between the
    // server's page and the app's is a second paint of the page, and a jump)
    const loadingStates = await watchLoadingStates(page);
    const shift = await watchLayoutShift(page);
    const release = await holdShellScript(page);
    await page.goto(SITE + path, { waitUntil: 'commit' });
    // rendered before the session is read: the role's page and navbar, the user's name left for the app
    await page.getByRole('heading', { level: 1, name: serverH1 }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: roleLink, exact: true }).waitFor();
    expect((await nav.getByRole('button', { name: 'Your account' }).textContent())?.trim()).toBe('');
    expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(0);
    await nav.evaluate((element) => Object.assign(window, { __serverNav: element }));
    await release();
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
    await nav.getByRole('button', { name: new RegExp(`^Demo ${role === 'owner' ? 'Owner' : 'Student'}`) }).waitFor();
    // hydrated: the server's navbar is the app's, no section's or page's spinner in between (only the page's own
    // loading state of its data, as the server's page showed it)
    expect(await nav.evaluate((element) => (window as { __serverNav?: Element }).__serverNav === element)).toBe(true);
    const states = await loadingStates();
    expect(states.filter((s) => !/^Loading (requests|hostels)/.test(s))).toEqual([]);
    expect(await shift()).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
    await context.close();
  },
);

it('a page that arrives in parts is first painted with its navbar whole: none of its links move as the rest arrives', async () => {
  // the owner's page as the site sends it, sent again from here in two parts, cut inside the navbar, 400 ms apart
  const sent = await (await fetch(`${SITE}/owner-dashboard`)).text();
  const server = createServer((request, response) => {
    const html = request.url?.endsWith('?as-without-expect') ? sent.replace(/<link rel="expect"[^>]*>/, '') : sent;
    const cut = html.indexOf('Booking Requests', html.indexOf('<nav'));
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.write(html.slice(0, cut));
    setTimeout(() => response.end(html.slice(cut)), 400);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const shiftWhileArriving = async (path: string) => {
    const { page, context } = await newPage(browser, { viewport: { width: 1600, height: 800 } });
    await placeSession(context, 'owner');
    const shift = await watchLayoutShift(page);
    await page.route(/\.js(\?|$)/, (route) => route.abort()); // the server's page alone
    await page.goto(origin + path);
    await page.getByRole('contentinfo').waitFor();
    await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
    const total = await shift();
    await context.close();
    return total;
  };
  try {
    expect(await shiftWhileArriving('/owner-dashboard?as-without-expect')).toBeGreaterThan(0.005); // what it guards
    expect(await shiftWhileArriving('/owner-dashboard')).toBe(0);
  } finally {
    server.close();
  }
});

it("a role's page rendered on the server stays hidden from anyone else: a visitor, and the other role", async () => {
  for (const [role, path] of [
    [null, '/student-dashboard'],
    ['owner', '/student-dashboard'],
    ['student', '/owner-dashboard'],
  ] as const) {
    const { page, context } = await newPage(browser);
    if (role) await placeSession(context, role);
    const release = await holdShellScript(page);
    await page.goto(SITE + path, { waitUntil: 'commit' });
    await page.locator('#root h1').waitFor({ state: 'attached' });
    expect(await page.locator('#root').evaluate((root) => getComputedStyle(root).visibility)).toBe('hidden');
    await release();
    await context.close();
  }
});
