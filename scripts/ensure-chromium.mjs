#!/usr/bin/env node
// The browser tests drive Debian's Chromium headless shell, the benchmarks its browser (tools/chromium-flags.cjs).
// Install whichever is missing with apt (CI runs as root).
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { CHROMIUM, TEST_CHROMIUM } = require('../tools/chromium-flags.cjs');

/** The Debian package of each binary. */
const PACKAGES = [
  [CHROMIUM, 'chromium'],
  [TEST_CHROMIUM, 'chromium-headless-shell'],
];

export function ensureChromium() {
  const missing = PACKAGES.filter(([binary]) => !fs.existsSync(binary));
  if (!missing.length) return;
  console.log(`[chromium] ${missing.map(([b]) => b).join(', ')} not found: installing with apt-get`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args) => {
    const cmd = [...sudo, ...args];
    const r = spawnSync(cmd[0], cmd.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (r.status !== 0) throw new Error(`${cmd.join(' ')} failed`);
  };
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', ...new Set(missing.map(([, pkg]) => pkg))]);
  for (const [binary] of missing) if (!fs.existsSync(binary)) throw new Error(`still missing: ${binary}`);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
