#!/usr/bin/env node
// npm run bench:faults: the API under a steady stream of reads and writes while one part fails, per engine.
// Each write is a complaint with its own subject, sent as a client does: one Idempotency-Key, sent again after
// a network error or a 503 until it has a definite answer. Afterwards the database says what was lost (an
// acknowledged complaint missing) and what was made twice (two complaints with one subject); on SQLite also a
// full disk. Then the memory of the API while twelve 48 MB uploads are refused, and how fast one notification
// reaches 1,000 open streams of its user. A benchmark that prints figures, not a test.
//
//   npm run bench:faults -- [--engines sqlite,postgres] [--seconds 8] [--clients 6]
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import Database from 'better-sqlite3';
import apiBundle from '../api-stub/bundle.cjs';
import { freePort, startPostgres } from './postgres.mjs';

const require = createRequire(import.meta.url);
const { startProcess } = require('./site.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = path.join(root, 'api-stub');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const ENGINES = arg('engines', 'sqlite,postgres').split(',');
const SECONDS = Number(arg('seconds', 8));
const CLIENTS = Number(arg('clients', 6));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The API as `npm start` runs it (supervised): env, data folder, port; `pids()` the processes serving. */
async function startApi({
  engine,
  pgServer,
  workers = 1,
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hh-faults-')),
}) {
  const port = await freePort();
  let databaseUrl;
  if (engine === 'postgres') {
    const name = `faults_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgServer.url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    databaseUrl = pgServer.url.replace(/\/postgres$/, `/${name}`);
  }
  const env = {
    ...process.env,
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    API_WORKERS: String(workers),
    COMPLAINT_RATE_LIMIT: '1000000',
    LOGIN_RATE_LIMIT: '100000',
    LOGIN_ADDRESS_LIMIT: '100000',
    UPLOAD_RATE_LIMIT: '100000',
    REGISTER_RATE_LIMIT: '100000',
  };
  const url = `http://127.0.0.1:${port}`;
  const handle = startProcess('api', process.execPath, ['--enable-source-maps', apiBundle.bundleApi()], {
    env,
    cwd: apiDir,
    quiet: true,
    healthUrl: `${url}/api/health/ready`,
  });
  await handle.ready;
  const sql = async (text, params = []) => {
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        let n = 0;
        return (
          await client.query(
            text.replace(/\?/g, () => `$${++n}`),
            params,
          )
        ).rows;
      } finally {
        await client.end();
      }
    }
    const db = new Database(path.join(dataDir, 'hostel-hub.sqlite'));
    try {
      return db.prepare(text).all(...params);
    } finally {
      db.close();
    }
  };
  return { url, dataDir, handle, sql, stop: () => handle.stop() };
}

async function login(url, email = 'student@demo.in', password = 'student123', role = 'student') {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, role }),
  });
  return (await res.json()).token;
}

/**
 * Reads and writes from `CLIENTS` clients for SECONDS, `fault` run after a third of it. Returns the counts and
 * the longest time nothing succeeded.
 */
async function load(api, fault, tag) {
  const token = await login(api.url);
  const stats = {
    requests: 0,
    acknowledged: [],
    fiveXX: 0,
    by: { 503: 0, 507: 0 },
    other: new Set(),
    lastOk: Date.now(),
    longestGap: 0,
  };
  const ok = () => {
    const now = Date.now();
    stats.longestGap = Math.max(stats.longestGap, now - stats.lastOk);
    stats.lastOk = now;
  };
  const send = async (method, route, body, key) => {
    stats.requests++;
    try {
      const res = await fetch(api.url + route, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          authorization: `Bearer ${token}`,
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(10_000),
      });
      const text = await res.text();
      if (res.status >= 500) stats.fiveXX++;
      if (res.status in stats.by) stats.by[res.status]++;
      else if (res.status >= 500) stats.other.add(`${res.status} ${text.slice(0, 120)}`);
      if (res.status < 400) ok();
      return res.status;
    } catch {
      return 0; // no answer (connection refused or reset)
    }
  };
  let running = true;
  let n = 0;
  const client = async (c) => {
    while (running) {
      if (c % 2) {
        await send('GET', '/api/hostels?page=1');
        continue;
      }
      const subject = `${tag} ${n++}`;
      const key = crypto.randomUUID();
      // sent again with its key until a definite answer, as the site's client does
      for (let attempt = 0; attempt < 60; attempt++) {
        const status = await send(
          'POST',
          '/api/student/complaints',
          { subject, details: 'Measured by bench:faults.', category: 'Other' },
          key,
        );
        if (status === 201) stats.acknowledged.push(subject);
        if (status && status !== 503 && status !== 409) break;
        await sleep(200);
        if (!running && attempt > 20) break;
      }
    }
  };
  const started = Date.now();
  const clients = Array.from({ length: CLIENTS }, (_, c) => client(c));
  await sleep((SECONDS * 1000) / 3);
  await fault();
  await sleep(Math.max(0, started + SECONDS * 1000 - Date.now()));
  running = false;
  await Promise.all(clients);
  ok();
  const rows = await api.sql('select subject, count(*) as n from complaints where subject like ? group by subject', [
    `${tag} %`,
  ]);
  const stored = new Map(rows.map((r) => [r.subject, Number(r.n)]));
  return {
    requests: stats.requests,
    acknowledged: stats.acknowledged.length,
    lost: stats.acknowledged.filter((s) => !stored.has(s)).length,
    duplicated: [...stored.values()].filter((count) => count > 1).length,
    fiveXX: `${stats.fiveXX} (${stats.by[503]} × 503${stats.by[507] ? `, ${stats.by[507]} × 507` : ''}${[...stats.other].map((o) => `; ${o}`).join('')})`,
    unavailable: (stats.longestGap / 1000).toFixed(1),
  };
}

