// Starts the composed site as separate processes, like separate deployments: the API and one static
// server per app. Used by `npm start` and by the browser tests (with their own ports and data folder).
const { spawn } = require('node:child_process');
const path = require('node:path');
const { apps, root, portOf, apiPort } = require('../tools/apps.cjs');
const { bundleApi } = require('../api-stub/bundle.cjs');

async function waitFor(url, timeoutMs = 30000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${url}`);
}

/** Restart back-off: 0.5 s doubling to 10 s; a process that ran this long before it died starts again at once. */
const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 10_000;
const HEALTHY_MS = 30_000;

/**
 * Starts one process and supervises it: one that dies (a crash, kill -9) is started again with back-off and a
 * log line, until `stop()`. Resolves `ready` once `healthUrl` answers.
 */
function startProcess(name, command, args, { env, cwd = root, healthUrl, quiet = false }) {
  let child;
  let stopping = false;
  let delay = FIRST_DELAY_MS;
  let restartTimer;
  const launch = () => {
    const startedAt = Date.now();
    child = spawn(command, args, { cwd, env, stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit' });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      if (Date.now() - startedAt > HEALTHY_MS) delay = FIRST_DELAY_MS;
      console.error(`[${name}] exited (${signal ?? `code ${code}`}); starting it again in ${delay / 1000} s`);
      restartTimer = setTimeout(launch, delay);
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    });
  };
  launch();
  const stop = () =>
    new Promise((resolve) => {
      stopping = true;
      clearTimeout(restartTimer);
      if (child.exitCode !== null || child.signalCode) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      // in-flight requests get their 10 s (the API's and the release servers' SIGTERM), then it is ended
      setTimeout(() => child.kill('SIGKILL'), 11_000).unref();
    });
  return {
    name,
    get child() {
      return child;
    },
    stop,
    ready: healthUrl ? waitFor(healthUrl) : Promise.resolve(),
  };
}

/** The API from its bundle, made afresh from the source first (api-stub/bundle.cjs). */
function startApi(env, { quiet } = {}) {
  return startProcess('api', process.execPath, ['--enable-source-maps', bundleApi()], {
    env,
    quiet,
    cwd: path.join(root, 'api-stub'),
    healthUrl: `http://localhost:${apiPort(env)}/api/health`,
  });
}

function startAppServer(name, env, { quiet } = {}) {
  return startProcess(name, process.execPath, [path.join(root, 'tools/release-server/main.mjs'), name], {
    env,
    quiet,
    healthUrl: `http://localhost:${portOf(name, env)}/healthz`,
  });
}

/** The whole site: API, three remotes, shell, each serving its releases. Returns handles with stop(). */
async function startSite(env = process.env, options = {}) {
  const handles = [startApi(env, options), ...Object.keys(apps).map((name) => startAppServer(name, env, options))];
  await Promise.all(handles.map((h) => h.ready));
  return handles;
}

module.exports = { startProcess, startApi, startAppServer, startSite };
