import { sql, type SqlBool } from 'kysely';
import { HOSTEL_PAGE_SIZE, type HostelListQuery } from 'contracts';
import type { Db } from '../../db/database';
import { detailConditions, filtered, hasDetailFilters, inListingOrder, type PageOfIds, tierSlices } from './filters';
import { type CountOnce, countKey } from './searchCounts';
import { fts5All, fts5Filters, fts5Match, fts5Reach, fts5Tiers, type SearchPlan } from './searchPlan';

/** The documents an FTS5 query matches that the query's price, bed and amenity filters keep. */
const matchingDocs = (db: Db, query: string, q: HostelListQuery) =>
  db
    .selectFrom('hostel_search')
    .innerJoin('hostel_docs', 'hostel_docs.doc', 'hostel_search.rowid')
    .where(sql<SqlBool>`hostel_search match ${query}`)
    .where((eb) => eb.and(detailConditions(q, 'hostel_docs')));

const matchCount = async (db: Db, query: string, q: HostelListQuery) =>
  Number(
    (
      await (hasDetailFilters(q)
        ? matchingDocs(db, query, q)
        : db.selectFrom('hostel_search').where(sql<SqlBool>`hostel_search match ${query}`)
      )
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * A page of a search on SQLite. The FTS5 index holds only listed hostels, its area text holds the area and
 * the type, and each document copies the columns the other filters read, so a search is counted and paged
 * inside the index: by tier (name, area and type, features), in document order within one. Sorted, up to
 * `sortAllUpTo` matches are sorted in full; more are found in the listing's order.
 */
export async function searchSqlite(
  db: Db,
  plan: SearchPlan,
  q: HostelListQuery,
  offset: number,
  sortAllUpTo: number,
  countOnce: CountOnce,
): Promise<PageOfIds> {
  const filters = fts5Filters(q);
  const count = async (query: string) =>
    (await countOnce(countKey(query, q), async () => [await matchCount(db, query, q)]))[0];
  const total = await count(fts5All(fts5Match(plan), filters));
  if (!total) return { ids: [], total };
  if (q.sort) {
    const ids = total <= sortAllUpTo ? await sortedPage(db, plan, q, offset) : await walkedPage(db, plan, q, offset);
    return { ids, total };
  }
  const [inName, inNameOrArea] = fts5Reach(plan);
  const nameCount = await count(fts5All(inName, filters));
  const reachesPastName = offset + HOSTEL_PAGE_SIZE > nameCount && nameCount < total;
  const nameOrAreaCount = reachesPastName ? await count(fts5All(inNameOrArea, filters)) : nameCount;
  const tiers = fts5Tiers(plan, { nameEmpty: !nameCount, nameOrAreaEmpty: !nameOrAreaCount });
  const sizes = [nameCount, nameOrAreaCount - nameCount, total - nameOrAreaCount];
  const ids: string[] = [];
  for (const { tier, skip, take } of tierSlices(sizes, offset, HOSTEL_PAGE_SIZE)) {
    const rows = await matchingDocs(db, fts5All(tiers[tier], filters), q)
      .select('hostel_docs.hostel_id')
      .orderBy('hostel_search.rowid')
      .limit(take)
      .offset(skip)
      .execute();
    ids.push(...rows.map((r) => r.hostel_id));
  }
  return { ids, total };
}

/**
 * A page in the listing's order found by walking the listing index of the filters, each hostel kept when
 * its document is among the matches (a list SQLite builds once per query). Cheap when matches are many.
 */
async function walkedPage(db: Db, plan: SearchPlan, q: HostelListQuery, offset: number): Promise<string[]> {
  const rows = await db
    .selectFrom('hostels')
    // the hostels drive (the walk in listing order), each one's document looked up by its id
    .innerJoin('hostel_docs', (join) => join.onRef('hostel_docs.hostel_id', '=', 'hostels.id'))
    .select('hostels.id')
    .where((eb) => filtered(eb, q))
    .where(
      // unary + keeps SQLite from driving the query by the list of matching documents
      sql<SqlBool>`+hostel_docs.doc in (select rowid from hostel_search where hostel_search match ${fts5Match(plan)})`,
    )
    .$call((query) => inListingOrder(query, q))
    .limit(HOSTEL_PAGE_SIZE)
    .offset(offset)
    .execute();
  return rows.map((r) => r.id);
}

/** Every match joined to its hostel, then filtered and sorted. Cheap when matches are few. */
async function sortedPage(db: Db, plan: SearchPlan, q: HostelListQuery, offset: number): Promise<string[]> {
  const rows = await db
    .selectFrom('hostel_search')
    .innerJoin('hostel_docs', 'hostel_docs.doc', 'hostel_search.rowid')
    .innerJoin('hostels', 'hostels.id', 'hostel_docs.hostel_id')
    .select('hostels.id')
    .where(sql<SqlBool>`hostel_search match ${fts5Match(plan)}`)
    .where((eb) => filtered(eb, q))
    .$call((query) => inListingOrder(query, q))
    .limit(HOSTEL_PAGE_SIZE)
    .offset(offset)
    .execute();
  return rows.map((r) => r.id);
}
