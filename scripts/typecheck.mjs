#!/usr/bin/env node
// Type-checks every package (TypeScript 7, strict). Exits non-zero if any package has errors.
// The front-end packages share one set of compiler options, so they are checked as one program: each file (React's
// and styled-components' types, shared-ui, app-kit) is read and checked once, not once per app (7 s against 40 s).
// `npm test -w <app>` still checks an app on its own tsconfig.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { apps } = require('../tools/apps.cjs');
const root = path.resolve(import.meta.dirname, '..');
const TSC = path.join(path.dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');

const web = [
  'contracts',
  'shared-ui',
  'shared-auth',
  'app-kit',
  'dev-host',
  ...Object.values(apps).map((app) => app.dir), // the shell and every area (tools/apps.json)
];
for (const dir of web) {
  const own = JSON.parse(fs.readFileSync(path.join(root, dir, 'tsconfig.json'), 'utf8'));
  if (own.compilerOptions || own.extends !== '../tsconfig.base.json')
    throw new Error(`${dir}/tsconfig.json has options of its own: check it as a package of its own`);
}
const webConfig = path.join(root, 'node_modules', '.cache', 'typecheck', 'tsconfig.web.json');
fs.mkdirSync(path.dirname(webConfig), { recursive: true });
fs.writeFileSync(
  webConfig,
  JSON.stringify({
    extends: path.join(root, 'tsconfig.base.json'),
    include: [...web.map((dir) => path.join(root, dir, 'src')), path.join(root, 'shared-ui/src/theme/styled.d.ts')],
  }),
);

const checks = [
  [`front end (${web.join(', ')})`, webConfig],
  ['api-stub', 'api-stub'],
  ['tools', 'tools'],
  ['e2e', 'e2e'],
];
// Two checks at a time (this machine has two cores); each report is printed whole when it is done. Each with half
// the cores' checkers: TypeScript 7's default of 4 builds the same library types (React's, zod's, Kysely's) in each
// checker, so on two cores one checker each took 7.5-8 s and 11-12 CPU-s against 15-18 s and 24-26 CPU-s.
const CHECKERS = String(Math.max(1, Math.floor(os.availableParallelism() / 2)));
let failed = false;
const check = ([name, project]) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [TSC, '-p', project, '--noEmit', '--checkers', CHECKERS], {
      cwd: root,
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (status) => {
      if (out) process.stdout.write(out);
      console.log(`[typecheck] ${name}: ${status === 0 ? 'ok' : 'errors'}`);
      if (status !== 0) failed = true;
      resolve();
    });
  });
const queue = [...checks];
await Promise.all(
  [1, 2].map(async () => {
    for (let c = queue.shift(); c; c = queue.shift()) await check(c);
  }),
);
process.exit(failed ? 1 : 0);
