// Releasing on the running test site: changed builds of the legal remote, the delivery commands as child
// processes (as `npm run release -w mfe-legal` runs them), and the deployment a browser is answered.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from '@jest/globals';
import { SITE, siteEnv } from './config';

const ROOT = path.resolve(__dirname, '..');
const CLI = path.join(ROOT, 'tools/delivery/cli.mjs');

/** The changed builds made, removed when the test file that made them ends (their releases are copies). */
const made: string[] = [];
afterAll(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A sentence of the Support Centre that a changed build rewords. */
export const SUPPORT_TEXT = 'How much of your deposit comes back, and when.';
export const changedSupportText = (label: string) => `How much of your deposit comes back, and when (${label}).`;

/** A copy of the legal remote's production build with one visible sentence changed (and `edit` applied to
 * its manifest), as a team's next build would differ. Precompressed copies of changed files are dropped. */
export function changedLegalBuild(
  label: string,
  editManifest?: (manifest: { shared: { name: string; version: string; requiredVersion: string | false }[] }) => void,
): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hh-legal-next-'));
  made.push(dir);
  fs.cpSync(path.join(ROOT, 'mfe-legal/dist'), dir, { recursive: true });
  // the browser's code and the server's render module (server/render.cjs), as a real build changes both
  const code = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.c?js$/.test(f));
  for (const file of code) {
    const full = path.join(dir, file);
    const text = fs.readFileSync(full, 'utf8');
    if (!text.includes(SUPPORT_TEXT)) continue;
    fs.writeFileSync(full, text.split(SUPPORT_TEXT).join(changedSupportText(label)));
    fs.rmSync(`${full}.br`, { force: true });
    fs.rmSync(`${full}.gz`, { force: true });
  }
  if (editManifest) {
    const file = path.join(dir, 'mf-manifest.json');
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
    editManifest(manifest);
    fs.writeFileSync(file, JSON.stringify(manifest));
    fs.rmSync(`${file}.br`, { force: true });
    fs.rmSync(`${file}.gz`, { force: true });
  }
  return dir;
}

export interface CommandResult {
  status: number | null;
  stdout: string;
  stderr: string;
  seconds: number;
}

/** Runs a delivery command against the test site's deployment root (asynchronously: pages keep loading). */
export function delivery(args: string[]): Promise<CommandResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: ROOT, env: siteEnv });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => resolve({ status, stdout, stderr, seconds: (Date.now() - started) / 1000 }));
  });
}

export async function releaseLegal(dir: string, extra: string[] = []): Promise<string> {
  const r = await delivery(['release', '--app', 'mfe-legal', '--from', dir, ...extra]);
  if (r.status !== 0) throw new Error(`release failed: ${r.stderr}${r.stdout}`);
  return /(\d{8}-\d{6}-[0-9a-f]{8})/.exec(r.stdout)![1];
}

/** The deployment a browser without cookies is answered now. */
export async function liveDeployment(): Promise<{ remotes: Record<string, string>; releases: Record<string, string> }> {
  return (await fetch(`${SITE}/deployment.json`, { headers: { cookie: 'hh_bucket=99' } })).json();
}
