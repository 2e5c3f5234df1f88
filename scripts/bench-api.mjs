#!/usr/bin/env node
// npm run bench:api: the API under load at scale. Creates a scratch database with N hostels (default
// 100,000; the seven areas, three types, realistic prices and features, three pictures each), starts the
// API on it (SQLite, and PostgreSQL when it can be started: scripts/postgres.mjs), loads it with autocannon
// for a while per request shape and prints req/s, p50 and p99 per shape and engine, with nproc and the load
// average. A benchmark that prints figures, not a test.
//
//   npm run bench:api -- [--hostels 100000] [--seconds 10] [--connections 50] [--engines sqlite,postgres]
//                        [--workers 1] [--keep] [--small-pages]
//
// PostgreSQL's shared buffers sit on huge pages, as a production server's should (reserved when run as root;
// --small-pages: on 4 kB pages, for comparison): on 4 kB pages, a connection's first touch of each page, and again
// after the kernel reclaimed an idle one, made a broad search's first count 50-115 ms instead of 12-18 (measured).
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import apiBundle from '../api-stub/bundle.cjs';
import { freePort, startPostgres } from './postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = path.join(root, 'api-stub');

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const HOSTELS = Number(arg('hostels', 100_000));
const SECONDS = Number(arg('seconds', 10));
const CONNECTIONS = Number(arg('connections', 50));
const ENGINES = arg('engines', 'sqlite,postgres').split(',');
const WORKERS = arg('workers', '1');
const KEEP = process.argv.includes('--keep'); // leave the scratch data folder (and say where)
const SMALL_PAGES = process.argv.includes('--small-pages');
let pgPages = '';

const AREAS = ['Mangalpally', 'Adibatla', 'Sheriguda', 'Dilsukhnagar', 'Maisammaguda', 'Narayanaguda', 'Others'];
const TYPES = ['Boys', 'Girls', 'Co-Living'];
const FEATURES = [
  'WiFi',
  'Food',
  'AC',
  'Laundry',
  'Parking',
  'Power Backup',
  'CCTV',
  'Gym',
  'Hot Water',
  'Housekeeping',
  'Study Room',
  'RO Water',
];
const FIRST = [
  'Sri Sai',
  'Green Park',
  'Royal',
  'Sunrise',
  'Lakshmi',
  'Balaji',
  'Venkateshwara',
  'Annapurna',
  'Comfort',
];
const KIND = {
  Boys: ['Boys Hostel', 'Men PG'],
  Girls: ['Ladies Hostel', 'Girls PG'],
  'Co-Living': ['Co-Living', 'Stay'],
};

/** A deterministic pseudo-random generator, so every run benchmarks the same data. */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function* generatedHostels(ownerId, count) {
  const rnd = random(42);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const start = Date.parse('2024-01-01T00:00:00Z');
  for (let i = 1; i <= count; i++) {
    const type = pick(TYPES);
    const area = pick(AREAS);
    const features = FEATURES.filter(() => rnd() < 0.4);
    const id = crypto.randomUUID();
    yield {
      id,
      owner_id: ownerId,
      name: `${pick(FIRST)} ${pick(KIND[type])} ${i}`,
      type,
      area,
      address: `${1 + Math.floor(rnd() * 400)}, Main Road, ${area}, Hyderabad`,
      price: 3000 + 500 * Math.floor(rnd() * 25),
      available: rnd() < 0.8 ? 1 : 0,
      features: JSON.stringify(features.length ? features : ['WiFi']),
      description: `A ${type.toLowerCase()} hostel in ${area} close to the colleges.`,
      contact: `9${String(100000000 + Math.floor(rnd() * 899999999))}`,
      created_at: new Date(start + i * 60_000).toISOString(),
      video_url: null,
      total_rooms: 0,
    };
  }
}

const COLUMNS = Object.keys([...generatedHostels('x', 1)][0]);

