import { sql, type SqlBool } from 'kysely';
import { HOSTEL_PAGE_SIZE, type HostelListQuery } from 'contracts';
import type { Db } from '../../db/database';
import { filtered, hasDetailFilters, inListingOrder, type PageOfIds, tierSlices } from './filters';
import { fts5All, fts5Filters, fts5Match, fts5Reach, type SearchPlan } from './searchPlan';

const matchCount = async (db: Db, query: string) =>
  Number(
    (
      await db
        .selectFrom('hostel_search')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(sql<SqlBool>`hostel_search match ${query}`)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The hostels of FTS5 documents, in the documents' order. */
async function hostelsOfDocs(db: Db, docs: number[]): Promise<string[]> {
  if (!docs.length) return [];
  const rows = await db.selectFrom('hostel_docs').select(['doc', 'hostel_id']).where('doc', 'in', docs).execute();
  const byDoc = new Map(rows.map((r) => [r.doc, r.hostel_id]));
  return docs.flatMap((d) => byDoc.get(d) ?? []);
}

/**
 * A page of a search on SQLite. The FTS5 index holds only listed hostels, and its area text holds the area
 * and the type, so a search filtered by those alone is counted and paged inside the index: by tier (name,
 * area and type, features), in document order within one. Sorted, up to `sortAllUpTo` matches are sorted
 * in full; more are found in the listing's order.
 */
export async function searchSqlite(
  db: Db,
  plan: SearchPlan,
  q: HostelListQuery,
  offset: number,
  sortAllUpTo: number,
): Promise<PageOfIds> {
  const filters = fts5Filters(q);
  if (hasDetailFilters(q)) return joinedPage(db, plan, q, offset);
  const total = await matchCount(db, fts5All(fts5Match(plan), filters));
  if (!total) return { ids: [], total };
  if (q.sort) {
    const ids =
      total <= sortAllUpTo ? (await joinedPage(db, plan, q, offset)).ids : await walkedPage(db, plan, q, offset);
    return { ids, total };
  }
  const [inName, inNameOrArea] = fts5Reach(plan);
  const nameCount = await matchCount(db, fts5All(inName, filters));
  const reachesPastName = offset + HOSTEL_PAGE_SIZE > nameCount && nameCount < total;
  const nameOrAreaCount = reachesPastName ? await matchCount(db, fts5All(inNameOrArea, filters)) : nameCount;
  // a tier is what its reach adds to the one before; with nothing before it, the reach itself
  const tiers = [
    inName,
    nameCount ? `(${inNameOrArea}) NOT (${inName})` : inNameOrArea,
    nameOrAreaCount ? `(${fts5Match(plan)}) NOT (${inNameOrArea})` : fts5Match(plan),
  ];
  const sizes = [nameCount, nameOrAreaCount - nameCount, total - nameOrAreaCount];
  const docs: number[] = [];
  for (const { tier, skip, take } of tierSlices(sizes, offset, HOSTEL_PAGE_SIZE)) {
    const rows = await db
      .selectFrom('hostel_search')
      .select('rowid as doc')
      .where(sql<SqlBool>`hostel_search match ${fts5All(tiers[tier], filters)}`)
      .orderBy('rowid')
      .limit(take)
      .offset(skip)
      .execute();
    docs.push(...rows.map((r) => Number(r.doc)));
  }
  return { ids: await hostelsOfDocs(db, docs), total };
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

/**
 * Every match joined to its hostel, then filtered and ordered: by the chosen sort, or by tier and document.
 * Cheap when matches are few; the only way for price, bed and amenity filters, which the index cannot see.
 */
async function joinedPage(db: Db, plan: SearchPlan, q: HostelListQuery, offset: number): Promise<PageOfIds> {
  const [inName, inNameOrArea] = fts5Reach(plan);
  const matches = db
    .selectFrom('hostel_search')
    .innerJoin('hostel_docs', 'hostel_docs.doc', 'hostel_search.rowid')
    .innerJoin('hostels', 'hostels.id', 'hostel_docs.hostel_id')
    .where(sql<SqlBool>`hostel_search match ${fts5Match(plan)}`)
    .where((eb) => filtered(eb, q));
  const inReach = (reach: string) =>
    sql`hostel_docs.doc in (select rowid from hostel_search where hostel_search match ${reach})`;
  const [total, page] = await Promise.all([
    matches.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    matches
      .select('hostels.id')
      .$call((query) =>
        q.sort
          ? inListingOrder(query, q)
          : query
              .orderBy(sql`case when ${inReach(inName)} then 0 when ${inReach(inNameOrArea)} then 1 else 2 end`)
              .orderBy('hostel_docs.doc'),
      )
      .limit(HOSTEL_PAGE_SIZE)
      .offset(offset)
      .execute(),
  ]);
  return { ids: page.map((r) => r.id), total: Number(total.n) };
}
