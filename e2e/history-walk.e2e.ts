// Walks the site as people do: for each role, a seeded random walk over that role's pages that clicks links, presses
// Back and Forward and reloads, once on a phone and once on a desktop. After every step the page has its heading,
// is not blank, shows no error page and raised no error. A failure names the seed and the steps that led to it;
// WALK_SEED=<n> walks another path, WALK_STEPS=<n> a longer one.
import type { Browser, Page } from 'playwright-core';
import { placeSession } from './api';
import { hydrated, newPage, openBrowser } from './browser';
import { SITE } from './config';

const STEPS = Number(process.env.WALK_STEPS ?? 60);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

type Role = 'visitor' | 'student' | 'owner' | 'operator';
/** Where each role's walk starts, and the areas it keeps out of (another role's, where it would only be sent away). */
const WALKS: Record<Role, { start: string; outside: RegExp }> = {
  visitor: { start: '/hostels', outside: /^\/(student|owner|admin|profile|edit-profile)\b/ },
  student: { start: '/student-dashboard', outside: /^\/(owner|admin)\b/ },
  owner: { start: '/owner-dashboard', outside: /^\/(student|admin)\b/ },
  operator: { start: '/admin', outside: /^\/(student|owner)\b/ },
};

/** A small seeded generator (mulberry32): the same seed walks the same path. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const seedOf = (text: string) => [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261);

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

/** The links a person could follow from here: shown, inside the site, not a download or another role's area. */
function links(page: Page, outside: RegExp, inside = 'body') {
  return page.evaluate(
    ([pattern, within]) => {
      const away = new RegExp(pattern);
      /** Whether a box an ancestor clips away holds the link (a carousel's other slides, a closed menu). */
      const clipped = (a: HTMLElement) => {
        const box = a.getBoundingClientRect();
        // placed off the page until focused (the skip link)
        if (box.right <= 0 || box.left >= document.documentElement.clientWidth) return true;
        for (let e = a.parentElement; e; e = e.parentElement) {
          if (getComputedStyle(e).overflow === 'visible') continue;
          const outer = e.getBoundingClientRect();
          if (box.right <= outer.left || box.left >= outer.right || box.bottom <= outer.top || box.top >= outer.bottom)
            return true;
        }
        return false;
      };
      const all = [...document.querySelectorAll<HTMLAnchorElement>(`${within} a[href]`)];
      return all
        .filter((a) => {
          const url = new URL(a.href, location.href);
          return (
            url.origin === location.origin &&
            a.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
            !clipped(a) &&
            !a.target &&
            !a.hasAttribute('download') &&
            !url.pathname.startsWith('/api/') &&
            !/\.(pdf|json)$/.test(url.pathname) &&
            !away.test(url.pathname)
          );
        })
        .map((a) => {
          const href = a.getAttribute('href') as string;
          // which of the links with this address it is: a render in between may replace the element, not the link
          const nth = all.filter((b) => b.getAttribute('href') === href).indexOf(a);
          return { href, nth, to: new URL(a.href).pathname + new URL(a.href).search };
        });
    },
    [outside.source, inside],
  );
}

