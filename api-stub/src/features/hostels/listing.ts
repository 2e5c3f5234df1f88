import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { areasNearestTo, HOSTEL_PAGE_SIZE, type HostelListQuery } from 'contracts';
import type { Db, Engine } from '../../db/database';
import type { Database } from '../../db/schema';
import type { HostelRow } from './queries';
import { amenityMask, sharingMask } from './details';
import { ResultCache } from './resultCache';
import { fts5Match, type SearchPlan, searchPlan, searchWords, tsqueryText } from './searchPlan';
import { similarWords } from './similarWords';

/** Every column of a hostel the API reads (not PostgreSQL's `search` vector, which only the index needs). */
export const HOSTEL_COLUMNS = [
  'hostels.id',
  'hostels.owner_id',
  'hostels.name',
  'hostels.type',
  'hostels.area',
  'hostels.address',
  'hostels.price',
  'hostels.available',
  'hostels.features',
  'hostels.description',
  'hostels.contact',
  'hostels.created_at',
  'hostels.video_url',
  'hostels.total_rooms',
  'hostels.status',
  'hostels.status_reason',
  'hostels.status_at',
  'hostels.amenity_mask',
  'hostels.listed',
  'hostels.deposit',
  'hostels.food',
  'hostels.meals_per_day',
  'hostels.amenities',
  'hostels.sharing_mask',
  'hostels.beds_free',
  'hostels.check_in_rules',
  'hostels.landmark',
  'hostels.landmark_km',
  'hostels.rating_avg',
  'hostels.rating_count',
  'hostels.rent_due_day',
  'hostels.late_fee_kind',
  'hostels.late_fee_amount',
  'hostels.late_fee_grace_days',
  'hostels.electricity_paise',
] as const;

type Filters = Pick<HostelListQuery, 'area' | 'type'> & Partial<HostelListQuery>;

/** Only listed hostels (verified, owner not suspended), and the query's filters. */
function filtered(eb: ExpressionBuilder<Database, 'hostels'>, q: Filters): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [eb('hostels.listed', '=', 1)];
  if (q.area) conditions.push(eb('hostels.area', '=', q.area));
  if (q.type && q.type !== 'All Types') conditions.push(eb('hostels.type', '=', q.type));
  if (q.minPrice !== undefined) conditions.push(eb('hostels.price', '>=', q.minPrice));
  if (q.maxPrice !== undefined) conditions.push(eb('hostels.price', '<=', q.maxPrice));
  if (q.available) conditions.push(eb('hostels.beds_free', '>', 0));
  if (q.sharing) {
    const bit = sharingMask([q.sharing]);
    conditions.push(eb(eb('hostels.sharing_mask', '&', bit), '=', bit));
  }
  if (q.amenities?.length) {
    const bits = amenityMask(q.amenities);
    conditions.push(eb(eb('hostels.amenity_mask', '&', bits), '=', bits));
  }
  return eb.and(conditions);
}

/** Filters that `hostel_counts` cannot total: their answers are counted over the matching hostels. */
const hasDetailFilters = (q: Filters) =>
  q.minPrice !== undefined || q.maxPrice !== undefined || Boolean(q.available || q.sharing || q.amenities?.length);

/** The listing's order, total (the id breaks ties) and all one way, so one index serves both directions. */
function inListingOrder<Q extends SelectQueryBuilder<Database, 'hostels', object>>(
  query: Q,
  { sort }: HostelListQuery,
): Q {
  if (sort === 'asc' || sort === 'desc')
    return query.orderBy('hostels.price', sort).orderBy('hostels.name', sort).orderBy('hostels.id', sort) as Q;
  if (sort === 'rating')
    return query
      .orderBy('hostels.rating_avg', 'desc')
      .orderBy('hostels.rating_count', 'desc')
      .orderBy('hostels.id', 'desc') as Q;
  const way = sort === 'newest' ? 'desc' : 'asc';
  return query.orderBy('hostels.created_at', way).orderBy('hostels.name', way).orderBy('hostels.id', way) as Q;
}

export interface ListingResult {
  rows: HostelRow[];
  total: number;
  /** A misspelt search as it was matched ('' when as typed). */
  searchedAs: string;
  /** No match in the chosen area: the same query's totals in the nearest areas that have some. */
  elsewhere: Array<{ area: string; total: number }>;
}

/** How many of the nearest areas an empty result names. */
const ELSEWHERE_AREAS = 3;

