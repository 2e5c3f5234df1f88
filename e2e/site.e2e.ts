import type { Browser } from 'playwright-core';
import { openBrowser, settled, loginAs, newPage, hydrated } from './browser';
import { SITE } from './config';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

it('the home page loads no remote and shows the carousel and the notice', async () => {
  const { page, context } = await newPage(browser);
  const remoteRequests: string[] = [];
  page.on('request', (r) => {
    if (/:310[1-35]\//.test(r.url())) remoteRequests.push(r.url());
  });
  await page.goto(SITE);
  await settled(page);
  expect(await page.getByRole('button', { name: /^Go to slide/ }).count()).toBe(4);
  await page.getByRole('heading', { name: 'Project in Progress' }).waitFor();
  await page.getByRole('heading', { name: 'Project in Progress' }).waitFor({ state: 'detached', timeout: 5000 });
  expect(remoteRequests).toEqual([]);
  await context.close();
});

it('shows the footer everywhere but on the sign-in pages', async () => {
  const { page, context } = await newPage(browser);
  for (const [route, shown] of [
    ['/', true],
    ['/about', true],
    ['/contact', true],
    ['/support', true],
    ['/login', false],
    ['/register', false],
    ['/forgot-password', false],
    ['/reset-password', false],
  ] as const) {
    await page.goto(SITE + route);
    await page.locator('main').waitFor();
    await settled(page);
    expect([route, await page.locator('footer').count()]).toEqual([route, shown ? 1 : 0]);
  }
  await page.goto(`${SITE}/about`);
  const footer = page.locator('footer');
  expect(await footer.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/login');
  expect(await footer.locator('a[href^="/legal/"]').count()).toBe(8);
  expect(await footer.locator('a[href="/support"]').count()).toBe(1);
  await context.close();
});

it('dark mode persists across a reload and styles the document', async () => {
  const { page, context } = await newPage(browser);
  await page.goto(`${SITE}/about`);
  const bgBefore = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Switch to dark mode' }).click();
  await page.reload();
  await page.getByRole('heading', { name: 'About Hostel Hub' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(bgBefore);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Switch to light mode' }).click();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
  await context.close();
});

it('the 404 page routes by role', async () => {
  const { page, context } = await newPage(browser);
  await page.goto(`${SITE}/no-such-page`);
  expect(await page.getByRole('link', { name: 'Go Back Home' }).getAttribute('href')).toBe('/');
  await loginAs(page, 'owner');
  await page.goto(`${SITE}/no-such-page`);
  expect(await page.getByRole('link', { name: 'Go to My Dashboard' }).getAttribute('href')).toBe('/owner-dashboard');
  await context.close();
});

it('one React (one renderer) serves the shell and every remote', async () => {
  const { page, context, errors } = await newPage(browser);
  await page.addInitScript(() => {
    const renderers = new Map();
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onScheduleFiberRoot() {},
      checkDCE() {},
    };
  });
  await loginAs(page, 'student');
  await page.getByRole('heading', { name: 'Welcome, Demo Student!' }).waitFor();
  await page.getByRole('link', { name: 'Support' }).first().click();
  await page.getByRole('heading', { name: 'Support Centre' }).waitFor();
  const report = await page.evaluate(() => {
    const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
      .__REACT_DEVTOOLS_GLOBAL_HOOK__;
    const federation = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>>;
          __INSTANCES__: Array<{ name: string }>;
        };
      }
    ).__FEDERATION__;
    const share = federation.__SHARE__;
    const loadedFrom = new Set<string>();
    for (const scopes of Object.values(share))
      for (const [version, info] of Object.entries(scopes.default?.react ?? {}))
        if (info.loaded) loadedFrom.add(`${info.from}@${version}`);
    // the federation instances on the page (the remotes run on the runtime the shell hands over)
    return {
      renderers: hook.renderers.size,
      reactProviders: [...loadedFrom],
      instances: federation.__INSTANCES__.map((i) => i.name),
    };
  });
  expect(report.renderers).toBe(1);
  expect(report.reactProviders).toEqual(['shell@19.3.1']);
  expect(report.instances).toEqual(expect.arrayContaining(['shell', 'mfe_student', 'mfe_legal']));
  expect(errors).toEqual([]);
  await context.close();
});

