import { sql, type Kysely } from 'kysely';
import type { Engine } from '../database';
import { onEngine } from '../dialect';

// A listing that stays fast at 100,000 hostels: an index for every filter and sort of the listing, a count
// per area and type kept by triggers (no count over the table per page), and ranked full-text search over
// name, area and features (SQLite FTS5, PostgreSQL tsvector). Indexes for the lists that grow with use.

/** Listing orders: newest first-listed (created_at, name) and by price (price, name), alone or after the
 * area and type filters. */
export const LISTING_INDEXES: Array<[name: string, columns: string[]]> = [];
for (const [suffix, order] of [
  ['created', ['created_at', 'name']],
  ['price', ['price', 'name']],
] as const)
  for (const [prefix, filter] of [
    ['', []],
    ['area_', ['area']],
    ['type_', ['type']],
    ['area_type_', ['area', 'type']],
  ] as const)
    LISTING_INDEXES.push([`hostels_${prefix}${suffix}`, [...filter, ...order]]);

const GROWING_INDEXES: Array<[name: string, table: string, columns: string[]]> = [
  ['hostel_images_hostel', 'hostel_images', ['hostel_id', 'position']],
  ['hostel_rules_hostel', 'hostel_rules', ['hostel_id']],
  ['bookings_student_created', 'bookings', ['student_id', 'created_at']],
  ['bookings_hostel_status', 'bookings', ['hostel_id', 'status', 'created_at']],
  ['complaints_student_created', 'complaints', ['student_id', 'created_at']],
  ['complaints_hostel_created', 'complaints', ['hostel_id', 'created_at']],
  ['notifications_user_created', 'notifications', ['user_id', 'created_at']],
  ['interests_student_created', 'interests', ['student_id', 'created_at']],
  ['recent_views_student_viewed', 'recent_views', ['student_id', 'viewed_at']],
  ['bills_student_due', 'bills', ['student_id', 'due_date']],
  ['residents_hostel_left', 'residents', ['hostel_id', 'left_at', 'created_at']],
  ['residents_user', 'residents', ['user_id']],
  ['payouts_owner_processed', 'payouts', ['owner_id', 'processed_at']],
  ['uploads_created', 'uploads', ['created_at']],
];

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema.dropIndex('hostels_area_type').execute();
  for (const [name, columns] of LISTING_INDEXES)
    await db.schema.createIndex(name).on('hostels').columns(columns).execute();
  await db.schema.dropIndex('notifications_user').execute();
  for (const [name, table, columns] of GROWING_INDEXES)
    await db.schema.createIndex(name).on(table).columns(columns).execute();

  await db.schema
    .createTable('hostel_counts')
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('hostel_counts_pk', ['area', 'type'])
    .execute();

  await onEngine(db, engine, { sqlite: sqliteUp, postgres: postgresUp });

  await sql`insert into hostel_counts (area, type, n) select area, type, count(*) from hostels group by area, type`.execute(
    db,
  );
}

async function sqliteUp(db: Kysely<unknown>): Promise<void> {
  // hostel counts
  await sql`create trigger hostels_count_insert after insert on hostels begin
      insert into hostel_counts (area, type, n) values (new.area, new.type, 1)
        on conflict (area, type) do update set n = n + 1;
    end`.execute(db);
  await sql`create trigger hostels_count_delete after delete on hostels begin
      update hostel_counts set n = n - 1 where area = old.area and type = old.type;
    end`.execute(db);
  await sql`create trigger hostels_count_update after update of area, type on hostels begin
      update hostel_counts set n = n - 1 where area = old.area and type = old.type;
      insert into hostel_counts (area, type, n) values (new.area, new.type, 1)
        on conflict (area, type) do update set n = n + 1;
    end`.execute(db);

  // Full-text search. FTS5 rows are keyed by `hostel_docs.doc`, a stable integer per hostel (a rowid of
  // `hostels` itself could change in a VACUUM, its key is text).
  await sql`create table hostel_docs (
      doc integer primary key,
      hostel_id text not null unique references hostels (id) on delete cascade
    )`.execute(db);
  await sql`create virtual table hostel_search using fts5 (
      name, area, features, tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'
    )`.execute(db);
  await sql`create trigger hostels_search_insert after insert on hostels begin
      insert into hostel_docs (hostel_id) values (new.id);
      insert into hostel_search (rowid, name, area, features) values (last_insert_rowid(), new.name, new.area, new.features);
    end`.execute(db);
  await sql`create trigger hostels_search_update after update of name, area, features on hostels begin
      update hostel_search set name = new.name, area = new.area, features = new.features
        where rowid = (select doc from hostel_docs where hostel_id = new.id);
    end`.execute(db);
  await sql`create trigger hostels_search_delete after delete on hostels begin
      delete from hostel_search where rowid = (select doc from hostel_docs where hostel_id = old.id);
      delete from hostel_docs where hostel_id = old.id;
    end`.execute(db);
  await sql`insert into hostel_docs (hostel_id) select id from hostels order by created_at, id`.execute(db);
  await sql`insert into hostel_search (rowid, name, area, features)
      select d.doc, h.name, h.area, h.features from hostel_docs d join hostels h on h.id = d.hostel_id`.execute(db);
}

async function postgresUp(db: Kysely<unknown>): Promise<void> {
  await sql`create function hostels_count() returns trigger language plpgsql as $$
    begin
      if tg_op in ('DELETE', 'UPDATE') then
        update hostel_counts set n = n - 1 where area = old.area and type = old.type;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into hostel_counts (area, type, n) values (new.area, new.type, 1)
          on conflict (area, type) do update set n = hostel_counts.n + 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger hostels_count_insert_delete after insert or delete on hostels
      for each row execute function hostels_count()`.execute(db);
  await sql`create trigger hostels_count_update after update of area, type on hostels
      for each row when (old.area is distinct from new.area or old.type is distinct from new.type)
      execute function hostels_count()`.execute(db);

  // Name weighs most (A), then area (B), then features (C); 'simple' keeps words as written (no stemming
  // of Telugu or Hindi names into English roots).
  await sql`alter table hostels add column search tsvector generated always as (
      setweight(to_tsvector('simple', name), 'A') ||
      setweight(to_tsvector('simple', area), 'B') ||
      setweight(to_tsvector('simple', features), 'C')
    ) stored`.execute(db);
  await sql`create index hostels_search on hostels using gin (search)`.execute(db);
}
