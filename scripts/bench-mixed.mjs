#!/usr/bin/env node
// npm run bench:mixed: a freshly started API under mixed traffic at a fixed rate (open loop: each request is
// sent at its planned time whether or not earlier ones have come back, and its latency counts from that time,
// so a slow server cannot hide behind fewer requests). 70 % public reads (listing pages, a hostel, its reviews),
// 20 % signed-in reads, 10 % writes (a viewed hostel recorded). Per engine and worker count it runs the first
// seconds after the process says it is ready (/api/health/ready: warmed up), then the same again, warm; with
// --unwarmed, also from the moment the port answers (/api/health/live), as traffic did before readiness.
// A benchmark that prints figures, not a test.
//
//   npm run bench:mixed -- [--engines sqlite,postgres] [--workers 1,2] [--rate 3000] [--seconds 10] [--unwarmed]
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import apiBundle from '../api-stub/bundle.cjs';
import { freePort, startPostgres } from './postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const ENGINES = arg('engines', 'sqlite,postgres').split(',');
const WORKERS = arg('workers', '1,2').split(',').map(Number);
const RATE = Number(arg('rate', 3000));
const SECONDS = Number(arg('seconds', 10));
const UNWARMED = process.argv.includes('--unwarmed');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One request; resolves with its status (0: no answer). */
function request(port, method, pathAndQuery, token, body) {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathAndQuery,
        agent,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

async function waitFor(port, probe) {
  for (;;) {
    if ((await request(port, 'GET', probe)) === 200) return;
    await sleep(20);
  }
}

async function startApi(engine, workers, pgServer) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hh-mixed-'));
  let databaseUrl = '';
  if (engine === 'postgres') {
    const name = `mixed_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgServer.url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    databaseUrl = pgServer.url.replace(/\/postgres$/, `/${name}`);
  }
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', apiBundle.bundleApi()], {
    cwd: path.join(root, 'api-stub'),
    env: {
      ...process.env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      API_WORKERS: String(workers),
      LOGIN_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { port, stop };
}

/** The traffic's mix: what to send for a random number in [0, 1). */
function mixFor(ids, token) {
  return (x) => {
    const id = ids[Math.floor(x * 997) % ids.length];
    if (x < 0.3) return ['GET', `/api/hostels?page=${1 + (Math.floor(x * 100) % 2)}`];
    if (x < 0.55) return ['GET', `/api/hostels/${id}`];
    if (x < 0.7) return ['GET', `/api/hostels/${id}/reviews`];
    if (x < 0.8) return ['GET', '/api/student/bookings', token];
    if (x < 0.9) return ['GET', '/api/notifications/counts', token];
    return ['POST', '/api/student/recently-viewed', token, { hostelId: id }];
  };
}

/** Sends RATE requests a second for SECONDS, open loop; latencies from each request's planned time. */
async function run(port, pick) {
  const latencies = [];
  let errors = 0;
  const pending = [];
  const started = performance.now();
  const total = RATE * SECONDS;
  for (let i = 0; i < total; i++) {
    const planned = started + (i * 1000) / RATE;
    const wait = planned - performance.now();
    if (wait > 1) await sleep(wait);
    const [method, route, token, body] = pick(Math.random());
    pending.push(
      request(port, method, route, token, body).then((status) => {
        latencies.push(performance.now() - planned);
        if (status === 0 || status >= 500) errors++;
      }),
    );
  }
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return {
    sent: total,
    achieved: Math.round(total / ((performance.now() - started) / 1000)),
    p50: at(0.5).toFixed(1),
    p99: at(0.99).toFixed(1),
    max: latencies.at(-1).toFixed(0),
    errors,
  };
}

async function prepare(port) {
  const login = await new Promise((resolve) => {
    const body = JSON.stringify({ email: 'student@demo.in', password: 'student123', role: 'student' });
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => resolve(JSON.parse(text)));
      },
    );
    req.end(body);
  });
  const listing = await fetch(`http://127.0.0.1:${port}/api/hostels?page=1`).then((r) => r.json());
  return mixFor(
    listing.hostels.map((h) => h.id),
    login.token,
  );
}

const rows = [];
let pgServer = null;
try {
  for (const engine of ENGINES) {
    // its shared buffers on huge pages, as in production (scripts/bench-api.mjs)
    if (engine === 'postgres') pgServer = await startPostgres({ hugePages: true });
    for (const workers of WORKERS) {
      for (const probe of UNWARMED ? ['/api/health/live', '/api/health/ready'] : ['/api/health/ready']) {
        const api = await startApi(engine, workers, pgServer);
        try {
          await waitFor(api.port, probe);
          // the login and the hostel ids are read after the probe answered, as a first visitor would
          const pick = await prepare(api.port);
          const first = await run(api.port, pick);
          rows.push({ engine, workers, when: `first ${SECONDS} s after ${probe.split('/').pop()}`, ...first });
          if (probe.endsWith('ready')) rows.push({ engine, workers, when: 'warm', ...(await run(api.port, pick)) });
        } finally {
          await api.stop();
        }
      }
    }
  }
} finally {
  pgServer?.stop();
  agent.destroy();
}

console.log(
  `\n${RATE} req/s open loop, ${SECONDS} s per run, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}\n`,
);
console.log('| engine | workers | run | sent | achieved req/s | p50 ms | p99 ms | max ms | errors |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.engine} | ${r.workers} | ${r.when} | ${r.sent} | ${r.achieved} | ${r.p50} | ${r.p99} | ${r.max} | ${r.errors} |`,
  );
