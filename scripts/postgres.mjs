#!/usr/bin/env node
// A throwaway PostgreSQL server for the tests and the benchmark: Debian's `postgresql` package (installed
// with apt when missing, like Chromium), a fresh cluster in a temporary folder on a free port, removed
// when stopped. Run as root, the server runs as the `postgres` user (initdb refuses root).
//
//   node scripts/postgres.mjs [--durable]   starts one and prints its URL until Ctrl-C (SIGHUP: an
//                                           immediate restart; --durable: no acknowledged commit lost by it)
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const isRoot = process.getuid?.() === 0;

/** The folder of initdb and pg_ctl of the newest installed PostgreSQL, or null. */
function findBin() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

export function ensurePostgres() {
  const found = findBin();
  if (found) return found;
  console.log("[postgres] not found: installing Debian's postgresql with apt-get");
  const sudo = isRoot ? [] : ['sudo'];
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', 'postgresql'],
  ]) {
    const cmd = [...sudo, ...args];
    const r = spawnSync(cmd[0], cmd.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (r.status !== 0) throw new Error(`${cmd.join(' ')} failed`);
  }
  const bin = findBin();
  if (!bin) throw new Error('postgresql is installed but initdb was not found under /usr/lib/postgresql');
  return bin;
}

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Runs a PostgreSQL program as the server's user. */
function runAs(bin, program, args) {
  const exe = path.join(bin, program);
  const [cmd, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', exe, ...args]] : [exe, args];
  const r = spawnSync(cmd, argv, { encoding: 'utf8', cwd: os.tmpdir() });
  if (r.status !== 0) throw new Error(`${program} failed: ${r.stderr || r.stdout}`);
  return r.stdout;
}

/**
 * Starts a fresh cluster. Returns `{ url, stop }`: `url` reaches the `postgres` database as the superuser
 * `postgres` (trust on loopback only); `stop()` ends the server and removes its folder.
 * Durability settings are off (the cluster is thrown away), but for synchronous_commit with `durable`.
 */
export async function startPostgres({ durable = false } = {}) {
  const bin = ensurePostgres();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hh-pg-'));
  if (isRoot) spawnSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  runAs(bin, 'initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-c unix_socket_directories='${dir}'`,
    '-c fsync=off',
    // a commit is acknowledged once its WAL is written: a server restarted as in a crash keeps every one
    // (durable), or may lose the last fraction of a second (the tests' default, faster)
    `-c synchronous_commit=${durable ? 'on' : 'off'}`,
    '-c full_page_writes=off',
    '-c max_connections=300',
    '-c shared_buffers=128MB',
  ].join(' ');
  runAs(bin, 'pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      runAs(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  /** An immediate restart (as a crash would): open connections are cut, the server recovers from its WAL. */
  const restart = () =>
    runAs(bin, 'pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-m',
      'immediate',
      '-w',
      '-t',
      '60',
      'restart',
    ]);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop, restart };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url, stop, restart } = await startPostgres({ durable: process.argv.includes('--durable') });
  console.log(`[postgres] ${url} (Ctrl-C stops and removes it)`);
  process.on('SIGHUP', () => {
    restart();
    console.log('[postgres] restarted');
  });
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      stop();
      process.exit(0);
    });
  setInterval(() => {}, 1 << 30);
}
