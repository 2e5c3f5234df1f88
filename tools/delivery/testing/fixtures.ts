// Small builds in the shape webpack + Module Federation emit (manifest, entry, exposed chunks), and the
// commands and servers run as child processes, for the delivery tests.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from '@jest/globals';

export const ROOT = path.resolve(__dirname, '../../..');

/** The temporary folders the fixtures made, removed when the test file that made them ends. */
const made: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const CLI = path.join(ROOT, 'tools/delivery/cli.mjs');
const SERVER = path.join(ROOT, 'tools/release-server/main.mjs');

// The real apps' names, exposed modules and the shell's route table, so the fixtures follow the code.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { apps, remoteNames } = require(path.join(ROOT, 'tools/apps.cjs')) as {
  apps: Record<string, { dir: string; federationName: string }>;
  remoteNames: string[];
};
const FEDERATION_NAMES: Record<string, string> = Object.fromEntries(
  remoteNames.map((app) => [app, apps[app].federationName]),
);
const EXPOSES: Record<string, string[]> = Object.fromEntries(
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  remoteNames.map((app) => [
    app,
    Object.keys(
      (require(path.join(ROOT, apps[app].dir, 'federation.config.cjs')) as { exposes: Record<string, string> }).exposes,
    ),
  ]),
);
/** Each remote's own areas (the URL space it serves), as its builds publish them. */
const AREAS: Record<string, unknown> = Object.fromEntries(
  remoteNames.map((app) => [
    app,
    JSON.parse(fs.readFileSync(path.join(ROOT, apps[app].dir, 'areas.json'), 'utf8')) as unknown,
  ]),
);

export interface SharedEntry {
  name: string;
  version: string;
  requiredVersion: string | false;
  singleton: boolean;
}

export function sharedEntries(overrides: Partial<Record<string, Partial<SharedEntry>>> = {}): SharedEntry[] {
  const base: SharedEntry[] = [
    { name: 'react', version: '19.3.1', requiredVersion: '19.3.1', singleton: true },
    { name: 'react-dom', version: '19.3.1', requiredVersion: '19.3.1', singleton: true },
    { name: 'shared-auth', version: '2.0.0', requiredVersion: '^2.0.0', singleton: true },
    { name: 'shared-ui', version: '1.0.0', requiredVersion: '^1.0.0', singleton: true },
  ];
  const out = base.map((s) => ({ ...s, ...overrides[s.name] }));
  for (const [name, o] of Object.entries(overrides))
    if (!base.some((s) => s.name === name))
      out.push({ name, version: '1.0.0', requiredVersion: '^1.0.0', singleton: true, ...o });
  return out;
}

export interface BuildOptions {
  /** Text inside the exposed chunks, to tell releases apart. */
  marker?: string;
  shared?: SharedEntry[];
  exposes?: string[];
  /** Leave out a file the manifest names. */
  missingFile?: boolean;
  /** The federation runtime the build says it runs on (federation-runtime.json); none: a build from before the file. */
  runtime?: 'provides' | 'external' | 'bundled';
  /** A remote's pages rendered per request: its `rendered.json` and the source of its `server/render.cjs` (default:
   * mfe-legal's /support, none for the others). */
  rendered?: { index: unknown; module: string };
}

/** The index and module of a student build that renders a hostel's page per request (as mfe-student's does, with
 * a module of a few lines: a hostel named "throws" makes it throw). */
export const HOSTEL_PAGES = {
  index: {
    '/hostels': { query: true },
    '/hostels/:id': {},
    '/student/hostels/:id': { role: 'student' },
  },
  module: `exports.renderPage = async (pathname, { apiBaseUrl, timeoutMs, search = '' }, inShell) => {
  if (pathname === '/hostels' && inShell) {
    const res = await fetch(apiBaseUrl + '/api/hostels' + search, { signal: AbortSignal.timeout(timeoutMs) }).catch(() => null);
    const listing = res && res.status === 200 ? await res.json().catch(() => null) : null;
    if (!listing) return null;
    const page = inShell('mfe_student/PublicHostelRoutes', () => '<h1>' + listing.total + ' hostels</h1>');
    return { ...page, queryState: null, queryStateScript: null };
  }
  const m = new RegExp('^(/student)?/hostels/([^/]+)$').exec(pathname);
  if (!m || !inShell) return null;
  const res = await fetch(apiBaseUrl + '/api/hostels/' + m[2], { signal: AbortSignal.timeout(timeoutMs) }).catch(() => null);
  const hostel = res && res.status === 200 ? await res.json().catch(() => null) : null;
  if (!hostel) return null;
  if (hostel.name === 'throws') throw new Error('render failed');
  const queryState = { mutations: [], queries: [{ queryKey: ['hostel', m[2]], state: { data: hostel } }] };
  const queryStateScript = '<script type="application/json" id="query-state">' + JSON.stringify(queryState).replace(/</g, '\\\\u003c') + '</script>';
  const title = hostel.name + ' · Hostel Hub';
  const page = inShell(m[1] ? 'mfe_student/StudentRoutes' : 'mfe_student/PublicHostelRoutes', () => '<h1>' + hostel.name + '</h1>');
  return { ...page, title, queryState, queryStateScript, ...(m[1] ? { role: 'student' } : {}) };
};`,
};

