// Shipping one area on the running composed site: release, tabs that stay open through it, rollback,
// refusal, preview; pages keep loading with no failed request. Each test leaves the original legal
// release live again for the other browser tests.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { openBrowser, newPage, hydrated } from './browser';
import { DEPLOY_ROOT, SITE } from './config';
import { rawGet } from '../tools/delivery/testing/fixtures';
import {
  changedLegalBuild,
  changedSupportText,
  delivery,
  liveDeployment,
  releaseLegal,
  SUPPORT_TEXT,
} from './releases';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ports } = require('./deployment.cjs') as { ports: Record<'shell' | 'legal', number> };

const NOTICE = 'A new version of this section is available';
let browser: Browser;
let original: string;

beforeAll(async () => {
  browser = await openBrowser();
  original = (await liveDeployment()).releases['mfe-legal'];
});
afterEach(async () => {
  if ((await liveDeployment()).releases['mfe-legal'] === original) return;
  const back = await delivery(['promote', '--app', 'mfe-legal', original]);
  if (back.status !== 0) throw new Error(`could not restore the original legal release: ${back.stderr}`);
});
afterAll(() => browser.close());

/** Fails the test on any request that fails or answers 4xx/5xx, from the moment it is called. */
function watchRequests(page: Page): string[] {
  const failures: string[] = [];
  page.on('requestfailed', (r) => failures.push(`${r.url()} ${r.failure()?.errorText}`));
  page.on('response', (r) => {
    if (r.status() >= 400) failures.push(`${r.url()} ${r.status()}`);
  });
  return failures;
}

const supportSentence = (page: Page, text: string) => page.locator('main').getByText(text, { exact: true });

