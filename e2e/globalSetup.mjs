// Starts the composed test site (API, three remotes, shell) on the test ports with a fresh data folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import site from '../scripts/site.cjs';

// Keep in step with e2e/config.ts.
const ports = { shell: 3100, student: 3101, owner: 3102, legal: 3103, api: 4100 };
const DATA_DIR = path.join(os.tmpdir(), 'hostel-hub-e2e-data');

export default async function globalSetup() {
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  globalThis.__SITE__ = await site.startSite(
    {
      ...process.env,
      SHELL_PORT: String(ports.shell),
      STUDENT_PORT: String(ports.student),
      OWNER_PORT: String(ports.owner),
      LEGAL_PORT: String(ports.legal),
      API_PORT: String(ports.api),
      DATA_DIR,
      LOGIN_RATE_LIMIT: '1000',
      OTP_RATE_LIMIT: '1000',
    },
    { quiet: true },
  );
}
