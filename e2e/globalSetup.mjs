// Starts the composed test site (API, three remotes, shell) on the test ports with a fresh data folder.
import fs from 'node:fs';
import site from '../scripts/site.cjs';
import deployment from './deployment.cjs';

export default async function globalSetup() {
  fs.rmSync(deployment.DATA_DIR, { recursive: true, force: true });
  globalThis.__SITE__ = await site.startSite(deployment.siteEnv(), { quiet: true });
}
