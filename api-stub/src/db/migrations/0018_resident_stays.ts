import { type Kysely, sql } from 'kysely';
import type { Engine } from '../database';

// Every resident has a stay (issue 36): a resident the owner adds by hand may have no account here, so a stay
// (bookings) and its bills may belong to no student account yet; the name comes from the resident's row.
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  for (const table of ['bookings', 'bills']) {
    if (engine === 'postgres')
      await sql`alter table ${sql.table(table)} alter column student_id drop not null`.execute(db);
    else await dropNotNullOnSqlite(db, table, 'student_id');
  }
}

/**
 * SQLite cannot drop NOT NULL in place: the table is made again from its own definition without it, following
 * SQLite's documented steps (foreign keys off outside the transaction, copy, drop, rename, indexes, check).
 */
async function dropNotNullOnSqlite(db: Kysely<unknown>, table: string, column: string): Promise<void> {
  const { rows: definitions } = await sql<{ type: string; sql: string }>`
    select type, sql from sqlite_master where tbl_name = ${table} and sql is not null`.execute(db);
  const create = definitions.find((d) => d.type === 'table')?.sql ?? '';
  const notNull = new RegExp(`("${column}" \\w+) not null`, 'i');
  if (!notNull.test(create)) throw new Error(`${table}.${column} is not NOT NULL: ${create}`);
  const copy = `${table}_rebuilt`;
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (tx) => {
      await sql
        .raw(
          create
            .replace(notNull, '$1')
            .replace(new RegExp(`^create table "?${table}"?`, 'i'), `create table "${copy}"`),
        )
        .execute(tx);
      await sql.raw(`insert into "${copy}" select * from "${table}"`).execute(tx);
      await sql.raw(`drop table "${table}"`).execute(tx);
      await sql.raw(`alter table "${copy}" rename to "${table}"`).execute(tx);
      for (const index of definitions.filter((d) => d.type === 'index')) await sql.raw(index.sql).execute(tx);
      const { rows: broken } = await sql.raw('pragma foreign_key_check').execute(tx);
      if (broken.length) throw new Error(`rebuilding ${table} broke ${broken.length} foreign keys`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
