// A new team's area from the template: `npm run new-area -- tour-demo` makes it, its own checks (`npm test -w`)
// and its release pass, and the running composed site shows it at /tour-demo with the shell's release unchanged
// (no shell build, no restart of the shell's server: it reads the app registry again). The area is withdrawn and
// removed afterwards.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { openBrowser, newPage } from './browser';
import { SITE, siteEnv } from './config';

const ROOT = path.resolve(__dirname, '..');
const NAME = 'tour-demo';
const APP = `mfe-${NAME}`;

const run = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(args[0], args.slice(1), { cwd: ROOT, encoding: 'utf8', env });
const deploymentNow = async () =>
  (await (await fetch(`${SITE}/deployment.json`)).json()) as {
    releases: Record<string, string>;
    areas: Array<{ path: string }>;
  };

let browser: Browser;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const site = require('../scripts/site.cjs') as {
  startAppServer: (name: string, env: NodeJS.ProcessEnv, options?: { quiet?: boolean }) => SiteProcess;
};
interface SiteProcess {
  ready: Promise<void>;
  stop: () => Promise<void>;
}
let server: SiteProcess | undefined;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await server?.stop();
  run(['node', 'tools/delivery/cli.mjs', 'withdraw', '--app', APP], siteEnv);
  run(['node', 'scripts/new-area.mjs', '--remove', NAME, '--no-install']);
  await browser.close();
});

it('npm run new-area makes an area whose checks and release pass, and the running site shows it', async () => {
  const shellBefore = (await deploymentNow()).releases.shell;
  const made = run(['node', 'scripts/new-area.mjs', NAME, '--no-install']);
  expect([made.status, made.stderr]).toEqual([0, '']);
  expect(made.stdout).toContain(`npm test -w ${APP}`);

  const checks = run(['npm', 'test', '-w', APP], siteEnv);
  expect([checks.status, checks.stdout.split('\n').at(-2)]).toEqual([0, expect.stringContaining('all checks passed')]);

  const released = run(['npm', 'run', 'release', '-w', APP], siteEnv);
  expect([released.status, released.stdout]).toEqual([0, expect.stringContaining(`${APP} `)]);
  expect(released.stdout).toContain('is live');
  // its own server, as `npm start` starts one for every app
  server = site.startAppServer(APP, siteEnv, { quiet: true });
  await server.ready;

  // the shell's server reads the app registry and the release registry again: no restart
  const until = Date.now() + 10_000;
  while (!(await deploymentNow()).areas.some((a) => a.path === NAME) && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 200));
  expect((await deploymentNow()).areas.map((a) => a.path)).toContain(NAME);
  const { page, context, errors } = await newPage(browser);
  try {
    await page.goto(`${SITE}/${NAME}`);
    await page.getByRole('heading', { level: 1, name: 'Tour Demo' }).waitFor({ timeout: 20_000 });
    expect(await page.title()).toBe('Tour Demo · Hostel Hub');
    // inside the composed site: the shell's navbar around it
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
  expect((await deploymentNow()).releases.shell).toBe(shellBefore);
}, 240_000);
