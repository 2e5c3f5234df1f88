#!/usr/bin/env node
// The browser tests drive Debian's Chromium. Install it with apt when it is missing (CI runs as root).
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  console.log(`[chromium] ${CHROMIUM} not found: installing Debian's chromium with apt-get`);
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
  run(['apt-get', 'install', '-y', '-qq', 'chromium']);
  if (!fs.existsSync(CHROMIUM)) throw new Error(`chromium still missing at ${CHROMIUM}`);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
