#!/usr/bin/env node
// npm run new-area -- <name>: a new area of the site, its own remote: the folder mfe-<name>/ from
// tools/area-template/ (federation config, areas.json, dev server, a page and its test, release commands), and the
// app registered where the tools find it (tools/apps.json, the npm workspaces, the import boundaries in
// biome.json). Then `npm install` links the workspace, unless --no-install.
//   npm run new-area -- <name> [--no-install]
//   npm run new-area -- --remove <name> [--no-install]     (takes a new area out again)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TEMPLATE = path.join(root, 'tools', 'area-template');
const APPS_FILE = path.join(root, 'tools', 'apps.json');
// biome's launcher with this node (npx would start another node to find it)
const BIOME = path.join(root, 'node_modules', '.bin', 'biome');
const BUILT_IN = ['shell', 'mfe-student', 'mfe-owner', 'mfe-legal', 'mfe-admin'];
// what a plain area needs at run time and to build; the versions are the legal area's, so every app agrees
const DEPENDENCIES = [
  '@tanstack/react-query',
  'app-kit',
  'contracts',
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'shared-auth',
  'shared-ui',
  'styled-components',
  'zustand',
];

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const writeJson = (file, value) => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/** The names of an area called `name` ("hostel-tours"). */
function namesOf(name) {
  const words = name.split('-');
  const title = words.map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
  return {
    area: name,
    app: `mfe-${name}`,
    federation: `mfe_${words.join('_')}`,
    title,
    component: `${title.replace(/ /g, '')}Page`,
    env: name.toUpperCase().replace(/-/g, '_'),
  };
}

function fail(message) {
  console.error(message);
  process.exit(2);
}

/** Copies the template, each `.tpl` file without its suffix and with the placeholders filled in. */
function copyTemplate(from, to, fill) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (entry.name === 'README.md') continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, fill(entry.name.replace(/\.tpl$/, '')));
    if (entry.isDirectory()) copyTemplate(source, target, fill);
    else fs.writeFileSync(target, fill(fs.readFileSync(source, 'utf8')));
  }
}

/** The import boundaries: no app imports another app. Each app's rule names every other app; the new one gets its own. */
function addBoundaries(biome, app) {
  const patterns = (name) => [name, `${name}/**`, `**/${name}/src/**`];
  const rule = (override) => override.linter?.rules?.style?.noRestrictedImports?.options?.patterns?.[0];
  const legal = biome.overrides.find((o) => o.includes?.length === 1 && o.includes[0] === 'mfe-legal/**');
  for (const override of biome.overrides) {
    const group = rule(override)?.group;
    if (group?.includes('mfe-legal') && !group.includes(app))
      group.splice(group.indexOf('api-stub'), 0, ...patterns(app));
  }
  const own = structuredClone(legal);
  own.includes = [`${app}/**`];
  const group = rule(own).group.filter((p) => !patterns(app).includes(p));
  group.splice(group.indexOf('api-stub'), 0, ...patterns('mfe-legal'));
  rule(own).group = group;
  biome.overrides.splice(biome.overrides.indexOf(legal) + 1, 0, own);
}

function removeBoundaries(biome, app) {
  const gone = new Set([app, `${app}/**`, `**/${app}/src/**`]);
  biome.overrides = biome.overrides.filter((o) => !(o.includes?.length === 1 && o.includes[0] === `${app}/**`));
  for (const override of biome.overrides) {
    const found = override.linter?.rules?.style?.noRestrictedImports?.options?.patterns?.[0];
    if (found?.group) found.group = found.group.filter((p) => !gone.has(p));
  }
}

function npmInstall() {
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) fail('npm install failed; run it again once the registry answers.');
}

function create(name, { install }) {
  const n = namesOf(name);
  const apps = readJson(APPS_FILE);
  if (apps[n.app] || fs.existsSync(path.join(root, n.app))) fail(`${n.app} exists already.`);
  const port = Math.max(...Object.values(apps).map((a) => a.defaultPort)) + 1;
  const legal = readJson(path.join(root, 'mfe-legal', 'package.json'));
  const dependencies = Object.fromEntries(DEPENDENCIES.map((d) => [d, legal.dependencies[d]]));
  const fill = (text) =>
    text
      .replaceAll('__DEPENDENCIES__', JSON.stringify(dependencies)) // formatted below
      .replaceAll('__AREA__', n.area)
      .replaceAll('__APP__', n.app)
      .replaceAll('__FEDERATION__', n.federation)
      .replaceAll('__TITLE__', n.title)
      .replaceAll('__COMPONENT__', n.component);
  copyTemplate(TEMPLATE, path.join(root, n.app), fill);

  apps[n.app] = {
    dir: n.app,
    federationName: n.federation,
    portEnv: `${n.env}_PORT`,
    defaultPort: port,
    originEnv: `MFE_${n.env}_ORIGIN`,
  };
  writeJson(APPS_FILE, apps);
  const pkg = readJson(path.join(root, 'package.json'));
  pkg.workspaces.push(n.app);
  writeJson(path.join(root, 'package.json'), pkg);
  const biome = readJson(path.join(root, 'biome.json'));
  addBoundaries(biome, n.app);
  writeJson(path.join(root, 'biome.json'), biome);
  spawnSync(process.execPath, [BIOME, 'format', '--write', n.app, 'biome.json', 'package.json', APPS_FILE], {
    cwd: root,
  });
  if (install) npmInstall();

  console.log(`
${n.app}: the ${n.title} area, at /${n.area} of the site once released.
  npm run dev -w ${n.app}        its dev server alone on http://localhost:${port}/${n.area}
  npm test -w ${n.app}           its unit tests, type-check, build and release check
  npm run release -w ${n.app}    live in the running site (npm start); a new area's server starts with the site
See docs/teams.md.`);
}

function remove(name, { install }) {
  const n = namesOf(name);
  if (BUILT_IN.includes(n.app)) fail(`${n.app} is one of the site's own apps; it is not removed this way.`);
  const apps = readJson(APPS_FILE);
  delete apps[n.app];
  writeJson(APPS_FILE, apps);
  const pkg = readJson(path.join(root, 'package.json'));
  pkg.workspaces = pkg.workspaces.filter((w) => w !== n.app);
  writeJson(path.join(root, 'package.json'), pkg);
  const biome = readJson(path.join(root, 'biome.json'));
  removeBoundaries(biome, n.app);
  writeJson(path.join(root, 'biome.json'), biome);
  spawnSync(process.execPath, [BIOME, 'format', '--write', 'biome.json', 'package.json', APPS_FILE], { cwd: root });
  fs.rmSync(path.join(root, n.app), { recursive: true, force: true });
  fs.rmSync(path.join(root, 'node_modules', n.app), { recursive: true, force: true });
  if (install) npmInstall();
  console.log(`${n.app} removed (its releases, if any, stay in the deployment until withdrawn).`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const install = !args.includes('--no-install');
  const removing = args.includes('--remove');
  const name = args.find((a) => !a.startsWith('--'));
  if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name) || name.length > 24)
    fail('Usage: npm run new-area -- <name>   (lower-case letters, digits and hyphens, like hostel-tours)');
  if (removing) remove(name, { install });
  else create(name, { install });
}