/**
 * The data folder on a 48 MB tmpfs that fills up for a third of the run, then frees (SQLite: the database is
 * in the data folder). Mounting needs root; elsewhere the row says so.
 */
async function diskFull(run) {
  const mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'hh-faults-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=48m', 'tmpfs', mountPoint], { stdio: 'ignore' });
  } catch {
    fs.rmSync(mountPoint, { recursive: true, force: true });
    console.log('disk full: not measured (mounting a small disk needs root)');
    return;
  }
  const filler = path.join(mountPoint, 'filler');
  try {
    await run('disk full, then freed', { dataDir: path.join(mountPoint, 'data') }, async () => {
      const block = Buffer.alloc(1024 * 1024);
      const fd = fs.openSync(filler, 'w');
      try {
        for (;;) fs.writeSync(fd, block);
      } catch {
        /* ENOSPC: full */
      } finally {
        fs.closeSync(fd);
      }
      await sleep((SECONDS * 1000) / 3);
      fs.rmSync(filler);
    });
  } finally {
    spawnSync('umount', [mountPoint]);
    fs.rmSync(mountPoint, { recursive: true, force: true });
  }
}

/** Ten copies at once of a booking request (no key) and of "I have paid" (no key): how many were made. */
async function doubleSubmits(api) {
  const email = `double-${crypto.randomUUID()}@example.in`;
  const reg = await fetch(`${api.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Double Tap', email, phone: '9876543210', password: 'secret1', role: 'student' }),
  }).then((r) => r.json());
  const hostels = await fetch(`${api.url}/api/hostels?search=Sri%20Sai%20Residency`).then((r) => r.json());
  const checkInDate = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const tenAtOnce = (route, body) =>
    Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(api.url + route, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${reg.token}` },
          body: JSON.stringify(body),
        }).then((r) => r.status),
      ),
    );
  const statuses = await tenAtOnce('/api/student/bookings', {
    hostelId: hostels.hostels[0].id,
    checkInDate,
    durationMonths: 3,
    sharing: 'Double',
  });
  const [{ n }] = await api.sql(
    'select count(*) as n from bookings where student_id = (select id from users where email = ?)',
    [email],
  );
  const token = await login(api.url);
  const payments = await fetch(`${api.url}/api/student/payments`, {
    headers: { authorization: `Bearer ${token}` },
  }).then((r) => r.json());
  const bill = [payments.bill, ...(payments.unpaid ?? [])].find((b) => b && b.status === 'Pending');
  let reports = 'no bill to pay';
  if (bill) {
    const paid = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${api.url}/api/student/bills/${bill.id}/paid`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ reference: '412345678901' }),
        }).then((r) => r.status),
      ),
    );
    const [{ n: told }] = await api.sql("select count(*) as n from notifications where message like '%412345678901%'");
    reports = `${paid.filter((s) => s === 200).length} accepted, ${Number(told)} owner notification(s)`;
  }
  return { bookings: `${statuses.filter((s) => s === 201).length} accepted, ${Number(n)} made`, reports };
}

/** The API's resident memory (MB) while twelve 48 MB hostel uploads with a bad form are refused (twelve owners:
 * one account has at most two uploads in flight). */
async function uploadMemory(api) {
  const owners = [];
  for (let i = 0; i < 12; i++)
    owners.push(
      await fetch(`${api.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Big Uploader',
          email: `big-${crypto.randomUUID()}@example.in`,
          phone: '9876543210',
          password: 'secret1',
          role: 'owner',
          hostelName: 'Big Files',
        }),
      }).then((r) => r.json()),
    );
  const rss = () => {
    const pid = api.handle.child.pid;
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
  };
  const before = rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rss());
  }, 50);
  const video = Buffer.alloc(48 * 1024 * 1024, 1);
  const statuses = await Promise.all(
    Array.from({ length: 12 }, (_, i) => {
      const form = new FormData();
      form.append('name', ''); // refused: the form is incomplete, before the video is read
      form.append('video', new Blob([video], { type: 'video/mp4' }), `big-${i}.mp4`);
      return fetch(`${api.url}/api/owner/add-hostel`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owners[i].token}` },
        body: form,
      }).then(
        (r) => r.status,
        () => 0,
      );
    }),
  );
  clearInterval(sampler);
  return { before: before.toFixed(0), peak: peak.toFixed(0), statuses: [...new Set(statuses)].join('/') };
}

/**
 * One owner with `count` open notification streams; a new student's booking request notifies the owner. How
 * long, from the request's answer, until each stream had the notification (ms: median, p99, last).
 */
async function streamFanOut(api, count = 1000) {
  const owner = await login(api.url, 'owner@demo.in', 'owner123', 'owner');
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const name = `Fan ${crypto.randomBytes(3).toString('hex')}`;
  const arrivals = [];
  const requests = [];
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const req = http.get(
            `${api.url}/api/notifications/stream`,
            { agent, headers: { authorization: `Bearer ${owner}` } },
            (res) => {
              let text = '';
              let seen = false;
              res.setEncoding('utf8');
              res.on('data', (chunk) => {
                text = (text + chunk).slice(-4000);
                if (text.includes('event: counts')) resolve();
                if (!seen && text.includes(name)) {
                  seen = true;
                  arrivals.push(performance.now());
                }
              });
            },
          );
          req.on('error', reject);
          requests.push(req);
        }),
    ),
  );
  const student = await fetch(`${api.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email: `fan-${crypto.randomUUID()}@example.in`,
      phone: '9876543210',
      password: 'secret1',
      role: 'student',
    }),
  }).then((r) => r.json());
  const hostels = await fetch(`${api.url}/api/hostels?search=Sri%20Sai%20Residency`).then((r) => r.json());
  const booked = await fetch(`${api.url}/api/student/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${student.token}` },
    body: JSON.stringify({
      hostelId: hostels.hostels[0].id,
      checkInDate: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
      durationMonths: 3,
      sharing: 'Double',
    }),
  });
  const answered = performance.now();
  const until = answered + 10_000;
  while (arrivals.length < count && performance.now() < until) await sleep(10);
  for (const req of requests) req.destroy();
  agent.destroy();
  const times = arrivals.map((t) => Math.max(0, t - answered)).sort((a, b) => a - b);
  const at = (q) => (times.length ? times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(0) : '-');
  return { status: booked.status, got: times.length, count, median: at(0.5), p99: at(0.99), last: at(1) };
}

