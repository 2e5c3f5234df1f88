// Accessibility beyond the route tour (route-tour.e2e.ts runs axe on every route at both widths in both themes): the
// keyboard. Every control of a page can be reached with Tab and shows where focus is; menus and dialogs close on
// Escape and give focus back to what opened them.
import type { Browser, Locator, Page } from 'playwright-core';
import { openBrowser, loginAsOperator, newPage, settled } from './browser';
import { placeSession } from './api';
import { SITE } from './config';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

/** Signs in: a student or owner through the API (signing in has its own tests), the operator on the login page. */
async function signIn(page: Page, role: 'student' | 'owner' | 'admin' | null) {
  if (role === 'admin') await loginAsOperator(page);
  else if (role) await placeSession(page.context(), role);
}

/** Tabs through the page; returns the controls never reached and those reached with no visible focus mark. A link
 * is known by its address (its name carries live counts that other tests change), any other control by its tag and
 * name: a menu's button is replaced by its menu's own once the menu's code is here. */
async function tabThrough(page: Page): Promise<{ unreached: string[]; unmarked: string[] }> {
  const controls = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return (
          !el.hasAttribute('disabled') &&
          el.tabIndex >= 0 &&
          box.width > 0 &&
          box.height > 0 &&
          style.visibility !== 'hidden' &&
          !el.closest('[aria-hidden="true"], [inert]')
        );
      })
      .map((el) =>
        el.tagName === 'A'
          ? `a ${el.getAttribute('href')}`
          : `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
      ),
  );
  const reached = new Set<number>();
  const unmarked: string[] = [];
  await page.locator('body').focus();
  for (let i = 0; i < controls.length + 15 && reached.size < controls.length; i++) {
    await page.keyboard.press('Tab');
    const at = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const marked =
        (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
      return {
        name:
          el.tagName === 'A'
            ? `a ${el.getAttribute('href')}`
            : `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
        marked,
      };
    });
    // the first control of that name not reached yet (the page's order is the Tab order)
    const n = controls.findIndex((control, index) => control === at?.name && !reached.has(index));
    if (n < 0 || !at) continue;
    if (!at.marked) unmarked.push(controls[n]);
    reached.add(n);
  }
  return { unreached: controls.filter((_, i) => !reached.has(i)), unmarked };
}

it.each([
  ['/', null],
  ['/login', null],
  ['/hostels', null],
  ['/legal/privacy-policy', null],
  ['/student-dashboard', 'student' as const],
  ['/owner-dashboard', 'owner' as const],
  ['/owner/my-hostels', 'owner' as const],
])('keyboard on %s: Tab reaches every control, and each shows where focus is', async (route, role) => {
  const { page, context, errors } = await newPage(browser, { viewport: DESKTOP });
  try {
    await signIn(page, role);
    await page.goto(`${SITE}${route}`);
    await page.locator('main h1, main h2').first().waitFor();
    await settled(page);
    const { unreached, unmarked } = await tabThrough(page);
    expect(unreached).toEqual([]);
    expect(unmarked).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

/** Opens `what` from `opener` with Enter, closes it with Escape; answers whether focus went back to the opener. */
async function escapeGivesFocusBack(page: Page, opener: Locator, what: Locator): Promise<boolean> {
  await opener.focus();
  await page.keyboard.press('Enter');
  await what.waitFor();
  await page.keyboard.press('Escape');
  await what.waitFor({ state: 'detached' });
  return opener.evaluate((el) => el === document.activeElement);
}

it('keyboard: the account menu, the phone menu, the filters sheet and a confirmation dialog close on Escape and give focus back', async () => {
  const { page, context, errors } = await newPage(browser, { viewport: DESKTOP });
  try {
    await placeSession(context, 'owner');
    await page.goto(`${SITE}/owner-dashboard`);
    await settled(page);
    const account = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: /Owner|Ramesh|Profile/ });
    expect(await escapeGivesFocusBack(page, account, page.getByRole('menu'))).toBe(true);
    // a confirmation dialog (nothing is deleted: Escape cancels)
    await page.goto(`${SITE}/owner/my-hostels`);
    const del = page.getByRole('button', { name: /^Delete / }).first();
    expect(await escapeGivesFocusBack(page, del, page.getByRole('alertdialog', { name: 'Delete hostel' }))).toBe(true);

    // on a phone: the menu, and the listing's filters sheet
    await page.setViewportSize(PHONE);
    await page.goto(`${SITE}/hostels`);
    await settled(page);
    const menu = page.getByRole('button', { name: 'Open menu' });
    expect(await escapeGivesFocusBack(page, menu, page.locator('#mobile-menu'))).toBe(true);
    const filters = page.getByRole('button', { name: /^Filters/ });
    expect(await escapeGivesFocusBack(page, filters, page.getByRole('dialog'))).toBe(true);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
