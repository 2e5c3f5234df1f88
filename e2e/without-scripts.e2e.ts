// The site with JavaScript off, as on a phone with scripts blocked or a page whose code never came: links and search
// forms reach server-rendered results, nothing spins for ever, and a form never puts what was typed in an address.
import type { Browser, Page } from 'playwright-core';
import { newPage, openBrowser } from './browser';
import { SITE } from './config';

const PHONE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

/** A page with scripts off, and every address it went to (a GET carrying a password would be among them). */
async function withoutScripts(viewport = PHONE) {
  const ctx = await newPage(browser, { javaScriptEnabled: false, viewport });
  const addresses: string[] = [];
  ctx.page.on('request', (r) => {
    if (r.isNavigationRequest()) addresses.push(`${r.method()} ${r.url()}`);
  });
  return { ...ctx, addresses };
}

/** The listing's cards on the page (names), as the server rendered them. */
const cardNames = (page: Page) =>
  page.getByRole('list', { name: 'Hostels' }).getByRole('heading', { level: 3 }).allTextContents();

it('signing in without JavaScript never puts the password in an address, and the page says what is needed', async () => {
  const { page, context, addresses } = await withoutScripts();
  try {
    await page.goto(`${SITE}/login`);
    await page.getByLabel('Email').fill('asha@example.in');
    await page.getByLabel('Password', { exact: true }).fill('my-secret-42');
    await page.getByRole('button', { name: 'Login as Student' }).click();
    await page.getByText('Signing in needs JavaScript').waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/login');
    expect(addresses.filter((a) => a.includes('my-secret-42') || a.includes('asha'))).toEqual([]);
    expect(addresses).toContain(`POST ${SITE}/login`);
    expect(await page.content()).not.toContain('my-secret-42');
    // Back does not send it again: the answer is not kept
    await page.goBack();
    expect(new URL(page.url()).search).toBe('');
  } finally {
    await context.close();
  }
});

it('a listing address with filters shows its results, and the home page’s search and areas reach them', async () => {
  const { page, context } = await withoutScripts();
  try {
    const expected = (await (
      await fetch(`${SITE.replace('3100', '4100')}/api/hostels?area=Mangalpally&search=wifi`)
    ).json()) as {
      hostels: Array<{ name: string }>;
    };
    expect(expected.hostels.length).toBeGreaterThan(0);
    await page.goto(`${SITE}/hostels?area=Mangalpally&search=wifi`);
    expect(await cardNames(page)).toEqual(expected.hostels.map((h) => h.name));

    // the home page: nothing spins for ever; the notice that could not go away is not shown
    await page.goto(SITE);
    await page.getByRole('link', { name: 'See the hostels listed now' }).waitFor();
    expect(await page.getByText('Loading hostels...').isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Project in Progress' }).isVisible()).toBe(false);
    const search = page.getByRole('search', { name: 'Find a hostel' });
    await search.getByLabel('Area').selectOption('Mangalpally');
    await search.getByLabel('Hostel name or facility').fill('wifi');
    await search.getByRole('button', { name: 'Search hostels' }).click();
    await page.waitForURL(/\/hostels\?/);
    expect(new URL(page.url()).searchParams.get('search')).toBe('wifi');
    expect(await cardNames(page)).toEqual(expected.hostels.map((h) => h.name));

    await page.goto(SITE);
    await page.getByRole('link', { name: 'Mangalpally', exact: true }).click();
    await page.waitForURL('**/hostels?area=Mangalpally');
    expect((await cardNames(page)).length).toBeGreaterThan(0);
  } finally {
    await context.close();
  }
});

it('asking a hostel and the contact form: nothing typed goes into an address; a contact message is sent', async () => {
  const { page, context, addresses } = await withoutScripts();
  try {
    await page.goto(`${SITE}/hostels`);
    await page.getByRole('list', { name: 'Hostels' }).getByRole('link').first().click();
    await page.waitForURL(/\/hostels\/[^/?]+$/);
    const question = 'Is there hot water in the mornings?';
    await page.getByLabel(/Your question to/).fill(question);
    await page.getByRole('button', { name: 'Log in to send' }).click();
    await page.getByText('This form needs JavaScript').waitFor();
    expect(addresses.filter((a) => a.includes('hot'))).toEqual([]);

    await page.goto(`${SITE}/contact`);
    await page.getByLabel('Name').fill('Asha without scripts');
    await page.getByLabel('Email').fill('asha.noscript@example.in');
    await page.getByLabel('Message').fill('Do you list hostels near CVR College?');
    await page.getByRole('button', { name: /send/i }).click();
    await page.getByText('Message sent successfully!').waitFor();
    expect(addresses.filter((a) => a.includes('CVR') || a.includes('asha.noscript'))).toEqual([]);
  } finally {
    await context.close();
  }
});
