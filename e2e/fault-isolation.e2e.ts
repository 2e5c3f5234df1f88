import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { openBrowser, loginAs, newPage } from './browser';
import { SITE, siteEnv } from './config';

// Each case serves a second shell whose deployment file points one remote at a port where nothing
// listens: the shell build is the same, only the serve-time deployment differs.
type Handle = { stop: () => Promise<void>; ready: Promise<void> };
type SiteModule = { startAppServer: (name: string, env: NodeJS.ProcessEnv, o?: { quiet?: boolean }) => Handle };

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

let browser: Browser;
let site: SiteModule;
beforeAll(async () => {
  browser = await openBrowser();
  site = require('../scripts/site.cjs') as SiteModule;
});
afterAll(() => browser.close());

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ports } = require('./deployment.cjs') as { ports: { altShell: number } };

async function shellWithDeadRemote(urlEnv: string, deadPort: number) {
  const port = ports.altShell;
  const shell = site.startAppServer(
    'shell',
    { ...siteEnv, SHELL_PORT: String(port), [urlEnv]: `http://localhost:${deadPort}` },
    { quiet: true },
  );
  await shell.ready;
  return { url: `http://localhost:${port}`, shell };
}

const cases = [
  {
    remote: 'student',
    urlEnv: 'MFE_STUDENT_ORIGIN',
    role: 'student' as const,
    path: '/student-dashboard',
    other: '/support',
    otherHeading: 'Support Centre',
  },
  {
    remote: 'owner',
    urlEnv: 'MFE_OWNER_ORIGIN',
    role: 'owner' as const,
    path: '/owner-dashboard',
    other: '/support',
    otherHeading: 'Support Centre',
  },
  {
    remote: 'legal',
    urlEnv: 'MFE_LEGAL_ORIGIN',
    role: 'student' as const,
    path: '/support',
    other: '/student-dashboard',
    otherHeading: 'Welcome, Demo Student!',
  },
];

it.each(cases)(
  'the $remote remote unreachable: fallback with Retry in the content area, the rest works',
  async ({ urlEnv, role, path, other, otherHeading }) => {
    const deadPort = await freePort();
    const { url, shell } = await shellWithDeadRemote(urlEnv, deadPort);
    const { page, context } = await newPage(browser);
    try {
      await loginAs(page, role, url);
      await page.goto(url + path);
      const fallback = page
        .locator('main')
        .getByRole('alert')
        .filter({ hasText: 'This section is temporarily unavailable' });
      await fallback.waitFor();
      await fallback.getByRole('button', { name: 'Retry' }).waitFor();
      // navbar and footer are still there and work
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
      await page.getByRole('heading', { name: 'Contact Us' }).waitFor();
      expect(await page.locator('footer').count()).toBe(1);
      // another remote's route still works
      await page.goto(url + other);
      await page.getByRole('heading', { name: otherHeading }).waitFor();
    } finally {
      await context.close();
      await shell.stop();
    }
  },
);

it('Retry loads the section once its remote is back', async () => {
  const deadPort = await freePort();
  const { url, shell } = await shellWithDeadRemote('MFE_LEGAL_ORIGIN', deadPort);
  const { page, context } = await newPage(browser);
  let legal: Handle | undefined;
  try {
    await page.goto(`${url}/support`);
    await page.getByText('This section is temporarily unavailable').waitFor();
    legal = site.startAppServer('mfe-legal', { ...siteEnv, LEGAL_PORT: String(deadPort) }, { quiet: true });
    await legal.ready;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Support Centre' }).waitFor();
  } finally {
    await context.close();
    await shell.stop();
    await legal?.stop();
  }
});

it('the route table comes from the deployment: a remote left out of it takes its paths away, with no shell build', async () => {
  const live = (await (await fetch(`${SITE}/deployment.json`)).json()) as {
    remotes: Record<string, string>;
    areas: Array<{ path: string; module: string }>;
  };
  expect(live.areas.map((a) => a.path)).toEqual(expect.arrayContaining(['support', 'legal/*', 'hostels/*']));
  const withoutLegal = {
    ...live,
    remotes: Object.fromEntries(Object.entries(live.remotes).filter(([name]) => name !== 'mfe_legal')),
    areas: live.areas.filter((a) => !a.module.startsWith('mfe_legal/')),
  };
  const file = path.join(os.tmpdir(), `hh-deployment-${Date.now()}.json`);
  fs.writeFileSync(file, JSON.stringify(withoutLegal));
  const shell = site.startAppServer(
    'shell',
    { ...siteEnv, SHELL_PORT: String(ports.altShell), DEPLOYMENT_FILE: file },
    { quiet: true },
  );
  const { page, context } = await newPage(browser);
  try {
    await shell.ready;
    const url = `http://localhost:${ports.altShell}`;
    await page.goto(`${url}/support`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.goto(`${url}/hostels`);
    await page.getByRole('heading', { name: 'Browse Hostels' }).waitFor();
  } finally {
    await context.close();
    await shell.stop();
    fs.rmSync(file, { force: true });
  }
});
