// SQLite rolls a transaction back by itself on some errors (a full disk): the caller sees the error that
// caused it (a 507 for SQLITE_FULL), never Kysely's failed rollback after it. Run in the API's own runtime.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { TEST_ENGINE } from './server';

const script = `
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openSqlite } from './src/db/database.ts';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hh-rollback-'));
const db = openSqlite(path.join(dir, 'test.sqlite'));
await sql\`create table t (x integer)\`.execute(db);
const outcome = await db.transaction().execute(async (tx) => {
  await sql\`insert into t values (1)\`.execute(tx);
  await sql\`rollback\`.execute(tx); // what SQLite does on SQLITE_FULL
  throw new Error('database or disk is full');
}).catch((error) => error.message);
const { rows } = await sql\`select count(*) as n from t\`.execute(db);
console.log(JSON.stringify({ outcome, rows: rows[0].n }));
await db.destroy();
fs.rmSync(dir, { recursive: true, force: true });
`;

// the same in both passes: run once
(TEST_ENGINE === 'sqlite' ? it : it.skip)('a transaction SQLite already rolled back fails with its own error', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: path.resolve(__dirname, '..'),
    encoding: 'utf8',
    timeout: 20_000,
  });
  expect(run.stderr).toBe('');
  expect(JSON.parse(run.stdout)).toEqual({ outcome: 'database or disk is full', rows: 0 });
});
