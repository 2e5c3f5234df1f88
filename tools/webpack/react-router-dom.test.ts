// Every app gets React Router through tools/webpack/react-router-dom.js (the shared `react-router-dom`). A name an
// app imports that the list lacks would be undefined on the composed site while type-checking and unit tests (which
// use the real package) pass: this test reads every app's imports and fails on such a name.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const APP_DIRS = [
  'shell',
  'mfe-student',
  'mfe-owner',
  'mfe-legal',
  'mfe-admin',
  'shared-ui',
  'shared-auth',
  'app-kit',
  'dev-host',
];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** Code that runs in node (the shell's server-side render), never on the composed site: it takes the real package's
 * server-side router. */
const SERVER_ONLY = new Set(['shell/src/prerender/renderPages.tsx']);

const files = APP_DIRS.flatMap((d) => sourceFiles(path.join(root, d, 'src'))).filter(
  (f) => !SERVER_ONLY.has(path.relative(root, f)),
);
const facade = fs.readFileSync(path.join(__dirname, 'react-router-dom.js'), 'utf8');
const exported = new Set(
  [...facade.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) =>
    m[1]
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
  ),
);

/** Value names (not `type` imports) an app imports from `from`. */
function importedNames(source: string, from: string): string[] {
  const names: string[] = [];
  const re = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${from}'`, 'g');
  for (const m of source.matchAll(re)) {
    if (m[1]) continue;
    for (const part of m[2].split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

test('the apps import React Router from somewhere (the scan finds their files)', () => {
  expect(files.length).toBeGreaterThan(50);
  expect(files.some((f) => importedNames(fs.readFileSync(f, 'utf8'), 'react-router-dom').includes('Link'))).toBe(true);
});

test("every name an app imports from react-router-dom is in the shared router's list", () => {
  const missing = files.flatMap((f) =>
    importedNames(fs.readFileSync(f, 'utf8'), 'react-router-dom')
      .filter((n) => !exported.has(n))
      .map((n) => `${path.relative(root, f)}: ${n}`),
  );
  expect(missing).toEqual([]);
});

test('no app imports react-router itself (it would bundle a second router beside the shared one)', () => {
  const direct = files.filter((f) => /from\s*'react-router(\/[^']*)?'/.test(fs.readFileSync(f, 'utf8')));
  expect(direct.map((f) => path.relative(root, f))).toEqual([]);
});
