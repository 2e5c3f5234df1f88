#!/usr/bin/env node
// npm test -w <app>: one team's own checks, without the rest of the suite. Its unit tests run beside its
// type-check (incremental), then its production build (webpack's cache makes a small change quick), then the
// release check of that build against the deployment it will join (DEPLOY_ROOT, `deploy/` by default): the same
// checks as `npm run release`, nothing released. Prints each step's time; exits non-zero when any step fails.
//
//   node scripts/app-test.mjs <app>          (npm test -w <app> runs it from the app's folder)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { buildApps } from './build.mjs';
import { deployRoot } from '../tools/delivery/releaseStore.mjs';
import { readRegistry } from '../tools/delivery/registry.mjs';
import { checkBuild, checkCompatibility } from '../tools/delivery/verify.mjs';

const require = createRequire(import.meta.url);
const { apps, root } = require('../tools/apps.cjs');
const TSC = path.join(path.dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');
// jest's launcher, run with this node (npx would start another node to find it)
const JEST = path.join(root, 'node_modules', '.bin', 'jest');

const appFromFolder = () => {
  try {
    return JSON.parse(fs.readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')).name;
  } catch {
    return undefined;
  }
};
const app = process.argv[2] ?? appFromFolder();
if (!app || !apps[app]) {
  console.error(`Usage: app-test.mjs <${Object.keys(apps).join('|')}> (or npm test -w <app>)`);
  process.exit(2);
}
const { dir } = apps[app];

/** Runs a command; its output is printed whole when it ends, so two steps at once stay readable. */
function run(label, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (status) => {
      process.stdout.write(out);
      report(label, status === 0, started);
      resolve(status === 0);
    });
  });
}

const times = [];
function report(label, ok, started) {
  const seconds = (Date.now() - started) / 1000;
  times.push(`${label} ${seconds.toFixed(1)} s`);
  console.log(`[${app}] ${label}: ${ok ? 'ok' : 'FAILED'} (${seconds.toFixed(1)} s)`);
}

// incremental: the next run re-checks only the files a change reaches (the legal area: 4.2 s, then 0.7 s); beside the
// unit tests, with half the cores' checkers (scripts/typecheck.mjs says why)
const checkers = String(Math.max(1, Math.floor(os.availableParallelism() / 2)));
const typeInfo = path.join(root, 'node_modules', '.cache', 'typecheck', `${app}.tsbuildinfo`);
fs.mkdirSync(path.dirname(typeInfo), { recursive: true });

const started = Date.now();
const [unit, typed] = await Promise.all([
  run('unit tests', process.execPath, [JEST, '--ci', '--selectProjects', dir]),
  run('type-check', process.execPath, [
    TSC,
    '-p',
    dir,
    '--noEmit',
    '--incremental',
    '--tsBuildInfoFile',
    typeInfo,
    '--checkers',
    checkers,
  ]),
]);
let built = false;
if (typed) {
  const buildStarted = Date.now();
  try {
    await buildApps({ names: [app] });
    built = true;
  } catch (error) {
    console.error(error.message);
  }
  report('build', built, buildStarted);
}
let fits = false;
if (built) {
  const checkStarted = Date.now();
  const deploy = deployRoot();
  const dist = path.join(root, dir, 'dist');
  const { doc } = readRegistry(deploy);
  const structural = checkBuild(app, dist);
  const { problems, notes } = structural.length
    ? { problems: [], notes: [] }
    : checkCompatibility({ app, dir: dist, deploy, doc });
  for (const note of notes) console.log(`note: ${note}`);
  const all = [...structural, ...problems];
  if (all.length) console.error(`${app} would be refused by the deployment in ${deploy}:\n- ${all.join('\n- ')}`);
  fits = all.length === 0;
  const where = deploy.startsWith(root + path.sep) ? path.relative(root, deploy) : deploy;
  report(`release check against ${where}`, fits, checkStarted);
}
const ok = unit && typed && built && fits;
console.log(
  `\n${app}: ${ok ? 'all checks passed' : 'checks FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s (${times.join(', ')})`,
);
process.exit(ok ? 0 : 1);
