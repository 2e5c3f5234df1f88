import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export default async function globalTeardown() {
  const seeded = process.env.TEST_SEEDED_DATABASE;
  if (seeded)
    for (const made of [seeded, `${seeded}-sqlite`, `${seeded}-sqlite.lock`, `${seeded}-sqlite.done`])
      fs.rmSync(path.join(os.tmpdir(), made), { recursive: true, force: true });
  if (globalThis.__hhPostgres) return globalThis.__hhPostgres.stop();
  // a server the run did not start keeps running: the seeded database goes
  if (!seeded || !process.env.TEST_POSTGRES_URL) return;
  const client = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL });
  await client.connect();
  try {
    await client.query(`alter database ${seeded} is_template false`).catch(() => undefined);
    await client.query(`drop database if exists ${seeded}`);
  } finally {
    await client.end();
  }
}
