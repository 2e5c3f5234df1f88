import { type Kysely, sql } from 'kysely';
import type { Engine } from '../database';
import { autoIdColumn, onEngine } from '../dialect';
import { LISTING_INDEXES } from './0008_listing_at_scale';

// The marketplace (issue 14): the operator (`admin`) and suspended owners; hostels that are verified before
// students see them; richer listings (room options by sharing type, deposit, food, amenities, check-in rules,
// a landmark); reviews per stay with reports and one owner reply.
//
// `hostels.listed` is 1 when students may see a hostel (verified, and its owner not suspended). The
// listing's counts and indexes are of listed hostels only: every index starts with `listed`, the triggers
// count `listed` (0 or 1) instead of 1. Columns the listing filters on are kept beside the hostel:
// `price` (the lowest per-bed price when it has room options), `beds_free`, and bit masks of its sharing
// types and amenities (a filter "all of these" is `mask & wanted = wanted` on both engines).

export const LISTED_INDEXES: Array<[name: string, columns: string[]]> = [
  ...LISTING_INDEXES.map(([name, columns]): [string, string[]] => [name, ['listed', ...columns, 'id']]),
  ['hostels_rating', ['listed', 'rating_avg', 'rating_count', 'id']],
  ['hostels_area_rating', ['listed', 'area', 'rating_avg', 'rating_count', 'id']],
];

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema.alterTable('users').addColumn('suspended_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('suspension_reason', 'text').execute();

  const hostelColumns: Array<[string, 'text' | 'integer' | 'real', string | number | null]> = [
    ['status', 'text', 'verified'],
    ['status_reason', 'text', null],
    ['status_at', 'text', null],
    ['listed', 'integer', 1],
    ['deposit', 'integer', 0],
    ['food', 'text', 'No food'],
    ['meals_per_day', 'integer', 0],
    ['amenities', 'text', '[]'],
    ['amenity_mask', 'integer', 0],
    ['sharing_mask', 'integer', 0],
    ['beds_free', 'integer', 0],
    ['check_in_rules', 'text', ''],
    ['landmark', 'text', ''],
    ['landmark_km', 'real', null],
    ['rating_avg', 'real', 0],
    ['rating_count', 'integer', 0],
  ];
  for (const [name, type, fallback] of hostelColumns)
    await db.schema
      .alterTable('hostels')
      .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(fallback)))
      .execute();

  for (const [name] of LISTING_INDEXES) await db.schema.dropIndex(name).execute();
  for (const [name, columns] of LISTED_INDEXES)
    await db.schema.createIndex(name).on('hostels').columns(columns).execute();
  await db.schema.createIndex('hostels_status').on('hostels').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('room_options')
    .addColumn('id', ...autoIdColumn(engine))
    .addColumn('hostel_id', 'text', (c) => c.notNull().references('hostels.id').onDelete('cascade'))
    .addColumn('sharing', 'text', (c) => c.notNull())
    .addColumn('price_per_bed', 'integer', (c) => c.notNull())
    .addColumn('beds_free', 'integer', (c) => c.notNull())
    .addUniqueConstraint('room_options_hostel_sharing', ['hostel_id', 'sharing'])
    .execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('hostel_id', 'text', (c) => c.notNull().references('hostels.id').onDelete('cascade'))
    .addColumn('student_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // one review per stay
    .addColumn('booking_id', 'text', (c) => c.notNull().unique().references('bookings.id').onDelete('cascade'))
    .addColumn('overall', 'integer', (c) => c.notNull())
    .addColumn('cleanliness', 'integer', (c) => c.notNull())
    .addColumn('food', 'integer', (c) => c.notNull())
    .addColumn('safety', 'integer', (c) => c.notNull())
    .addColumn('location', 'integer', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('removed_at', 'text')
    .addColumn('reply_text', 'text')
    .addColumn('reply_at', 'text')
    .execute();
  await db.schema.createIndex('reviews_hostel_created').on('reviews').columns(['hostel_id', 'created_at']).execute();

  await db.schema
    .createTable('review_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('review_id', 'text', (c) => c.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('reporter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decision', 'text')
    .addColumn('note', 'text')
    .addUniqueConstraint('review_reports_once', ['review_id', 'reporter_id'])
    .execute();
  await db.schema
    .createIndex('review_reports_open')
    .on('review_reports')
    .columns(['decided_at', 'created_at'])
    .execute();

  // the counts of listed hostels only: each row adds its `listed` (0 or 1)
  await onEngine(db, engine, {
    sqlite: async (db) => {
      for (const name of ['hostels_count_insert', 'hostels_count_delete', 'hostels_count_update'])
        await sql.raw(`drop trigger ${name}`).execute(db);
      await sql`create trigger hostels_count_insert after insert on hostels begin
          insert into hostel_counts (area, type, n) values (new.area, new.type, new.listed)
            on conflict (area, type) do update set n = n + new.listed;
        end`.execute(db);
      await sql`create trigger hostels_count_delete after delete on hostels begin
          update hostel_counts set n = n - old.listed where area = old.area and type = old.type;
        end`.execute(db);
      await sql`create trigger hostels_count_update after update of area, type, listed on hostels begin
          update hostel_counts set n = n - old.listed where area = old.area and type = old.type;
          insert into hostel_counts (area, type, n) values (new.area, new.type, new.listed)
            on conflict (area, type) do update set n = n + new.listed;
        end`.execute(db);
      // the full-text index holds listed hostels only, so a search answered inside it needs no join
      await sql`drop trigger hostels_search_insert`.execute(db);
      await sql`drop trigger hostels_search_update`.execute(db);
      await sql`create trigger hostels_search_insert after insert on hostels begin
          insert into hostel_docs (hostel_id) values (new.id);
          insert into hostel_search (rowid, name, area, features)
            select last_insert_rowid(), new.name, new.area, new.features where new.listed = 1;
        end`.execute(db);
      await sql`create trigger hostels_search_update after update of name, area, features, listed on hostels begin
          delete from hostel_search where rowid = (select doc from hostel_docs where hostel_id = new.id);
          insert into hostel_search (rowid, name, area, features)
            select doc, new.name, new.area, new.features from hostel_docs where hostel_id = new.id and new.listed = 1;
        end`.execute(db);
    },
    postgres: async (db) => {
      await sql`drop trigger hostels_count_update on hostels`.execute(db);
      await sql`create or replace function hostels_count() returns trigger language plpgsql as $$
        begin
          if tg_op in ('DELETE', 'UPDATE') then
            update hostel_counts set n = n - old.listed where area = old.area and type = old.type;
          end if;
          if tg_op in ('INSERT', 'UPDATE') then
            insert into hostel_counts (area, type, n) values (new.area, new.type, new.listed)
              on conflict (area, type) do update set n = hostel_counts.n + new.listed;
          end if;
          return null;
        end $$`.execute(db);
      await sql`create trigger hostels_count_update after update of area, type, listed on hostels
          for each row when (old.area is distinct from new.area or old.type is distinct from new.type
            or old.listed is distinct from new.listed)
          execute function hostels_count()`.execute(db);
    },
  });
}
