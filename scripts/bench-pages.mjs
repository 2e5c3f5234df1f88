#!/usr/bin/env node
// Measures what the composed site downloads per page, by origin (shell, each remote, API), in Debian's
// Chromium with an empty cache. Needs the site running (npm start); SITE_URL overrides the address.
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

const SITE = process.env.SITE_URL ?? 'http://localhost:3000';
const require = createRequire(import.meta.url);
const { CHROMIUM_FLAGS: ARGS, CHROMIUM } = require('../tools/chromium-flags.cjs');
const pages = [
  { path: '/', wait: 'Project in Progress' },
  { path: '/login', wait: 'Test credentials' },
  { path: '/legal/privacy-policy', wait: 'Contents' },
  { path: '/student-dashboard', wait: 'Explore Nearby Hostels', login: ['student@demo.in', 'student123', 'student'] },
  { path: '/owner-dashboard', wait: 'Quick actions', login: ['owner@demo.in', 'owner123', 'owner'] },
];

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
console.log(
  ['page', 'requests', 'shell kB', 'remotes kB', 'API kB', 'total kB', 'load ms']
    .map((c, i) => c.padEnd(i ? 12 : 24))
    .join(''),
);
for (const p of pages) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (p.login) {
    const res = await fetch(`${(await (await fetch(`${SITE}/deployment.json`)).json()).apiBaseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: p.login[0], password: p.login[1], role: p.login[2] }),
    });
    const { token, user } = await res.json();
    await context.addInitScript(
      ([t, u]) => {
        localStorage.setItem('token', t);
        localStorage.setItem('user', u);
      },
      [token, JSON.stringify(user)],
    );
  }
  const started = Date.now();
  await page.goto(SITE + p.path);
  await page.getByText(p.wait).first().waitFor();
  await page.waitForLoadState('networkidle');
  const elapsed = Date.now() - started;
  const entries = await page.evaluate(() => [
    { name: location.href, size: performance.getEntriesByType('navigation')[0]?.encodedBodySize ?? 0 },
    ...performance
      .getEntriesByType('resource')
      .map((e) => ({ name: e.name, size: e.encodedBodySize || e.transferSize })),
  ]);
  const shellOrigin = new URL(SITE).origin;
  const by = { shell: 0, remotes: 0, api: 0 };
  for (const e of entries) {
    const origin = new URL(e.name).origin;
    if (origin === shellOrigin) by.shell += e.size;
    else if (new URL(e.name).pathname.startsWith('/api') || new URL(e.name).pathname.startsWith('/media'))
      by.api += e.size;
    else by.remotes += e.size;
  }
  const k = (n) => (n / 1024).toFixed(1);
  console.log(
    [p.path, entries.length, k(by.shell), k(by.remotes), k(by.api), k(by.shell + by.remotes + by.api), elapsed]
      .map((c, i) => String(c).padEnd(i ? 12 : 24))
      .join(''),
  );
  await context.close();
}
await browser.close();
