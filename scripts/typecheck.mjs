#!/usr/bin/env node
// Type-checks every package (TypeScript 7, strict). Exits non-zero on the first package with errors.
import { spawnSync } from 'node:child_process';

const packages = [
  'contracts',
  'shared-ui',
  'shared-auth',
  'app-kit',
  'dev-host',
  'shell',
  'mfe-student',
  'mfe-owner',
  'mfe-legal',
  'mfe-admin',
  'api-stub',
  'tools',
  'e2e',
];
let failed = false;
for (const p of packages) {
  const r = spawnSync('npx', ['tsc', '-p', p, '--noEmit'], { stdio: 'inherit' });
  console.log(`[typecheck] ${p}: ${r.status === 0 ? 'ok' : 'errors'}`);
  if (r.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
