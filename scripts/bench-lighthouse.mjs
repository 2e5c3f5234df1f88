#!/usr/bin/env node
// npm run bench:lighthouse: Lighthouse (mobile: simulated slow 4G, 4x CPU slowdown) on Debian's Chromium against the
// running site (npm start; SITE_URL overrides the address). Signed-in routes run with a session placed in the
// browser's storage first; the HTTP cache is emptied before every run. Prints score, FCP, LCP, TBT, CLS and the
// JavaScript a route downloads. A benchmark, not a test: the figures move with the machine's load.
// LH_RUNS=3 runs each route three times and keeps the run with the median performance score. LH_ROUTES=/,/login
// measures only those routes. LH_THROTTLING=devtools loads the page on a really throttled network and CPU instead of
// simulating them from an unthrottled load (on localhost the unthrottled load can run the scripts before the first
// paint, which a phone on slow 4G never does: it then times a prerendered page's LCP from the app's render).
// LH_SAVE=dir writes every run's full Lighthouse report there (JSON), to read where the time goes.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const SITE = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 1));
const ONLY = process.env.LH_ROUTES ? new Set(process.env.LH_ROUTES.split(',')) : null;
const SAVE = process.env.LH_SAVE ? path.resolve(process.env.LH_SAVE) : null;
const THROTTLING = process.env.LH_THROTTLING === 'devtools' ? { throttlingMethod: 'devtools' } : {};
const PORT = 9333;
const require = createRequire(import.meta.url);
const { CHROMIUM_FLAGS, CHROMIUM } = require('../tools/chromium-flags.cjs');
// headless comes from Playwright's own option; Lighthouse attaches through the debugging port
const ARGS = [...CHROMIUM_FLAGS.filter((f) => f !== '--headless'), `--remote-debugging-port=${PORT}`];

const deployment = await fetch(`${SITE}/deployment.json`)
  .then((res) => res.json())
  .catch(() => {
    console.error(`No site at ${SITE}: start it with npm start (or set SITE_URL).`);
    process.exit(1);
  });
const API = deployment.apiBaseUrl;
const firstHostel = (await (await fetch(`${API}/api/hostels?page=1`)).json()).hostels[0].id;

const roles = [
  { role: 'visitor', routes: ['/', '/about', '/login', '/register', '/legal/privacy-policy', '/support'] },
  {
    role: 'student',
    login: ['student@demo.in', 'student123'],
    routes: ['/student/hostels', `/student/hostels/${firstHostel}`, '/student-dashboard'],
  },
  { role: 'owner', login: ['owner@demo.in', 'owner123'], routes: ['/owner-dashboard', '/owner/view-requests'] },
];

async function sessionOf([email, password], role) {
  const res = await fetch(`${API}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, role }),
  });
  if (!res.ok) throw new Error(`login as ${email}: ${res.status}`);
  return res.json();
}

const ms = (v) => (v >= 1000 ? `${(v / 1000).toFixed(1)} s` : `${Math.round(v)} ms`);
function figures(lhr) {
  const a = lhr.audits;
  const js = (a['network-requests']?.details?.items ?? [])
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    fcp: ms(a['first-contentful-paint'].numericValue),
    lcp: ms(a['largest-contentful-paint'].numericValue),
    tbt: ms(a['total-blocking-time'].numericValue),
    cls: a['cumulative-layout-shift'].numericValue.toFixed(3),
    js: (js / 1024).toFixed(0),
    problems: Object.values(a)
      .filter((x) => x.score !== null && x.score < 0.9 && ['binary', 'numeric'].includes(x.scoreDisplayMode))
      .map((x) => x.id),
  };
}

const header = ['route', 'perf', 'a11y', 'b.p.', 'FCP', 'LCP', 'TBT', 'CLS', 'JS kB'];
const widths = [44, 6, 6, 6, 8, 8, 9, 7, 7];
// a cell wider than its column (a hostel page's address) still leaves a space before the next
const row = (cells) => cells.map((c, i) => `${String(c).padEnd(widths[i] - 1)} `).join('');
console.log(
  `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile (${THROTTLING.throttlingMethod ?? 'simulated'} throttling), ${SITE}, ${RUNS} run(s) per route\n`,
);
console.log(row(header));
const details = [];
for (const { role, login, routes } of roles) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'hh-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    // Playwright turns the back/forward cache off; a phone's browser has it on, and Lighthouse audits it.
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${SITE}/deployment.json`); // the site's origin, without running the site
  if (login) {
    const { token, user } = await sessionOf(login, role);
    await page.evaluate(
      ([t, u]) => {
        localStorage.setItem('token', t);
        localStorage.setItem('user', u);
      },
      [token, JSON.stringify(user)],
    );
  }
  const cdp = await context.newCDPSession(page);
  for (const route of routes) {
    if (ONLY && !ONLY.has(route)) continue;
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      await cdp.send('Network.clearBrowserCache');
      const result = await lighthouse(`${SITE}${route}`, {
        port: PORT,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: true,
        ...THROTTLING,
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      // a run Lighthouse could not finish (its page did not paint, the browser stalled) says why, and is not counted
      if (result.lhr.runtimeError) console.log(`${route}: run ${i + 1} failed: ${result.lhr.runtimeError.message}`);
      else runs.push(figures(result.lhr));
      if (SAVE) {
        fs.mkdirSync(SAVE, { recursive: true });
        const name = `${role ?? 'visitor'}${route.replace(/[^a-z0-9]+/gi, '-')}-${i + 1}.json`;
        fs.writeFileSync(path.join(SAVE, name), JSON.stringify(result.lhr));
      }
    }
    if (!runs.length) continue;
    runs.sort((a, b) => a.perf - b.perf);
    const f = runs[Math.floor(runs.length / 2)];
    console.log(row([`${route}${login ? ` (${role})` : ''}`, f.perf, f.a11y, f.bp, f.fcp, f.lcp, f.tbt, f.cls, f.js]));
    if (f.problems.length) details.push(`${route}: ${f.problems.join(', ')}`);
  }
  await context.close();
  fs.rmSync(profile, { recursive: true, force: true });
}
if (details.length) console.log(`\nAudits below 0.9:\n${details.join('\n')}`);
