import { sql, type Kysely } from 'kysely';
import type { Engine } from '../database';
import { onEngine } from '../dialect';

// SQLite: each hostel's search document also holds the columns the listing's price, bed and amenity filters
// read, kept by triggers, so a filtered search counts and pages its matches without reading their hostels
// (at 100,000 hostels a broad word under a price: about 100 ms through the hostels, 10 through the documents).
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await onEngine(db, engine, { sqlite: sqliteUp });
}

const COLUMNS = ['price', 'beds_free', 'sharing_mask', 'amenity_mask'];
const NAME = `new.name || ' ' || replace(replace(new.name, '-', ''), '.', '')`;
const AREA = `new.area || ' ' || new.type || ' ' || replace(new.type, '-', '')`;
const FEATURES = `new.features || ' ' || replace(replace(replace(new.features, ' ', ''), '-', ''), '.', '')`;

async function sqliteUp(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS)
    await sql.raw(`alter table hostel_docs add column ${column} integer not null default 0`).execute(db);
  await sql
    .raw(`update hostel_docs set (${COLUMNS.join(', ')}) =
      (select ${COLUMNS.join(', ')} from hostels where hostels.id = hostel_docs.hostel_id)`)
    .execute(db);
  // as 0021 made it, with the document's copied columns
  await sql`drop trigger hostels_search_insert`.execute(db);
  await sql
    .raw(`create trigger hostels_search_insert after insert on hostels begin
      insert into hostel_docs (hostel_id, ${COLUMNS.join(', ')})
        values (new.id, ${COLUMNS.map((c) => `new.${c}`).join(', ')});
      insert into hostel_search (rowid, name, area, features)
        select last_insert_rowid(), ${NAME}, ${AREA}, ${FEATURES} where new.listed = 1;
    end`)
    .execute(db);
  await sql
    .raw(`create trigger hostels_search_filters after update of ${COLUMNS.join(', ')} on hostels begin
      update hostel_docs set ${COLUMNS.map((c) => `${c} = new.${c}`).join(', ')} where hostel_id = new.id;
    end`)
    .execute(db);
}
