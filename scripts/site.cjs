// Starts the composed site as separate processes, like separate deployments: the API and one static
// server per app. Used by `npm start` and by the browser tests (with their own ports and data folder).
const { spawn } = require('node:child_process');
const path = require('node:path');
const { apps, root, portOf, apiPort } = require('../tools/apps.cjs');

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

/** Starts one process; resolves once `healthUrl` answers. */
function startProcess(name, command, args, { env, cwd = root, healthUrl, quiet = false }) {
  const child = spawn(command, args, { cwd, env, stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit' });
  child.on('exit', (code, signal) => {
    if (code && !child.stopping) console.error(`[${name}] exited with code ${code ?? signal}`);
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode) return resolve();
      child.stopping = true;
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 3000).unref();
    });
  return { name, child, stop, ready: healthUrl ? waitFor(healthUrl) : Promise.resolve() };
}

function startApi(env, { quiet } = {}) {
  return startProcess('api', process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env,
    quiet,
    cwd: path.join(root, 'api-stub'),
    healthUrl: `http://localhost:${apiPort(env)}/api/health`,
  });
}

function startAppServer(name, env, { quiet } = {}) {
  return startProcess(name, process.execPath, [path.join(root, 'tools/serve-static.mjs'), name], {
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
