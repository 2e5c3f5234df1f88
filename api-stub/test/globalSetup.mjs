// The API suites' bundle of the API (bundle.cjs), and their PostgreSQL: a throwaway server for the whole run (scripts/postgres.mjs), unless
// TEST_POSTGRES_URL already names one. Each test server gets a database of its own on it.
import { startPostgres } from '../../scripts/postgres.mjs';
import apiBundle from '../bundle.cjs';

export default async function globalSetup() {
  // every test server runs the API from its bundle, made once for the run
  apiBundle.bundleApi();
  if (process.env.TEST_POSTGRES_URL) return;
  const server = await startPostgres();
  process.env.TEST_POSTGRES_URL = server.url;
  globalThis.__hhPostgres = server;
}