/** Inserts the hostels and their pictures straight into the database, in batches (the API is running). */
async function fillSqlite(file, count) {
  const db = new Database(file);
  db.pragma('busy_timeout = 10000');
  const ownerId = db.prepare("select id from users where email = 'owner@demo.in'").get().id;
  const insertHostel = db.prepare(`insert into hostels (${COLUMNS.join(', ')}) values (${COLUMNS.map(() => '?')})`);
  const insertImage = db.prepare('insert into hostel_images (hostel_id, url, position) values (?, ?, ?)');
  let batch = [];
  const flush = db.transaction((rows) => {
    for (const h of rows) {
      insertHostel.run(...COLUMNS.map((c) => h[c]));
      for (const view of [0, 1, 2]) insertImage.run(h.id, `/media/hostel-art/${h.id}/${view}.svg`, view);
    }
  });
  for (const h of generatedHostels(ownerId, count)) {
    batch.push(h);
    if (batch.length === 5000) {
      flush(batch);
      batch = [];
    }
  }
  flush(batch);
  db.exec('analyze');
  db.close();
}

async function fillPostgres(url, count) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const ownerId = (await client.query("select id from users where email = 'owner@demo.in'")).rows[0].id;
  let batch = [];
  const flush = async (rows) => {
    if (!rows.length) return;
    const values = [];
    const tuples = rows.map((h, r) => {
      values.push(...COLUMNS.map((c) => h[c]));
      return `(${COLUMNS.map((_, k) => `$${r * COLUMNS.length + k + 1}`)})`;
    });
    await client.query(`insert into hostels (${COLUMNS.join(', ')}) values ${tuples.join(', ')}`, values);
    const images = [];
    const imageTuples = rows.flatMap((h, r) =>
      [0, 1, 2].map((view) => {
        images.push(h.id, `/media/hostel-art/${h.id}/${view}.svg`, view);
        const base = (r * 3 + view) * 3;
        return `($${base + 1}, $${base + 2}, $${base + 3})`;
      }),
    );
    await client.query(`insert into hostel_images (hostel_id, url, position) values ${imageTuples.join(', ')}`, images);
  };
  // a transaction per batch, as owners add hostels over time: in one transaction, the 100,000 updates of the
  // 21 rows of `hostel_counts` could not be pruned and left it 650 pages long, read by every listing request
  for (const h of generatedHostels(ownerId, count)) {
    batch.push(h);
    if (batch.length === 2000) {
      await flush(batch);
      batch = [];
    }
  }
  await flush(batch);
  await client.query('vacuum analyze');
  await client.end();
}

async function startApi(env) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', apiBundle.bundleApi()], {
    cwd: apiDir,
    env: {
      ...process.env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      API_WORKERS: WORKERS,
      LOGIN_RATE_LIMIT: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 60_000; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
    try {
      // ready, as a load balancer would wait for: warmed up (statements prepared, spelling words read)
      if ((await fetch(`${url}/api/health/ready`)).ok) return { url, stop: () => stopChild(child) };
    } catch {
      /* starting */
    }
  }
  child.kill('SIGKILL');
  throw new Error('the API did not start');
}

function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

async function shapesFor(url) {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'student@demo.in', password: 'student123', role: 'student' }),
  });
  const { token } = await login.json();
  // A hostel from the middle of the listing when there is one (the seeded ones otherwise).
  const deep = await (await fetch(`${url}/api/hostels?area=Sheriguda&page=100`)).json();
  const first = await (await fetch(`${url}/api/hostels?page=1`)).json();
  const hostelId = (deep.hostels[0] ?? first.hostels[0]).id;
  return [
    ['first page', '/api/hostels?page=1'],
    ['area + sort + page 500', '/api/hostels?area=Mangalpally&sort=asc&page=500'],
    ['type + sort', '/api/hostels?type=Girls&sort=desc&page=3'],
    ['search "Hostel 99"', '/api/hostels?search=Hostel%2099&page=1'],
    ['search "wi fi" (one word written apart)', '/api/hostels?search=wi%20fi&page=1'],
    ['search "girls" (synonyms)', '/api/hostels?search=girls&page=1'],
    ['search "hostal" (misspelt)', '/api/hostels?search=hostal&page=1'],
    ['search "wifi" + area + sort', '/api/hostels?search=wifi&area=Adibatla&sort=asc&page=1'],
    ['search "wifi" sorted by price', '/api/hostels?search=wifi&sort=desc&page=1'],
    ['search "girls" + price filter', '/api/hostels?search=girls&maxPrice=7000&page=1'],
    ['search with no match in an area', '/api/hostels?search=qqzzx&area=Sheriguda&page=1'],
    ['a hostel page', `/api/hostels/${hostelId}`],
    ["a student's bookings", '/api/student/bookings', { authorization: `Bearer ${token}` }],
  ];
}

