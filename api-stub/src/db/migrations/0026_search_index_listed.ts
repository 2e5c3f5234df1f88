import { sql, type Kysely } from 'kysely';
import type { Engine } from '../database';
import { onEngine } from '../dialect';

// Every search reads listed hostels only, so the full-text index holds only those (PostgreSQL): a smaller
// index, and no row of it is fetched just to be dropped as unlisted. SQLite's FTS5 table already does so.
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await onEngine(db, engine, {
    postgres: async () => {
      await sql`drop index hostels_search`.execute(db);
      await sql`create index hostels_search on hostels using gin (search) where listed = 1`.execute(db);
    },
  });
}
