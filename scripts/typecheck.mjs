#!/usr/bin/env node
// Type-checks every package (TypeScript 7, strict). Exits non-zero if any package has errors.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { apps } = require('../tools/apps.cjs');
const TSC = path.join(path.dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');

const packages = [
  'contracts',
  'shared-ui',
  'shared-auth',
  'app-kit',
  'dev-host',
  ...Object.values(apps).map((app) => app.dir), // the shell and every area (tools/apps.json)
  'api-stub',
  'tools',
  'e2e',
];
// Two packages at a time (this machine has two cores); each package's report is printed whole when it is done.
const queue = [...packages];
let failed = false;
const check = (p) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [TSC, '-p', p, '--noEmit']);
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (status) => {
      if (out) process.stdout.write(out);
      console.log(`[typecheck] ${p}: ${status === 0 ? 'ok' : 'errors'}`);
      if (status !== 0) failed = true;
      resolve();
    });
  });
await Promise.all(
  [1, 2].map(async () => {
    for (let p = queue.shift(); p; p = queue.shift()) await check(p);
  }),
);
process.exit(failed ? 1 : 0);