/**
 * One page of the listing. Without a search the total comes from `hostel_counts` (kept by triggers) and
 * the page's ids from an index of its filter and order. With a search, matches come from the full-text
 * index, ranked: a word in the name above one in the area, above one in the features; a search that finds
 * nothing is tried again with its misspelt words corrected. Either answer is kept in this process until
 * the listing changes (`listing_version`); the page's hostels are always read fresh.
 */
export async function listHostels(db: Db, engine: Engine, q: HostelListQuery): Promise<ListingResult> {
  const words = searchWords(q.search);
  if (q.search && !words.length) return { rows: [], total: 0, searchedAs: '', elsewhere: [] }; // only punctuation
  const { n: version } = await db.selectFrom('listing_version').select('n').executeTakeFirstOrThrow();
  const key = JSON.stringify([
    words,
    q.area ?? '',
    q.type ?? '',
    q.sort ?? '',
    q.page,
    q.minPrice ?? null,
    q.maxPrice ?? null,
    q.sharing ?? '',
    q.amenities ?? [],
    q.available ?? false,
  ]);
  let found = answers.get(version, key);
  if (!found) {
    found = await answer(db, engine, version, words, q);
    answers.set(version, key, found);
  }
  return { ...found, rows: await hostelsById(db, found.ids) };
}

interface Answer {
  ids: string[];
  total: number;
  searchedAs: string;
  elsewhere: Array<{ area: string; total: number }>;
}

interface PageOfIds {
  ids: string[];
  total: number;
}

const answers = new ResultCache<Answer>();

async function answer(db: Db, engine: Engine, version: number, words: string[], q: HostelListQuery): Promise<Answer> {
  const offset = (q.page - 1) * HOSTEL_PAGE_SIZE;
  if (!words.length) {
    const page = await listingPage(db, q, offset);
    return { ...page, searchedAs: '', elsewhere: page.total ? [] : await totalsElsewhere(db, engine, null, q) };
  }
  const search = (plan: SearchPlan) =>
    engine === 'postgres' ? searchPostgres(db, plan, q, offset) : searchSqlite(db, plan, q, offset);
  let plan = searchPlan(words);
  let page = await search(plan);
  let searchedAs = '';
  if (!page.total) {
    const similar = await similarWords(db, engine, version, words);
    if (similar.size) {
      plan = searchPlan(words, similar);
      page = await search(plan);
      if (page.total) searchedAs = words.map((w) => similar.get(w)?.[0] ?? w).join(' ');
    }
  }
  return { ...page, searchedAs, elsewhere: page.total ? [] : await totalsElsewhere(db, engine, plan, q) };
}

/** The query's totals in the other areas, nearest first, when an area was chosen (those with none left out). */
async function totalsElsewhere(
  db: Db,
  engine: Engine,
  plan: SearchPlan | null,
  q: HostelListQuery,
): Promise<Array<{ area: string; total: number }>> {
  if (!q.area) return [];
  const anywhere = { ...q, area: '' as const };
  let query = db
    .selectFrom('hostels')
    .select(['hostels.area', (eb) => eb.fn.countAll<number>().as('n')])
    .where((eb) => filtered(eb, anywhere))
    .groupBy('hostels.area');
  if (plan && engine === 'postgres')
    query = query.where(sql<SqlBool>`hostels.search @@ to_tsquery('simple', ${tsqueryText(plan)})`);
  if (plan && engine === 'sqlite')
    query = query.where(
      'hostels.id',
      'in',
      db
        .selectFrom('hostel_search')
        .innerJoin('hostel_docs', 'hostel_docs.doc', 'hostel_search.rowid')
        .select('hostel_docs.hostel_id')
        .where(sql<SqlBool>`hostel_search match ${fts5Match(plan)}`),
    );
  const totals = new Map((await query.execute()).map((r) => [r.area, Number(r.n)]));
  return areasNearestTo(q.area)
    .flatMap((area) => (totals.get(area) ? [{ area, total: totals.get(area) ?? 0 }] : []))
    .slice(0, ELSEWHERE_AREAS);
}