/** A remote's page, as mfe-legal's render module renders it. */
export const SUPPORT_SECTION = {
  title: 'Support Centre · Hostel Hub',
  description: 'Write to support@hostelhub.in: $& answers within a day.',
  body: '<div class="sc-a"><h1 class="sc-b">Support Centre</h1><p>Rent from ₹6,500 $\' a month</p></div>',
  styles: '<style data-styled="true" data-styled-version="6.6.0">.sc-b{font-size:2rem;}</style>',
};

/** mfe-legal's pages rendered per request: /support, with no data (as mfe-legal/src/prerender/pages.tsx). */
export const SUPPORT_PAGES = {
  index: { '/support': {} },
  module: `exports.renderPage = async (pathname, options, inShell) => {
  if (pathname !== '/support' || !inShell) return null;
  const section = ${JSON.stringify(SUPPORT_SECTION)};
  const page = inShell('mfe_legal/SupportPage', () => section.body);
  return { ...page, title: section.title, description: section.description, styles: section.styles, queryState: null, queryStateScript: null };
};`,
};

/** The shell's render module (shell/src/prerender/renderPages.tsx) in a few lines: its layout around a section (here
 * a function answering markup; a student's navbar in their areas), and its index.html with a page in it and the
 * page's inline script. */
export const SHELL_RENDER_MODULE = `exports.renderAreaPage = (pathname, areas, module, Section) => {
  if (!areas.some((a) => a.module === module)) throw new Error(module + ' is no area of the deployment');
  const nav = module.startsWith('mfe_student/Student') ? 'Browse Hostels' : 'Home';
  return { title: 'Hostel Hub', styles: '', body: '<nav aria-label="Main">' + nav + '</nav><main id="main">' + Section() + '</main><footer>Hostel Hub</footer>' };
};
exports.pageHtml = (template, pathname, page, role) => template
  .replace('<title>Hostel Hub</title>', () => '<title>' + page.title + '</title>')
  .replace('</head>', () => '<script>' + ${JSON.stringify("document.documentElement.dataset.prerendered='stale'")} + '</script></head>')
  .replace('<div id="root"></div>', () => '<div id="root" data-prerendered="' + pathname + '"' + (role ? ' data-role="' + role + '"' : '') + '>' + page.body + '</div>');`;

/** The inline script of the shell fixture's pages. */
export const PRERENDERED_SCRIPT = "document.documentElement.dataset.prerendered='stale'";

