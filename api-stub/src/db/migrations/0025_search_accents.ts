import { sql, type Kysely } from 'kysely';
import type { Engine } from '../database';
import { onEngine } from '../dialect';

// Search words without their accents on PostgreSQL too (issue 38): a search's words are written without them
// (contracts `searchWords`) and SQLite's tokenizer removes them, so "Café" is found by "cafe" and "café" on both
// engines. `unaccent` is not immutable (its rules can change), so the generated column calls it through a
// wrapper declared immutable, as PostgreSQL's documentation does for indexes.
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await onEngine(db, engine, { postgres: postgresUp });
}

/** The three indexed texts of a hostel, as 0021 made them, without accents. */
const plain = (text: string) => `hh_unaccent(${text})`;
const NAME = plain(`name || ' ' || replace(replace(name, '-', ''), '.', '')`);
const AREA = plain(`area || ' ' || type || ' ' || replace(type, '-', '')`);
const FEATURES = plain(`features || ' ' || replace(replace(replace(features, ' ', ''), '-', ''), '.', '')`);

async function postgresUp(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists unaccent`.execute(db);
  await sql`create function hh_unaccent(text) returns text language sql immutable parallel safe strict
    as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$`.execute(db);
  await sql`drop index hostels_search`.execute(db);
  await sql`alter table hostels drop column search`.execute(db);
  await sql
    .raw(`alter table hostels add column search tsvector generated always as (
      setweight(to_tsvector('simple', ${NAME}), 'A') ||
      setweight(to_tsvector('simple', ${AREA}), 'B') ||
      setweight(to_tsvector('simple', ${FEATURES}), 'C')
    ) stored`)
    .execute(db);
  await sql`create index hostels_search on hostels using gin (search)`.execute(db);
  // the spelling correction's words, as the index has them now
  await sql`delete from search_words`.execute(db);
  await sql
    .raw(`insert into search_words (word)
      select distinct w from hostels, lateral unnest(tsvector_to_array(search)) as w
      where length(w) >= 3 and w !~ '^[0-9]+$' on conflict do nothing`)
    .execute(db);
}
