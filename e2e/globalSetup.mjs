// Starts the composed test site (API, four remotes, shell) on the test ports with a fresh data folder,
// serving a first release of each app made from its production build (scripts/test.mjs builds first), and the
// run's Chromiums, one per jest worker, which its test files connect to (E2E_BROWSERS, e2e/browser.ts) instead of
// each launching its own.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import site from '../scripts/site.cjs';
import { release } from '../tools/delivery/delivery.mjs';
import deployment from './deployment.cjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const { TEST_CHROMIUM_FLAGS, TEST_CHROMIUM } = require('../tools/chromium-flags.cjs');

export default async function globalSetup() {
  // scripts/test.mjs starts the site once for both of its browser-test runs
  if (process.env.E2E_SITE_STARTED) return;
  fs.rmSync(deployment.DATA_DIR, { recursive: true, force: true });
  fs.rmSync(deployment.DEPLOY_ROOT, { recursive: true, force: true });
  const env = deployment.siteEnv();
  for (const app of ['shell', 'mfe-student', 'mfe-owner', 'mfe-legal', 'mfe-admin']) {
    await release(app, { env, from: path.join(import.meta.dirname, '..', app, 'dist'), log: () => undefined });
  }
  const servers = await site.startSite(env, { quiet: true });
  // one per jest worker (scripts/test.mjs runs two; a worker beyond them launches its own): a page of one file never
  // shares its browser (focus, the active tab) with another file's
  const launched = await Promise.allSettled(
    [1, 2].map(() => chromium.launchServer({ executablePath: TEST_CHROMIUM, args: TEST_CHROMIUM_FLAGS })),
  );
  const browsers = launched.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = launched.find((r) => r.status === 'rejected');
  if (failed) {
    await Promise.all([...servers.map((server) => server.stop()), ...browsers.map((browser) => browser.close())]);
    throw failed.reason;
  }
  process.env.E2E_BROWSERS = browsers.map((browser) => browser.wsEndpoint()).join(' ');
  globalThis.__SITE__ = [...servers, ...browsers.map((browser) => ({ stop: () => browser.close() }))];
}