/** What is wrong with the page now, if anything: no heading, blank, an error page. */
async function problemsNow(page: Page): Promise<string | null> {
  const heading = page.locator('main h1, main h2').first();
  const shown = await heading
    .waitFor({ timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  const state = await page.evaluate(() => ({
    // biome-ignore lint/performance/useDomNodeTextContent: the text a person sees, not what hidden nodes hold
    text: document.body.innerText.trim().length,
    main: !!document.querySelector('main'),
    uncaught: !!document.getElementById('uncaught-error'),
    errorPage: [...document.querySelectorAll('h1, h2')].some((h) => h.textContent === 'Unexpected Application Error!'),
  }));
  if (state.uncaught || state.errorPage) return 'the error page shows';
  if (!state.main || state.text < 40) return `blank (${state.text} characters of text)`;
  if (!shown) return 'no heading in the content area';
  return null;
}

async function walk(role: Role, viewport: { width: number; height: number }) {
  const seed = Number(process.env.WALK_SEED ?? seedOf(`${role} ${viewport.width}`));
  const next = random(seed);
  const { start, outside } = WALKS[role];
  const { context, page, errors } = await newPage(browser, {
    viewport,
    isMobile: viewport === PHONE,
    hasTouch: viewport === PHONE,
    reducedMotion: 'reduce',
  });
  try {
    const logged: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') logged.push(`[step ${trail.length}] ${m.text().slice(0, 2000)}`);
    });
    page.on('response', (r) => {
      if (r.status() >= 400) logged.push(`[step ${trail.length}] ${r.status()} ${r.url()}`);
    });
    const trail: string[] = [];
    if (role !== 'visitor') await placeSession(context, role === 'operator' ? 'admin' : role);
    await page.goto(`${SITE}${start}`);
    await problemsNow(page);
    // where the walk is in the tab's history: Back and Forward only where there is an entry to go to
    let at = 0;
    let entries = 1;
    for (let step = 1; step <= STEPS; step++) {
      const roll = next();
      let did: string;
      if (roll < 0.2 && at > 0) {
        await page.goBack();
        at--;
        did = 'Back';
      } else if (roll < 0.32 && at < entries - 1) {
        await page.goForward();
        at++;
        did = 'Forward';
      } else if (roll < 0.4) {
        await page.reload();
        did = 'reload';
      } else {
        // a person clicks on what the page shows once it answers (before that is the JavaScript-off tests' part)
        await hydrated(page);
        // on a phone, now and then the menu's links, as a person opens it
        const menu = page.locator('button[aria-controls="mobile-menu"]');
        const fromMenu = viewport === PHONE && next() < 0.25 && (await menu.isVisible());
        if (fromMenu && (await menu.getAttribute('aria-expanded')) !== 'true') {
          await menu.click();
          await page.locator('#mobile-menu').waitFor();
        }
        const scope = fromMenu ? '#mobile-menu' : 'body';
        const before = page.url();
        let link: Awaited<ReturnType<typeof links>>[number] | undefined;
        // a render may take the chosen link away (the signed-in navbar replacing a visitor's): then another is chosen
        for (let tries = 0; !link; tries++) {
          const found = await links(page, outside, scope);
          if (found.length === 0) throw new Error(`no link to follow on ${page.url()}`);
          const chosen = found[Math.floor(next() * found.length)];
          const target = page.locator(scope).locator(`a[href="${chosen.href}"]`).nth(chosen.nth);
          const clicked = await target
            .click({ timeout: 5000 })
            .then(() => true)
            .catch(async (error: Error) => {
              if (tries < 3 && (await target.count()) === 0) return false;
              throw new Error(`could not click ${chosen.href} on ${page.url()}: ${error.message.split('\n')[0]}`);
            });
          if (clicked) link = chosen;
        }
        // a link to the page on screen adds no entry; another waits for its address
        await page.waitForURL((url) => url.pathname + url.search === link.to, { timeout: 10_000 }).catch(() => {});
        if (page.url() !== before) {
          at++;
          entries = at + 1;
        }
        did = `click ${link.to}`;
      }
      const url = new URL(page.url());
      trail.push(`${step}. ${did} → ${url.pathname}${url.search}`);
      const problem = await problemsNow(page);
      if (problem || errors.length || logged.length)
        throw new Error(
          `${role} at ${viewport.width} px, seed ${seed}: ${problem ?? (errors.length ? 'a page error' : 'an error in the console')} after step ${step}\n${errors.join('\n')}\n${logged.join('\n')}\n${trail.slice(-12).join('\n')}`,
        );
    }
    return trail.length;
  } finally {
    await context.close();
  }
}

describe.each(Object.keys(WALKS) as Role[])('%s', (role) => {
  it(`walks ${STEPS} steps of links, Back, Forward and reloads on a phone and a desktop, never blank`, async () => {
    expect(await walk(role, PHONE)).toBe(STEPS);
    expect(await walk(role, DESKTOP)).toBe(STEPS);
  }, 240_000);
});
