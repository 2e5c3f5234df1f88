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

/** The system's huge pages: reserved in all, and free that nobody has claimed yet. */
function hugePagesNow() {
  const info = fs.readFileSync('/proc/meminfo', 'utf8');
  const field = (name) => Number(info.match(new RegExp(`^${name}:\\s+(\\d+)`, 'm'))?.[1] ?? 0);
  return { total: field('HugePages_Total'), free: field('HugePages_Free') - field('HugePages_Rsvd') };
}

/**
 * Makes sure the huge pages a cluster's shared memory needs are free, reserving more when this process may (as
 * root). Returns how many it added (to give back), or null when there are not enough (or none on this system).
 */
function reserveHugePagesFor(bin, data, settings) {
  try {
    const args = ['-D', data, ...settings.flatMap((s) => s.split(' ')), '-C', 'shared_memory_size_in_huge_pages'];
    const need = Number(runAs(bin, 'postgres', args)); // -1: the system has no huge pages
    if (!(need > 0)) return null;
    const { total, free } = hugePagesNow();
    if (free >= need) return 0;
    if (!isRoot) return null;
    fs.writeFileSync('/proc/sys/vm/nr_hugepages', String(total + need - free));
    const added = hugePagesNow().total - total;
    if (hugePagesNow().free >= need) return added;
    giveBackHugePages(added);
    return null;
  } catch {
    return null;
  }
}

function giveBackHugePages(count) {
  if (!count) return;
  try {
    fs.writeFileSync('/proc/sys/vm/nr_hugepages', String(Math.max(0, hugePagesNow().total - count)));
  } catch {
    // another process's reservation changed meanwhile; the pages stay reserved
  }
}

/**
 * Starts a fresh cluster. Returns `{ url, stop, restart, hugePages }`: `url` reaches the `postgres` database as
 * the superuser `postgres` (trust on loopback only); `stop()` ends the server and removes its folder.
 * Durability settings are off (the cluster is thrown away), but for synchronous_commit with `durable`.
 * With `hugePages`, the shared buffers sit on huge pages when the system has (or, as root, can reserve) enough,
 * as a production server's should: each connection then maps them in a few faults instead of one per 4 kB page,
 * and the kernel's reclaim does not unmap them from an idle connection. `hugePages` in the answer says if they did.
 */
export async function startPostgres({ durable = false, hugePages = false } = {}) {
  const bin = ensurePostgres();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hh-pg-'));
  if (isRoot) spawnSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  runAs(bin, 'initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const settings = ['-c max_connections=300', '-c shared_buffers=128MB'];
  const added = hugePages ? reserveHugePagesFor(bin, data, settings) : null;
  const options = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-c unix_socket_directories='${dir}'`,
    '-c fsync=off',
    // a commit is acknowledged once its WAL is written: a server restarted as in a crash keeps every one
    // (durable), or may lose the last fraction of a second (the tests' default, faster)
    `-c synchronous_commit=${durable ? 'on' : 'off'}`,
    '-c full_page_writes=off',
    ...settings,
    `-c huge_pages=${added === null ? 'off' : 'on'}`,
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
      giveBackHugePages(added);
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
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop, restart, hugePages: added !== null };
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
