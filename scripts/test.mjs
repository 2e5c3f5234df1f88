#!/usr/bin/env node
// npm test: lint + format check + import boundaries (Biome), type-check, unit + API suites (jest; the API suite
// once on SQLite and once on a throwaway PostgreSQL server), production build, browser tests on the composed
// site (jest + playwright-core in Debian's Chromium). Ends with one line "N passed, N failed".
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { buildAppsConcurrently } from './build.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, '.test-results');
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });

// the tools' launchers (node_modules/.bin) run with this node: npx would start another node to find them (0.55 s)
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const totals = { passed: 0, failed: 0 };
const suiteStarted = Date.now();
let ok = true;

async function step(name, fn) {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  try {
    const passed = await fn();
    if (passed === false) ok = false;
  } catch (error) {
    console.error(`[${name}] ${error instanceof Error ? error.message : error}`);
    ok = false;
    totals.failed += 1;
  }
  console.log(`=== ${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Runs jest, not blocking this process: the browser tests' site it started is supervised from here. */
async function jest(label, args, env = {}) {
  const out = path.join(results, `${label}.json`);
  const child = spawn(process.execPath, [bin('jest'), ...args, '--json', '--outputFile', out], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0', ...env },
  });
  const status = await new Promise((resolve) => child.on('close', resolve));
  if (!fs.existsSync(out)) {
    totals.failed += 1;
    return false;
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
  return status === 0 && report.numTotalTests > 0;
}

await step('lint, format and import boundaries (biome)', () => {
  const r = spawnSync(process.execPath, [bin('biome'), 'ci', '.'], { cwd: root, stdio: 'inherit' });
  if (r.status === 0) totals.passed += 1;
  else totals.failed += 1;
  return r.status === 0;
});
await step('typecheck', () => {
  const r = spawnSync(process.execPath, ['scripts/typecheck.mjs'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) totals.failed += 1;
  return r.status === 0;
});
// Two workers on two cores: the API suites mostly wait on the API servers they start, so two test files at
// once finish in about 70 % of the time one worker takes (measured: 98 s against 142 s on SQLite).
const WORKERS = '--maxWorkers=2';
await step('chromium', () => ensureChromium());
// before the unit tests: `npm test -w mfe-legal` (tools/delivery/appTest.test.ts) then finds its build up to date
await step('production build', () => buildAppsConcurrently());
await step('unit and API tests (API on SQLite)', () => jest('unit', ['--ci', WORKERS]));

// The same API suite on a throwaway PostgreSQL server (api-stub/test/globalSetup.mjs starts it). Not beside the
// browser tests: both keep the cores busy (70 % and 93 %, measured), so beside them it saved nothing (the browser
// tests took 530-595 s instead of 449 s) and the load made timing-bound tests of both fail.
await step('API tests on PostgreSQL', () =>
  jest('api-postgres', ['--ci', WORKERS, '--selectProjects', 'api-stub'], { API_TEST_ENGINE: 'postgres' }),
);
// Two files at a time: a page mostly waits (timers, the network, the other processes), so the browser stage kept
// 1.2 of the two cores busy one file at a time; two at a time it keeps 1.8 busy (339 s against 405 s, measured).
// Both runs on one site and its two Chromiums (one per worker), started here (5-7 s) instead of by each run's
// global setup.
const { ALONE_PATHS } = createRequire(import.meta.url)('../e2e/alone.cjs');
const { default: startSite } = await import('../e2e/globalSetup.mjs');
await step("the browser tests' site", () => startSite());
const site = globalThis.__SITE__ ?? [];
const onSite = { E2E_SITE_STARTED: '1' };
try {
  if (site.length) {
    await step('browser tests, two files at a time', () =>
      jest('e2e', ['-c', 'jest.e2e.config.cjs', '--ci', WORKERS, '--testPathIgnorePatterns', ALONE_PATHS], onSite),
    );
    await step('browser tests that need the site to themselves', () =>
      jest(
        'e2e-alone',
        ['-c', 'jest.e2e.config.cjs', '--ci', '--runInBand', '--testPathPatterns', ALONE_PATHS],
        onSite,
      ),
    );
  }
} finally {
  await Promise.all(site.map((server) => server.stop()));
}

console.log(`\n=== npm test: ${((Date.now() - suiteStarted) / 1000).toFixed(0)} s`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
