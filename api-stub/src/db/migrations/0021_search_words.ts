import { sql, type Kysely } from 'kysely';
import type { Engine } from '../database';
import { onEngine } from '../dialect';

// Search that reads words as students write them (issue 38). Each indexed text also holds its words written
// together ("Wi-Fi" is also "wifi", "Power Backup" also "powerbackup"), and the hostel's type joins its area,
// so "girls" finds a Girls hostel whatever its name. The index's own words feed the spelling correction:
// PostgreSQL keeps them in `search_words` with a pg_trgm index; SQLite reads FTS5's vocabulary.

/** The three indexed texts of a hostel row (`row`: 'new.' in a trigger, '' in a column's expression). */
const documents = (row: string) => ({
  name: `${row}name || ' ' || replace(replace(${row}name, '-', ''), '.', '')`,
  area: `${row}area || ' ' || ${row}type || ' ' || replace(${row}type, '-', '')`,
  features: `${row}features || ' ' || replace(replace(replace(${row}features, ' ', ''), '-', ''), '.', '')`,
});

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await onEngine(db, engine, { sqlite: sqliteUp, postgres: postgresUp });
}

async function sqliteUp(db: Kysely<unknown>): Promise<void> {
  const d = documents('new.');
  await sql`drop trigger hostels_search_insert`.execute(db);
  await sql`drop trigger hostels_search_update`.execute(db);
  await sql
    .raw(`create trigger hostels_search_insert after insert on hostels begin
      insert into hostel_docs (hostel_id) values (new.id);
      insert into hostel_search (rowid, name, area, features)
        select last_insert_rowid(), ${d.name}, ${d.area}, ${d.features} where new.listed = 1;
    end`)
    .execute(db);
  await sql
    .raw(`create trigger hostels_search_update after update of name, area, type, features, listed on hostels begin
      delete from hostel_search where rowid = (select doc from hostel_docs where hostel_id = new.id);
      insert into hostel_search (rowid, name, area, features)
        select doc, ${d.name}, ${d.area}, ${d.features} from hostel_docs where hostel_id = new.id and new.listed = 1;
    end`)
    .execute(db);
  const h = documents('h.');
  await sql`delete from hostel_search`.execute(db);
  await sql
    .raw(`insert into hostel_search (rowid, name, area, features)
      select d.doc, ${h.name}, ${h.area}, ${h.features} from hostel_docs d join hostels h on h.id = d.hostel_id
      where h.listed = 1`)
    .execute(db);
  await sql`create virtual table hostel_search_vocab using fts5vocab(hostel_search, row)`.execute(db);
}

async function postgresUp(db: Kysely<unknown>): Promise<void> {
  const d = documents('');
  await sql`drop index hostels_search`.execute(db);
  await sql`alter table hostels drop column search`.execute(db);
  await sql
    .raw(`alter table hostels add column search tsvector generated always as (
      setweight(to_tsvector('simple', ${d.name}), 'A') ||
      setweight(to_tsvector('simple', ${d.area}), 'B') ||
      setweight(to_tsvector('simple', ${d.features}), 'C')
    ) stored`)
    .execute(db);
  await sql`create index hostels_search on hostels using gin (search)`.execute(db);

  await sql`create extension if not exists pg_trgm`.execute(db);
  // byte order ("C"), so a prefix is a range of the primary key
  await sql`create table search_words (word text collate "C" primary key)`.execute(db);
  await sql`create index search_words_trigrams on search_words using gin (word gin_trgm_ops)`.execute(db);
  const wordsOf = (vector: string) =>
    `select w from unnest(tsvector_to_array(${vector})) as w where length(w) >= 3 and w !~ '^[0-9]+$'`;
  await sql
    .raw(`create function hostels_search_words() returns trigger language plpgsql as $$
      begin
        insert into search_words (word) ${wordsOf('new.search')} on conflict do nothing;
        return null;
      end $$`)
    .execute(db);
  await sql`create trigger hostels_search_words after insert or update of name, area, type, features on hostels
      for each row execute function hostels_search_words()`.execute(db);
  await sql
    .raw(`insert into search_words (word) select distinct w from hostels, lateral (${wordsOf('search')}) as words
      on conflict do nothing`)
    .execute(db);
}