it('on a phone the hamburger menu offers Login / Sign Up and Escape closes it', async () => {
  const { page, context } = await newPage(browser, { viewport: { width: 390, height: 800 } });
  await page.goto(`${SITE}/about`);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Login / Sign Up' }).waitFor();
  await page.keyboard.press('Escape');
  expect(await page.getByRole('link', { name: 'Login / Sign Up' }).count()).toBe(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Login / Sign Up' }).click();
  await page.waitForURL('**/login');
  await page.getByRole('link', { name: 'Login / Sign Up' }).waitFor({ state: 'detached' });
  await context.close();
});

it('a student route sends a visitor to /login and back after logging in', async () => {
  const { page, context } = await newPage(browser);
  await page.goto(`${SITE}/student/hostels`);
  await page.waitForURL('**/login');
  await page.getByLabel('Email').fill('student@demo.in');
  await page.getByLabel('Password', { exact: true }).fill('student123');
  await page.getByRole('button', { name: 'Login as Student' }).click();
  await page.waitForURL('**/student/hostels');
  await context.close();
});

it('the home page finds hostels: search box, areas, live listings; on a phone the notice never covers the navigation or the search', async () => {
  const { page, context, errors } = await newPage(browser, { viewport: { width: 390, height: 844 } });
  await page.goto(SITE);
  // the app's layout is measured, not the prerendered HTML it replaces
  await hydrated(page);
  const notice = page.getByRole('status').filter({ hasText: 'Project in Progress' });
  await notice.waitFor();
  const nav = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  const box = await notice.boundingBox();
  expect(nav && box).toBeTruthy();
  if (nav && box) expect(box.y).toBeGreaterThanOrEqual(nav.y + nav.height);
  // scrolled to the search while the notice is still up: it scrolls away with the carousel, not over the button
  const searchButton = page
    .getByRole('search', { name: 'Find a hostel' })
    .getByRole('button', { name: 'Search hostels' });
  await searchButton.scrollIntoViewIfNeeded();
  const [button, over] = await Promise.all([searchButton.boundingBox(), notice.boundingBox()]);
  if (!button) throw new Error('no search button');
  const covers = (a: typeof button, b: typeof button) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(over === null || !covers(over, button)).toBe(true);
  expect(await page.title()).toBe('Hostel Hub: hostels near your campus');

  // the listing below the fold loads as the visitor scrolls towards it
  await page.getByRole('heading', { name: 'Hostels listed now' }).scrollIntoViewIfNeeded();
  await page.getByRole('list', { name: 'Hostels listed now' }).getByRole('link').first().waitFor();
  expect(await page.getByRole('link', { name: 'Dilsukhnagar', exact: true }).getAttribute('href')).toBe(
    '/hostels?area=Dilsukhnagar',
  );
  const search = page.getByRole('search', { name: 'Find a hostel' });
  await search.getByLabel('Area').selectOption('Mangalpally');
  await search.getByLabel('Hostel name or facility').fill('Sri Sai');
  await search.getByRole('button', { name: 'Search hostels' }).click();
  await page.waitForURL('**/hostels?area=Mangalpally&search=Sri+Sai');
  // the listing itself (the home page's cards can stay on screen while the section loads)
  const listing = page.getByRole('list', { name: 'Hostels' });
  await listing.getByRole('link', { name: /Sri Sai Residency/ }).waitFor();
  await page.waitForFunction(() => document.title === 'Browse hostels · Hostel Hub');
  await listing.getByRole('link', { name: /Sri Sai Residency/ }).click();
  await page.getByRole('heading', { name: 'Sri Sai Residency' }).waitFor();
  await page.waitForFunction(() => document.title === 'Sri Sai Residency · Hostel Hub');
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/hostel in Mangalpally/);
  expect(errors).toEqual([]);
  await context.close();
});