/** The hostels of `ids`, in that order. */
async function hostelsById(db: Db, ids: string[]): Promise<HostelRow[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('hostels').select(HOSTEL_COLUMNS).where('hostels.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A page without a search: the total from `hostel_counts` (or, with detail filters, counted), the ids
 * from an index of the filter and order. */
async function listingPage(db: Db, q: HostelListQuery, offset: number): Promise<PageOfIds> {
  const [counted, page] = await Promise.all([
    hasDetailFilters(q)
      ? db
          .selectFrom('hostels')
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .where((eb) => filtered(eb, q))
          .executeTakeFirstOrThrow()
      : db
          .selectFrom('hostel_counts')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('total'))
          .where((eb) => {
            const conditions: Expression<SqlBool>[] = [];
            if (q.area) conditions.push(eb('area', '=', q.area));
            if (q.type && q.type !== 'All Types') conditions.push(eb('type', '=', q.type));
            return eb.and(conditions);
          })
          .executeTakeFirstOrThrow(),
    db
      .selectFrom('hostels')
      .select('hostels.id')
      .where((eb) => filtered(eb, q))
      .$call((query) => inListingOrder(query, q))
      .limit(HOSTEL_PAGE_SIZE)
      .offset(offset)
      .execute(),
  ]);
  return { ids: page.map((r) => r.id), total: Number(counted.total) };
}

const hasFilters = (q: Filters) => Boolean(q.area) || Boolean(q.type && q.type !== 'All Types') || hasDetailFilters(q);

async function searchSqlite(db: Db, plan: SearchPlan, q: HostelListQuery, offset: number): Promise<PageOfIds> {
  const match = fts5Match(plan);
  const rank = sql`bm25(hostel_search, 10.0, 4.0, 1.0)`; // a word in the name counts most, then the area
  // without filters, the full-text index alone counts the matches
  const countInIndex = () =>
    db
      .selectFrom('hostel_search')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(sql<SqlBool>`hostel_search match ${match}`)
      .executeTakeFirstOrThrow();
  if (!hasFilters(q) && !q.sort) {
    // ranked and paged inside the full-text index; only the page's documents are looked up
    const [total, page] = await Promise.all([
      countInIndex(),
      db
        .selectFrom((eb) =>
          eb
            .selectFrom('hostel_search')
            .select(['hostel_search.rowid as doc', rank.as('rank')])
            .where(sql<SqlBool>`hostel_search match ${match}`)
            .orderBy('rank')
            .orderBy('doc')
            .limit(HOSTEL_PAGE_SIZE)
            .offset(offset)
            .as('best'),
        )
        .innerJoin('hostel_docs', 'hostel_docs.doc', 'best.doc')
        .select('hostel_docs.hostel_id')
        .orderBy('best.rank')
        .orderBy('best.doc')
        .execute(),
    ]);
    return { ids: page.map((r) => r.hostel_id), total: Number(total.n) };
  }
  // filtered or sorted by price: every match is joined to its hostel
  const matches = db
    .selectFrom('hostel_search')
    .innerJoin('hostel_docs', 'hostel_docs.doc', 'hostel_search.rowid')
    .innerJoin('hostels', 'hostels.id', 'hostel_docs.hostel_id')
    .where(sql<SqlBool>`hostel_search match ${match}`)
    .where((eb) => filtered(eb, q));
  const [total, page] = await Promise.all([
    hasFilters(q) ? matches.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow() : countInIndex(),
    matches
      .select('hostels.id')
      .$call((query) => (q.sort ? inListingOrder(query, q) : query.orderBy(rank).orderBy('hostel_docs.doc')))
      .limit(HOSTEL_PAGE_SIZE)
      .offset(offset)
      .execute(),
  ]);
  return { ids: page.map((r) => r.id), total: Number(total.n) };
}

async function searchPostgres(db: Db, plan: SearchPlan, q: HostelListQuery, offset: number): Promise<PageOfIds> {
  const tsquery = sql`to_tsquery('simple', ${tsqueryText(plan)})`;
  const matches = db
    .selectFrom('hostels')
    .where(sql<SqlBool>`hostels.search @@ ${tsquery}`)
    .where((eb) => filtered(eb, q));
  const [total, page] = await Promise.all([
    matches.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    matches
      .select('hostels.id')
      .$call((query) =>
        q.sort
          ? inListingOrder(query, q)
          : query.orderBy(sql`ts_rank(hostels.search, ${tsquery})`, 'desc').orderBy('hostels.id'),
      )
      .limit(HOSTEL_PAGE_SIZE)
      .offset(offset)
      .execute(),
  ]);
  return { ids: page.map((r) => r.id), total: Number(total.n) };
}
