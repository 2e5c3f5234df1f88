// The test deployment: its own ports and data folder, so it never meets a running `npm start`.
// One file for the global setup (ESM) and the tests (TypeScript).
const os = require('node:os');
const path = require('node:path');

// altShell: a second shell the fault-isolation tests serve with a broken deployment (the API allows its origin)
const ports = { shell: 3100, student: 3101, owner: 3102, legal: 3103, altShell: 3104, admin: 3105, api: 4100 };
const DATA_DIR = path.join(os.tmpdir(), 'hostel-hub-e2e-data');
// The test site's deployment root (releases and registry), made afresh from the production build.
const DEPLOY_ROOT = path.join(os.tmpdir(), 'hostel-hub-e2e-deploy');

function siteEnv(env = process.env) {
  return {
    ...env,
    SHELL_PORT: String(ports.shell),
    STUDENT_PORT: String(ports.student),
    OWNER_PORT: String(ports.owner),
    LEGAL_PORT: String(ports.legal),
    ADMIN_PORT: String(ports.admin),
    API_PORT: String(ports.api),
    DATA_DIR,
    DEPLOY_ROOT,
    // the delivery tests release many times and go back to the first release; pruning has its own test
    RELEASES_KEEP: '50',
    CORS_ORIGINS: [ports.shell, ports.student, ports.owner, ports.legal, ports.altShell, ports.admin]
      .map((p) => `http://localhost:${p}`)
      .join(','),
    LOGIN_RATE_LIMIT: '1000',
    LOGIN_ADDRESS_LIMIT: '1000',
    OTP_RATE_LIMIT: '1000',
    OTP_EMAIL_LIMIT: '1000',
    RESET_EMAIL_LIMIT: '1000',
    REGISTER_RATE_LIMIT: '1000',
    COMPLAINT_RATE_LIMIT: '1000',
    UPLOAD_RATE_LIMIT: '1000',
    // bcrypt's minimum, as the API suites' servers: the product's cost is tested in api-stub/test/security.test.ts
    PASSWORD_HASH_COST: '4',
  };
}

module.exports = { ports, DATA_DIR, DEPLOY_ROOT, SITE: `http://localhost:${ports.shell}`, siteEnv };
