import { sql, type Kysely } from 'kysely';
import type { Engine } from '../database';
import { onEngine } from '../dialect';

// PostgreSQL: each listed hostel's words and the columns a search filters and orders by, in a narrow table
// kept by a trigger, as SQLite's `hostel_docs`. Counting a broad word visits every match: at 100,000 hostels
// 5,200 pages of it against 8,200 of `hostels`, whose weighted tsvector comes after 35 other columns. The
// tiers have vectors and indexes of their own (the name; the name, area and type), so a tier is counted or
// read from its own matches (measured, `wi fi`, 40,000 matches, none in a name: counted with its tiers in
// 24 ms, 38 ms testing each match's vectors, 65 ms testing the weights of a copy of the weighted vector).
// `hostels.search` stays for the walks of a listing index; its GIN index goes.
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await onEngine(db, engine, { postgres: postgresUp });
}

// fixed-width columns first, then the vectors: their place in each row is known without reading the others
const COPIED = ['price', 'beds_free', 'sharing_mask', 'amenity_mask', 'rating_count', 'rating_avg'];
const WORDS = {
  search: 'strip(new.search)',
  name_words: "strip(ts_filter(new.search, '{a}'))",
  reach_words: "strip(ts_filter(new.search, '{a,b}'))",
};
const LAST = ['area', 'type', 'created_at', 'name'];

async function postgresUp(db: Kysely<unknown>): Promise<void> {
  await sql`create table hostel_search_rows (
      price integer not null,
      beds_free integer not null,
      sharing_mask integer not null,
      amenity_mask integer not null,
      rating_count integer not null,
      rating_avg real not null,
      search tsvector not null,
      name_words tsvector not null,
      reach_words tsvector not null,
      id text primary key references hostels (id) on delete cascade,
      area text not null,
      type text not null,
      created_at text not null,
      name text not null
    )`.execute(db);
  const columns = [...COPIED, ...Object.keys(WORDS), ...LAST];
  const values = [...COPIED.map((c) => `new.${c}`), ...Object.values(WORDS), ...LAST.map((c) => `new.${c}`)];
  await sql
    .raw(`create function hostels_search_rows() returns trigger language plpgsql as $$
      begin
        if new.listed = 1 then
          insert into hostel_search_rows (id, ${columns.join(', ')}) values (new.id, ${values.join(', ')})
            on conflict (id) do update set ${columns.map((c) => `${c} = excluded.${c}`).join(', ')};
        else
          delete from hostel_search_rows where id = new.id;
        end if;
        return null;
      end $$`)
    .execute(db);
  await sql
    .raw(`create trigger hostels_search_rows
      after insert or update of listed, features, ${[...COPIED, ...LAST].join(', ')}
      on hostels for each row execute function hostels_search_rows()`)
    .execute(db);
  await sql
    .raw(`insert into hostel_search_rows (id, ${columns.join(', ')})
      select id, ${values.map((v) => v.replaceAll('new.', '')).join(', ')} from hostels where listed = 1`)
    .execute(db);
  for (const column of Object.keys(WORDS))
    await sql.raw(`create index hostel_search_rows_${column} on hostel_search_rows using gin (${column})`).execute(db);
  await sql`drop index hostels_search`.execute(db);
}
