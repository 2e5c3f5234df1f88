import os from 'node:os';
import path from 'node:path';

// The test deployment: its own ports and data folder, so it never meets a running `npm start`.
export const ports = { shell: 3100, student: 3101, owner: 3102, legal: 3103, api: 4100 };
export const DATA_DIR = path.join(os.tmpdir(), 'hostel-hub-e2e-data');
export const SITE = `http://localhost:${ports.shell}`;

export const siteEnv: NodeJS.ProcessEnv = {
  ...process.env,
  SHELL_PORT: String(ports.shell),
  STUDENT_PORT: String(ports.student),
  OWNER_PORT: String(ports.owner),
  LEGAL_PORT: String(ports.legal),
  API_PORT: String(ports.api),
  DATA_DIR,
  LOGIN_RATE_LIMIT: '1000',
  OTP_RATE_LIMIT: '1000',
};