/** Writes a build of `app` into a fresh temporary folder and returns the folder. */
export function makeBuild(
  app: string,
  {
    marker = 'v1',
    shared = sharedEntries(),
    exposes,
    missingFile = false,
    runtime,
    rendered = app === 'mfe-legal' ? SUPPORT_PAGES : undefined,
  }: BuildOptions = {},
): string {
  const dir = tempDir(`hh-build-${app}-`);
  const write = (file: string, body: string) => fs.writeFileSync(path.join(dir, file), body);
  if (runtime) write('federation-runtime.json', JSON.stringify({ runtime }));
  if (app === 'shell') {
    write(
      'index.html',
      '<!doctype html><html><head><title>Hostel Hub</title><script defer src="/__RELEASE_BASE__/main.js"></script></head><body><div id="root"></div></body></html>',
    );
    // its render module: a remote's public page rendered inside its layout (tools/rendered-pages.mjs)
    fs.mkdirSync(path.join(dir, 'server'));
    write('server/render.cjs', SHELL_RENDER_MODULE);
    write('main.js', `console.log(${JSON.stringify(marker)});`);
    // one public page rendered at build time, with its inline script (shell/src/prerender)
    write(
      'page.about.html',
      `<!doctype html><html><head><script defer src="/__RELEASE_BASE__/main.js"></script><script>${PRERENDERED_SCRIPT}</script></head><body><div id="root" data-prerendered="/about"><h1>About Hostel Hub</h1></div></body></html>`,
    );
    write('prerendered.json', JSON.stringify({ '/about': 'page.about.html', '/contact': '../registry.json' }));
    // the scripts its server names for preloading on a page the app renders (tools/webpack/app-config.cjs)
    write('preload.json', JSON.stringify({ start: ['24.ab.js', 'start.cd.js'], federation: ['federation.ef.js'] }));
    write(
      'mf-manifest.json',
      JSON.stringify({ id: 'shell', name: 'shell', metaData: { name: 'shell' }, shared, remotes: [], exposes: [] }),
    );
    return dir;
  }
  const exposed = (exposes ?? EXPOSES[app]).map((p, i) => {
    const file = `__federation_expose_${p.slice(2)}.${i}${marker.length}.js`;
    if (!(missingFile && i === 0)) write(file, `/* ${marker} */ export default function Section() {}`);
    return {
      id: `${FEDERATION_NAMES[app]}:${p.slice(2)}`,
      name: p.slice(2),
      path: p,
      assets: { js: { sync: [file], async: [] }, css: { sync: [], async: [] } },
    };
  });
  write('remoteEntry.js', `var ${FEDERATION_NAMES[app]} = ${JSON.stringify(marker)};`);
  write('areas.json', JSON.stringify(AREAS[app]));
  if (rendered) {
    // its pages rendered per request (a remote's src/prerender/pages.tsx, tools/rendered-pages.mjs)
    write('rendered.json', JSON.stringify(rendered.index));
    fs.mkdirSync(path.join(dir, 'server'));
    write('server/render.cjs', rendered.module);
  }
  write('index.html', '<!doctype html><html><body>standalone</body></html>');
  write(
    'mf-manifest.json',
    JSON.stringify({
      id: FEDERATION_NAMES[app],
      name: FEDERATION_NAMES[app],
      metaData: { name: FEDERATION_NAMES[app], remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
      shared,
      remotes: [],
      exposes: exposed,
    }),
  );
  return dir;
}

export function freshDeployRoot(): string {
  return tempDir('hh-deploy-');
}

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one delivery command, as `npm run <command> -w <app>` does. */
export function cli(deployRoot: string, args: string[], env: NodeJS.ProcessEnv = {}): CliResult {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, DEPLOY_ROOT: deployRoot, ...env },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Releases a fixture build and returns its release id. */
export function releaseBuild(
  deployRoot: string,
  app: string,
  dir: string,
  extra: string[] = [],
  env: NodeJS.ProcessEnv = {},
): string {
  const r = cli(deployRoot, ['release', '--app', app, '--from', dir, ...extra], env);
  if (r.status !== 0) throw new Error(`release of ${app} failed: ${r.stderr}${r.stdout}`);
  const id = /(\d{8}-\d{6}-[0-9a-f]{8})/.exec(r.stdout)?.[1];
  if (!id) throw new Error(`no release id in: ${r.stdout}`);
  return id;
}

/** A GET with the path sent exactly as written (fetch would normalise `..`); resolves to the status. */
export function rawGet(port: number, rawPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: 'localhost', port, path: rawPath }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerHandle {
  url: string;
  port: number;
  child: ReturnType<typeof spawn>;
  stop: () => Promise<void>;
}

/** Starts one app's static server as its own process on a free port. */
export async function startServer(app: string, deployRoot: string, env: NodeJS.ProcessEnv = {}): Promise<ServerHandle> {
  const port = await freePort();
  const portEnv: Record<string, string> = {
    shell: 'SHELL_PORT',
    'mfe-student': 'STUDENT_PORT',
    'mfe-owner': 'OWNER_PORT',
    'mfe-legal': 'LEGAL_PORT',
  };
  const child = spawn(process.execPath, [SERVER, app], {
    cwd: ROOT,
    env: { ...process.env, DEPLOY_ROOT: deployRoot, [portEnv[app]]: String(port), ...env },
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  const until = Date.now() + 10_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error(`${app} server did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, port, child, stop };
}
