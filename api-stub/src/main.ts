import cluster from 'node:cluster';
import { buildApp, prepareDatabase, StartupError } from './app';
import { loadConfig } from './config';
import { shareWarmth } from './features/health/warmth';

// One process by default; API_WORKERS=N runs N on one port (node's cluster: the primary holds the port and
// hands connections to the workers). The processes share nothing but the database and the upload storage.
const config = loadConfig();

/** In-flight requests get this long to finish after SIGTERM before the process exits anyway. */
const DRAIN_MS = 10_000;

/** A start that cannot go on prints one line (no stack trace) and exits. */
async function orExit<T>(start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    console.error(`[api] ${error.message}`);
    process.exit(1);
  }
}

async function main() {
  if (config.workers > 1 && cluster.isPrimary) await startPrimary();
  else await startServer();
}

async function startPrimary() {
  // the primary migrates and seeds once, so the workers start on a ready database
  await orExit(() => prepareDatabase(config));
  let stopping = false;
  const fork = () => cluster.fork();
  shareWarmth();
  for (let i = 0; i < config.workers; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`[api] worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    setTimeout(fork, 500);
  });
  console.log(
    `[api] Hostel Hub API on http://localhost:${config.port}, ${config.workers} processes (data: ${config.dataDir})`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {});
      let left = workers.length;
      if (!left) process.exit(0);
      for (const worker of workers) {
        worker?.once('exit', () => --left || process.exit(0));
        worker?.kill('SIGTERM');
      }
    });
  }
}

async function startServer() {
  const app = await orExit(() => buildApp(config));
  await app.listen({ port: config.port, host: config.host });
  if (cluster.isPrimary)
    console.log(`[api] Hostel Hub API on http://localhost:${config.port} (data: ${config.dataDir})`);
  // stop accepting, let in-flight requests finish (open event streams end at once), then exit
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      setTimeout(() => process.exit(0), DRAIN_MS).unref();
      app.close().finally(() => process.exit(0));
    });
  }
}

void main();
