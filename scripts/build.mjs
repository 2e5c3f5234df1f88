#!/usr/bin/env node
// Builds the four front-end apps in production mode. Without --force an app is rebuilt only when
// its sources (or the shared packages and build tools) are newer than its dist.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
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
  const inputs = [appDir, 'shared-ui', 'shared-auth', 'tools'].map((d) => newestMtime(path.join(root, d)));
  return Math.max(...inputs) > built;
}

export function buildApps({ force: forceAll = false, names } = {}) {
  for (const name of names?.length ? names : Object.keys(apps)) {
    const { dir } = apps[name];
    if (!forceAll && !isStale(dir)) {
      console.log(`[build] ${dir}: up to date`);
      continue;
    }
    const started = Date.now();
    const result = spawnSync('npx', ['webpack', '--mode', 'production'], {
      cwd: path.join(root, dir),
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`[build] ${dir} failed`);
    fs.writeFileSync(path.join(root, dir, 'dist', STAMP), new Date().toISOString());
    console.log(`[build] ${dir}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    buildApps({ force, names: only });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
