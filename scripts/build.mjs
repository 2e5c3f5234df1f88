#!/usr/bin/env node
// Builds the four front-end apps in production mode. Without --force an app is rebuilt only when
// its sources (or the shared packages and build tools) are newer than its dist.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { apps, root } = require('../tools/apps.cjs');

const force = process.argv.includes('--force');
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

// Written after each successful build (webpack leaves unchanged files, index.html among them, untouched,
// so their times say nothing about when the build ran).
const STAMP = '.build-stamp';

function isStale(appDir) {
  const marker = path.join(root, appDir, 'dist', STAMP);
  if (!fs.existsSync(marker) || !fs.existsSync(path.join(root, appDir, 'dist', 'index.html'))) return true;
  const built = fs.statSync(marker).mtimeMs;
  const inputs = [appDir, 'shared-ui', 'shared-auth', 'contracts', 'app-kit', 'tools'].map((d) =>
    newestMtime(path.join(root, d)),
  );
  return Math.max(...inputs) > built;
}

/** The apps to build: all (or `names`), less those up to date unless forced. */
function staleApps({ force: forceAll = false, names } = {}) {
  return (names?.length ? names : Object.keys(apps)).filter((name) => {
    if (forceAll || isStale(apps[name].dir)) return true;
    console.log(`[build] ${apps[name].dir}: up to date`);
    return false;
  });
}

// webpack's command line run by this node directly: through npx it starts a second node first (0.5-1 s).
const WEBPACK = [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'];
const built = (dir, started) => {
  fs.writeFileSync(path.join(root, dir, 'dist', STAMP), new Date().toISOString());
  console.log(`[build] ${dir}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

/**
 * Runs an app's production webpack config in this process (webpack's Node API). `validate: false` skips the
 * plugins' option checks (schema-utils' documented SKIP_VALIDATION, 0.15 s): for a release, whose configs every
 * build through webpack's command line (the test suite's, `npm run build`, the dev servers) has checked.
 */
function runWebpack(dir, { validate = true } = {}) {
  // the pages rendered at build time are rendered with React's production build (a test run keeps its own)
  process.env.NODE_ENV ??= 'production';
  const webpack = require('webpack');
  const skipping = process.env.SKIP_VALIDATION;
  if (!validate) process.env.SKIP_VALIDATION = 'y';
  let compiler;
  try {
    const exported = require(path.join(root, dir, 'webpack.config.cjs'));
    const config = typeof exported === 'function' ? exported({}, { mode: 'production' }) : exported;
    compiler = webpack(config);
  } finally {
    if (skipping === undefined) delete process.env.SKIP_VALIDATION;
    else process.env.SKIP_VALIDATION = skipping;
  }
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      // close() writes the persistent cache the next build starts from
      compiler.close((closeError) => {
        const failed = error ?? closeError;
        if (failed) return reject(failed);
        const report = stats.toString('errors-warnings');
        if (report.trim()) console.log(report);
        if (stats.hasErrors()) return reject(new Error(`[build] ${dir} failed`));
        resolve();
      });
    });
  });
}

/**
 * Builds the apps one after another in this process: a release or a team's check builds one app, and loading
 * webpack here spares a second node and webpack's command line (about 0.3 s of a 4 s release).
 */
export async function buildApps(options = {}) {
  for (const name of staleApps(options)) {
    const { dir } = apps[name];
    const started = Date.now();
    await runWebpack(dir, { validate: options.validate });
    built(dir, started);
  }
}

/** Builds the apps two at a time: a webpack build keeps about one core busy, and this machine has two. */
export async function buildAppsConcurrently(options = {}, concurrency = 2) {
  const queue = staleApps(options);
  const failed = [];
  const worker = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) {
      const { dir } = apps[name];
      const started = Date.now();
      const status = await new Promise((resolve) =>
        spawn(process.execPath, WEBPACK, {
          cwd: path.join(root, dir),
          stdio: 'inherit',
          env: { ...process.env, NODE_ENV: 'production' },
        }).on('close', resolve),
      );
      if (status === 0) built(dir, started);
      else failed.push(dir);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (failed.length) throw new Error(`[build] ${failed.join(', ')} failed`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await buildAppsConcurrently({ force, names: only });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
