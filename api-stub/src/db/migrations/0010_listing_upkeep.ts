import { type Kysely, sql } from 'kysely';
import type { Engine } from '../database';
import { onEngine } from '../dialect';
import { LISTING_INDEXES } from './0008_listing_at_scale';

// A number that changes whenever a hostel is added, changed or removed, kept by triggers. The API keeps
// answers of costly listing queries (ranked searches) under it: any process sees a change by reading one row.
// The listing's indexes end in the hostel's id: every order is total (pages never swap two hostels of one
// price and name), and a deep page is found in the index alone, its twelve hostels read after.
// And on SQLite, a removed hostel leaves the search index: 0008's after-delete trigger came too late (the
// foreign key's cascade had already removed the hostel's `hostel_docs` row), so it runs before the delete now.
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  for (const [name, columns] of LISTING_INDEXES) {
    await db.schema.dropIndex(name).execute();
    await db.schema
      .createIndex(name)
      .on('hostels')
      .columns([...columns, 'id'])
      .execute();
  }
  await db.schema
    .createTable('listing_version')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('n', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into listing_version (id, n) values (1, 0)`.execute(db);
  await onEngine(db, engine, {
    sqlite: async (db) => {
      await sql`drop trigger hostels_search_delete`.execute(db);
      await sql`create trigger hostels_search_delete before delete on hostels begin
          delete from hostel_search where rowid = (select doc from hostel_docs where hostel_id = old.id);
        end`.execute(db);
      await sql`delete from hostel_search where rowid not in (select doc from hostel_docs)`.execute(db);
      for (const event of ['insert', 'update', 'delete'])
        await sql
          .raw(`create trigger hostels_listing_${event} after ${event} on hostels begin
            update listing_version set n = n + 1 where id = 1; end`)
          .execute(db);
    },
    postgres: async (db) => {
      await sql`create function listing_changed() returns trigger language plpgsql as $$
        begin update listing_version set n = n + 1 where id = 1; return null; end $$`.execute(db);
      // once per statement: a bulk insert moves it once
      await sql`create trigger hostels_listing_changed after insert or update or delete on hostels
        for each statement execute function listing_changed()`.execute(db);
    },
  });
}