const table = (rows) => {
  const head = ['fault', 'requests', 'acknowledged', 'lost', 'duplicated', '5xx', 'seconds unavailable'];
  console.log(`| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|`);
  for (const r of rows)
    console.log(
      `| ${[r.fault, r.requests, r.acknowledged, r.lost, r.duplicated, r.fiveXX, r.unavailable].join(' | ')} |`,
    );
};

let pgServer = null;
try {
  for (const engine of ENGINES) {
    if (engine === 'postgres') pgServer = await startPostgres({ durable: true, hugePages: true });
    const rows = [];
    const run = async (name, options, fault) => {
      const api = await startApi({ engine, pgServer, ...options });
      try {
        rows.push({ fault: name, ...(await load(api, () => fault(api), name.replace(/\W+/g, '-'))) });
      } finally {
        await api.stop();
      }
    };
    const workerPid = (api) =>
      Number(
        fs
          .readdirSync('/proc')
          .filter((p) => /^\d+$/.test(p))
          .find((p) => {
            try {
              return (
                fs.readFileSync(`/proc/${p}/status`, 'utf8').includes(`PPid:\t${api.handle.child.pid}\n`) &&
                fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('.build/main.cjs')
              );
            } catch {
              return false;
            }
          }),
      );
    await run('worker kill -9 (2 workers)', { workers: 2 }, async (api) => process.kill(workerPid(api), 'SIGKILL'));
    await run('whole API kill -9 (supervised)', {}, async (api) => process.kill(api.handle.child.pid, 'SIGKILL'));
    if (engine === 'postgres') await run('PostgreSQL immediate restart', {}, async () => pgServer.restart());
    if (engine === 'sqlite') await diskFull(run);
    const api = await startApi({ engine, pgServer });
    try {
      const doubles = await doubleSubmits(api);
      const memory = await uploadMemory(api);
      const fan = await streamFanOut(api);
      console.log(`\n## ${engine}\n`);
      table(rows);
      console.log(
        `\ndouble submits, ten at once without a key: booking requests ${doubles.bookings}; "I have paid" ${doubles.reports}`,
      );
      console.log(
        `twelve concurrent 48 MB uploads refused (${memory.statuses}): API memory ${memory.before} MB before, ${memory.peak} MB at most during`,
      );
      console.log(
        `one owner with ${fan.count} open streams, a booking request (${fan.status}): ${fan.got} streams had its notification; after the answer: median ${fan.median} ms, p99 ${fan.p99} ms, last ${fan.last} ms`,
      );
    } finally {
      await api.stop();
    }
  }
} finally {
  pgServer?.stop();
}
