import { sql, type Kysely } from 'kysely';
import type { Engine } from '../database';
import { onEngine } from '../dialect';

// A hostel's pictures are part of its card, so the API keeps listing pages with their pictures under
// `listing_version`: adding, moving or removing a picture moves it too, as a change to a hostel does.
// On SQLite the spelling correction's words (read from FTS5's vocabulary, costly at scale) are kept under
// `search_words_version` instead, which only a change to the indexed texts moves, not a bed taken.
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await onEngine(db, engine, {
    sqlite: async (db) => {
      for (const event of ['insert', 'update', 'delete'])
        await sql
          .raw(`create trigger hostel_images_listing_${event} after ${event} on hostel_images begin
            update listing_version set n = n + 1 where id = 1; end`)
          .execute(db);
      await sql`create table search_words_version (id integer primary key check (id = 1), n integer not null)`.execute(
        db,
      );
      await sql`insert into search_words_version (id, n) values (1, 0)`.execute(db);
      const bump = 'update search_words_version set n = n + 1 where id = 1;';
      await sql.raw(`create trigger hostels_words_insert after insert on hostels begin ${bump} end`).execute(db);
      await sql.raw(`create trigger hostels_words_delete after delete on hostels begin ${bump} end`).execute(db);
      await sql
        .raw(`create trigger hostels_words_update after update of name, area, type, features, listed on hostels
          begin ${bump} end`)
        .execute(db);
    },
    postgres: async (db) => {
      await sql`create trigger hostel_images_listing_changed after insert or update or delete on hostel_images
        for each statement execute function listing_changed()`.execute(db);
    },
  });
}
