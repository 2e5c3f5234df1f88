import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freshDeployRoot, makeBuild, releaseBuild, ROOT, sharedEntries } from './testing/fixtures';

// `npm test -w <app>`: a team's own checks (unit tests, type-check, build) end with the release check of the
// fresh build against the deployment it will join. Here the deployment's live shell is a fixture, so the
// same real build of the legal area fits one deployment and is refused by another.

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { singletons } = require('../webpack/shared-deps.cjs') as { singletons: string[] };
const installed = (name: string) =>
  (JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

/** A shell like today's (it hands over the federation runtime, provides every singleton in the version installed
 * here), but providing shared-ui in `sharedUi`. */
const shellProviding = (sharedUi: string) =>
  makeBuild('shell', {
    runtime: 'provides',
    shared: sharedEntries(
      Object.fromEntries(
        singletons.map((name) => {
          const version = name === 'shared-ui' ? sharedUi : installed(name);
          return [name, { version, requiredVersion: `^${version}` }];
        }),
      ),
    ),
  });

function npmTest(app: string, deployRoot: string) {
  const r = spawnSync('npm', ['test', '-w', app], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, DEPLOY_ROOT: deployRoot },
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

const deployRoots: string[] = [];
afterAll(() => {
  for (const dir of deployRoots) fs.rmSync(dir, { recursive: true, force: true });
});

it('passes against a deployment whose shell provides what the area requires', () => {
  const deploy = freshDeployRoot();
  deployRoots.push(deploy);
  releaseBuild(deploy, 'shell', shellProviding('2.5.1'));
  const r = npmTest('mfe-legal', deploy);
  expect([r.status, r.out]).toEqual([0, expect.stringContaining('mfe-legal: all checks passed')]);
  for (const step of ['unit tests: ok', 'type-check: ok', 'build: ok', `release check against ${deploy}: ok`])
    expect(r.out).toContain(step);
  expect(fs.existsSync(path.join(ROOT, 'mfe-legal', 'dist', 'mf-manifest.json'))).toBe(true);
}, 300_000);

it('fails when the fresh build requires a shared-ui major the deployment does not provide', () => {
  const deploy = freshDeployRoot();
  deployRoots.push(deploy);
  releaseBuild(deploy, 'shell', shellProviding('1.4.0'));
  const registry = fs.readFileSync(path.join(deploy, 'registry.json'), 'utf8');
  const r = npmTest('mfe-legal', deploy);
  expect(r.status).not.toBe(0);
  expect(r.out).toMatch(/requires "shared-ui" \^2\.\d+\.\d+, but shell \S+ provides 1\.4\.0/);
  expect(r.out).toContain('mfe-legal: checks FAILED');
  // nothing was released
  expect(fs.readFileSync(path.join(deploy, 'registry.json'), 'utf8')).toBe(registry);
  expect(fs.existsSync(path.join(deploy, 'mfe-legal'))).toBe(false);
}, 300_000);