/** A search not answered before: one request at a time, each for another page (no answer is cached yet), then its
 * first page after each of 10 changes to the listing (`listing_version` moved, as a booking moves it), from a client
 * process of its own (scripts/bench-cold-client.mjs), a second after the previous shape's load ended. */
async function coldTimes(url, route, database, pages = 20) {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const client = spawn(process.execPath, [
    path.join(root, 'scripts/bench-cold-client.mjs'),
    url,
    route,
    String(pages),
    database,
  ]);
  let out = '';
  client.stdout.on('data', (chunk) => {
    out += chunk;
  });
  const status = await new Promise((resolve) => client.on('close', resolve));
  if (status !== 0) return `cold: the client failed (exit ${status})`;
  const { pages: times, afterChange } = JSON.parse(out);
  const at = (list, q) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.ceil(q * list.length) - 1)];
  const ms = (n) => n.toFixed(1);
  return (
    `cold: first ${ms(times[0])} ms, p50 ${ms(at(times, 0.5))} ms, p99 ${ms(at(times, 0.99))} ms; ` +
    `first page after a change: p50 ${ms(at(afterChange, 0.5))} ms, max ${ms(at(afterChange, 1))} ms`
  );
}

function load(url, pathAndQuery, headers = {}, duration = SECONDS) {
  return new Promise((resolve, reject) => {
    autocannon({ url: url + pathAndQuery, connections: CONNECTIONS, duration, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function benchEngine(engine, rows) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `hh-bench-${engine}-`));
  let pgServer = null;
  let databaseUrl = '';
  try {
    if (engine === 'postgres') {
      pgServer = await startPostgres({ hugePages: !SMALL_PAGES });
      pgPages = pgServer.hugePages ? 'huge pages' : '4 kB pages';
      if (!SMALL_PAGES && !pgServer.hugePages)
        console.log('[bench] postgres: no huge pages to be had (as root: sysctl vm.nr_hugepages=80); 4 kB pages');
      const admin = new pg.Client({ connectionString: pgServer.url });
      await admin.connect();
      await admin.query('create database bench');
      await admin.end();
      databaseUrl = pgServer.url.replace(/\/postgres$/, '/bench');
    }
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
    const database = databaseUrl || path.join(dataDir, 'hostel-hub.sqlite');
    let api = await startApi(env); // migrates and seeds
    const filled = Date.now();
    if (engine === 'postgres') await fillPostgres(databaseUrl, HOSTELS);
    else await fillSqlite(database, HOSTELS);
    console.log(`[bench] ${engine}: ${HOSTELS} hostels written in ${((Date.now() - filled) / 1000).toFixed(1)} s`);
    await api.stop();
    api = await startApi(env); // a fresh process, as after a deploy
    try {
      for (const [shape, route, headers] of await shapesFor(api.url)) {
        const cold = route.includes('search=') ? await coldTimes(api.url, route, database) : null;
        await load(api.url, route, headers, 2); // warm-up, not counted
        const r = await load(api.url, route, headers);
        const bad = r.non2xx + r.errors + r.timeouts;
        rows.push({
          engine,
          shape,
          rps: Math.round(r.requests.average),
          p50: r.latency.p50,
          p99: r.latency.p99,
          note: [bad ? `${bad} failed` : '', cold ?? ''].filter(Boolean).join('; '),
        });
        console.log(`[bench] ${engine} · ${shape}: ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms`);
      }
    } finally {
      await api.stop();
    }
  } finally {
    pgServer?.stop();
    if (KEEP) console.log(`[bench] ${engine}: data kept in ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = [];
for (const engine of ENGINES) {
  try {
    await benchEngine(engine, rows);
  } catch (error) {
    console.log(`[bench] ${engine} skipped: ${error instanceof Error ? error.message : error}`);
  }
}

console.log(
  `\nAPI under load: ${HOSTELS} generated hostels besides the seeded ones, ${CONNECTIONS} connections, ${SECONDS} s per shape, API_WORKERS=${WORKERS}; ` +
    `nproc ${os.availableParallelism()}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}${pgPages ? `; PostgreSQL's shared buffers on ${pgPages}` : ''}`,
);
console.log('| engine | shape | req/s | p50 ms | p99 ms | cold (one at a time, uncached) |');
console.log('|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.engine} | ${r.shape} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.note} |`);
