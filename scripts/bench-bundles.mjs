#!/usr/bin/env node
// Prints what each production build weighs (raw and gzip): the shell's start-up files, each remote's
// entry and exposed route modules, and all JavaScript in each dist. Run after `npm run build`.
// An expose's figure lists every file its manifest names, shared-library fallbacks included: an upper
// bound. What a page really downloads on the composed site: scripts/bench-pages.mjs.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { apps, root } = require('../tools/apps.cjs');

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const sizes = (file) => {
  const data = fs.readFileSync(file);
  return { raw: data.length, gzip: zlib.gzipSync(data, { level: 9 }).length };
};
const sum = (files) =>
  files.reduce(
    (t, f) => {
      const s = sizes(f);
      return { raw: t.raw + s.raw, gzip: t.gzip + s.gzip };
    },
    { raw: 0, gzip: 0 },
  );

const rows = [];
for (const [name, app] of Object.entries(apps)) {
  const dist = path.join(root, app.dir, 'dist');
  if (!fs.existsSync(dist)) {
    console.error(`${app.dir}/dist is missing: run npm run build first`);
    process.exit(1);
  }
  const js = fs
    .readdirSync(dist)
    .filter((f) => f.endsWith('.js'))
    .map((f) => path.join(dist, f));
  const all = sum(js);
  rows.push([name, 'all JavaScript', `${js.length} files`, kb(all.raw), kb(all.gzip)]);
  if (name === 'shell') {
    const start = sum([path.join(dist, 'main.js'), path.join(dist, 'index.html')]);
    rows.push([name, 'index.html + main.js', '', kb(start.raw), kb(start.gzip)]);
  } else {
    const entry = sizes(path.join(dist, 'remoteEntry.js'));
    rows.push([name, 'remoteEntry.js', '', kb(entry.raw), kb(entry.gzip)]);
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    for (const expose of manifest.exposes ?? []) {
      const files = [...(expose.assets?.js?.sync ?? []), ...(expose.assets?.js?.async ?? [])]
        .map((f) => path.join(dist, f))
        .filter((f) => fs.existsSync(f));
      const s = sum(files);
      rows.push([name, `expose ${expose.path}`, `${files.length} files`, kb(s.raw), kb(s.gzip)]);
    }
  }
}
const widths = [12, 30, 10, 12, 12];
const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join(' ');
console.log(line(['app', 'what', 'files', 'raw', 'gzip']));
for (const r of rows) console.log(line(r));
