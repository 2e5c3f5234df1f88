// The API suites' bundle of the API (bundle.cjs), and on PostgreSQL (API_TEST_ENGINE=postgres) their server: a
// throwaway one for the whole run (scripts/postgres.mjs), unless TEST_POSTGRES_URL already names one. Each test
// server gets a database and data folder of its own, most a copy of the run's seeded one (TEST_SEEDED_DATABASE,
// made by the first test server that needs it: test/server.ts).
import crypto from 'node:crypto';
import { startPostgres } from '../../scripts/postgres.mjs';
import apiBundle from '../bundle.cjs';

export default async function globalSetup() {
  // every test server runs the API from its bundle, made once for the run
  apiBundle.bundleApi();
  process.env.TEST_SEEDED_DATABASE = `hh_seeded_${crypto.randomBytes(4).toString('hex')}`;
  if (process.env.API_TEST_ENGINE !== 'postgres' || process.env.TEST_POSTGRES_URL) return;
  const server = await startPostgres();
  process.env.TEST_POSTGRES_URL = server.url;
  globalThis.__hhPostgres = server;
}
