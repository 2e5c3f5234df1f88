// The API suites' PostgreSQL: a throwaway server for the whole run (scripts/postgres.mjs), unless
// TEST_POSTGRES_URL already names one. Each test server gets a database of its own on it.
import { startPostgres } from '../../scripts/postgres.mjs';

export default async function globalSetup() {
  if (process.env.TEST_POSTGRES_URL) return;
  const server = await startPostgres();
  process.env.TEST_POSTGRES_URL = server.url;
  globalThis.__hhPostgres = server;
}