it('an open tab keeps working through a release of its area; a new tab gets the release; rollback brings the old one back', async () => {
  const { page, context, errors } = await newPage(browser);
  const tab2 = await newPage(browser);
  const tab3 = await newPage(browser);
  try {
    const failures = watchRequests(page);
    await page.goto(`${SITE}/legal/privacy-policy`);
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();

    const released = await releaseLegal(changedLegalBuild('release 2'));
    expect((await liveDeployment()).releases['mfe-legal']).toBe(released);

    // the open tab: the next clicks inside the area load modules of the release it started on
    await page.locator('main').getByRole('link', { name: 'Support Centre' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Support Centre' }).waitFor();
    await supportSentence(page, SUPPORT_TEXT).waitFor();
    await page.getByRole('status').filter({ hasText: NOTICE }).waitFor();
    await page.locator('main').getByRole('link', { name: 'Privacy policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
    expect(await page.getByText('This section is temporarily unavailable').count()).toBe(0);

    // a new tab gets the release
    await tab2.page.goto(`${SITE}/support`);
    await supportSentence(tab2.page, changedSupportText('release 2')).waitFor();

    // rollback: a new tab gets the old one back; the open tab's notice goes away on its next step
    const back = await delivery(['rollback', '--app', 'mfe-legal']);
    expect(back.status).toBe(0);
    await tab3.page.goto(`${SITE}/support`);
    await supportSentence(tab3.page, SUPPORT_TEXT).waitFor();
    await page.locator('main').getByRole('link', { name: 'Support Centre' }).first().click();
    await supportSentence(page, SUPPORT_TEXT).waitFor();
    await page.getByRole('status').filter({ hasText: NOTICE }).waitFor({ state: 'detached' });

    expect(errors).toEqual([]);
    expect(failures).toEqual([]);
  } finally {
    await Promise.all([context.close(), tab2.context.close(), tab3.context.close()]);
  }
});

it('the Reload button of the notice brings the tab onto the new release', async () => {
  const { page, context } = await newPage(browser);
  try {
    await page.goto(`${SITE}/support`);
    await supportSentence(page, SUPPORT_TEXT).waitFor();
    await releaseLegal(changedLegalBuild('release 3'));
    await page.getByRole('link', { name: 'Refunds and cancellations' }).click();
    const notice = page.getByRole('status').filter({ hasText: NOTICE });
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { level: 1, name: 'Refund and Cancellation Policy' }).waitFor();
    await page.locator('footer').getByRole('link', { name: 'Support', exact: true }).click();
    await supportSentence(page, changedSupportText('release 3')).waitFor();
    expect(await notice.count()).toBe(0);
  } finally {
    await context.close();
  }
});

it('a section whose release vanished before the tab opened it is retried once against the live release: no fallback', async () => {
  const doomed = await releaseLegal(changedLegalBuild('about to vanish'));
  const { page, context, errors } = await newPage(browser);
  try {
    await page.goto(`${SITE}/`); // this tab reads the deployment now: legal is `doomed`, not loaded yet
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const live = await releaseLegal(changedLegalBuild('the live one'));
    fs.rmSync(path.join(DEPLOY_ROOT, 'mfe-legal', doomed), { recursive: true });
    await page.locator('footer').getByRole('link', { name: 'Support', exact: true }).click();
    await supportSentence(page, changedSupportText('the live one')).waitFor();
    expect(await page.getByText('This section is temporarily unavailable').count()).toBe(0);
    expect(await page.getByText(NOTICE).count()).toBe(0);
    expect((await liveDeployment()).releases['mfe-legal']).toBe(live);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

it('a loop of page loads during three releases in a row sees zero failed requests', async () => {
  const { page, context, errors } = await newPage(browser);
  try {
    const failures = watchRequests(page);
    const builds = [1, 2, 3].map((n) => changedLegalBuild(`loop ${n}`));
    let releasing = true;
    const releases = (async () => {
      const ids: string[] = [];
      for (const dir of builds) {
        await new Promise((r) => setTimeout(r, 700));
        ids.push(await releaseLegal(dir));
      }
      await new Promise((r) => setTimeout(r, 700));
      releasing = false;
      return ids;
    })();
    const routes = ['/support', '/legal/privacy-policy', '/legal/refund-policy', '/support'];
    let loads = 0;
    while (releasing) {
      const route = routes[loads % routes.length];
      await page.goto(`${SITE}${route}`);
      await page.locator('main h1').first().waitFor();
      // the page is in the HTML (the remote's prerendered section): a whole load ends when the app has rendered it
      await hydrated(page);
      expect(await page.getByText('This section is temporarily unavailable').count()).toBe(0);
      loads += 1;
    }
    const ids = await releases;
    expect(new Set(ids).size).toBe(3);
    expect((await liveDeployment()).releases['mfe-legal']).toBe(ids[2]);
    expect(loads).toBeGreaterThanOrEqual(6);
    expect(failures).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

it('a release whose shared requirement the live shell cannot satisfy is refused, and the site is unchanged', async () => {
  const before = await liveDeployment();
  // the team moved to the next major of the session contract, which the live shell does not provide
  const provided = JSON.parse(fs.readFileSync(path.join(__dirname, '../shared-auth/package.json'), 'utf8')).version;
  const next = `${Number(provided.split('.')[0]) + 1}.0.0`;
  const build = changedLegalBuild('needs another session contract', (manifest) => {
    for (const s of manifest.shared)
      if (s.name === 'shared-auth') Object.assign(s, { version: next, requiredVersion: `^${next}` });
  });
  const r = await delivery(['release', '--app', 'mfe-legal', '--from', build]);
  expect(r.status).toBe(2);
  expect(r.stderr).toContain('Release of mfe-legal refused, nothing changed');
  expect(r.stderr).toContain(`requires "shared-auth" ^${next}`);
  expect(await liveDeployment()).toEqual(before);
  const { page, context } = await newPage(browser);
  try {
    await page.goto(`${SITE}/support`);
    await supportSentence(page, SUPPORT_TEXT).waitFor();
  } finally {
    await context.close();
  }
});

it('preview: the preview address shows the candidate to that browser only; a plain visit shows the live release', async () => {
  const r = await delivery(['release', '--app', 'mfe-legal', '--from', changedLegalBuild('candidate'), '--preview']);
  expect(r.status).toBe(0);
  const previewAddress = /Preview it in the composed site: (\S+)/.exec(r.stdout)![1];
  expect(previewAddress.startsWith(`${SITE}/?preview=mfe-legal:`)).toBe(true);
  const team = await newPage(browser);
  const visitor = await newPage(browser);
  try {
    await team.page.goto(previewAddress);
    await team.page.getByRole('status').filter({ hasText: 'Preview: this browser sees mfe-legal' }).waitFor();
    await team.page.locator('footer').getByRole('link', { name: 'Support', exact: true }).click();
    await supportSentence(team.page, changedSupportText('candidate')).waitFor();

    await visitor.page.goto(`${SITE}/support`);
    await supportSentence(visitor.page, SUPPORT_TEXT).waitFor();
    expect((await liveDeployment()).releases['mfe-legal']).toBe(original);

    await team.page.getByRole('link', { name: 'Leave preview' }).click();
    await team.page.waitForURL(`${SITE}/`);
    await team.page.goto(`${SITE}/support`);
    await supportSentence(team.page, SUPPORT_TEXT).waitFor();
  } finally {
    await Promise.all([team.context.close(), visitor.context.close()]);
  }
});

it('the site’s static servers answer a missing file and a traversal attempt with 404 and stay up', async () => {
  const { releases } = await liveDeployment();
  expect(await rawGet(ports.legal, `/mfe-legal/${releases['mfe-legal']}/549.46e34917.js.br`)).toBe(404);
  expect(await rawGet(ports.legal, '/mfe-legal/../../etc/passwd')).toBe(404);
  expect(await rawGet(ports.shell, '/../../etc/passwd')).toBe(404);
  expect(await rawGet(ports.shell, `/shell/${releases.shell}/gone.js`)).toBe(404);
  expect(await rawGet(ports.legal, '/healthz')).toBe(200);
  expect(await rawGet(ports.shell, '/healthz')).toBe(200);
  const { page, context } = await newPage(browser);
  try {
    await page.goto(`${SITE}/legal/privacy-policy`);
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
  } finally {
    await context.close();
  }
});
