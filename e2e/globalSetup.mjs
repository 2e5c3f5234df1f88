// Starts the composed test site (API, four remotes, shell) on the test ports with a fresh data folder,
// serving a first release of each app made from its production build (scripts/test.mjs builds first).
import fs from 'node:fs';
import path from 'node:path';
import site from '../scripts/site.cjs';
import { release } from '../tools/delivery/delivery.mjs';
import deployment from './deployment.cjs';

export default async function globalSetup() {
  // scripts/test.mjs starts the site once for both of its browser-test runs
  if (process.env.E2E_SITE_STARTED) return;
  fs.rmSync(deployment.DATA_DIR, { recursive: true, force: true });
  fs.rmSync(deployment.DEPLOY_ROOT, { recursive: true, force: true });
  const env = deployment.siteEnv();
  for (const app of ['shell', 'mfe-student', 'mfe-owner', 'mfe-legal', 'mfe-admin']) {
    await release(app, { env, from: path.join(import.meta.dirname, '..', app, 'dist'), log: () => undefined });
  }
  globalThis.__SITE__ = await site.startSite(env, { quiet: true });
}
