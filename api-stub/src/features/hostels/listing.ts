import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { HOSTEL_PAGE_SIZE, type HostelListQuery } from 'contracts';
import type { Db, Engine } from '../../db/database';
import type { Database } from '../../db/schema';
import type { HostelRow } from './queries';
import { amenityMask, sharingMask } from './details';
import { ResultCache } from './resultCache';

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

const MAX_SEARCH_WORDS = 8;

/** The words of a search (letters and digits; everything else separates), each matched as a prefix. */
export function searchWords(text: string): string[] {
  return [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, MAX_SEARCH_WORDS);
}

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
}

/**
 * One page of the listing. Without a search the total comes from `hostel_counts` (kept by triggers) and
 * the page's ids from an index of its filter and order. With a search, matches come from the full-text
 * index, ranked: a word in the name above one in the area, above one in the features. Either answer (ids
 * and total) is kept in this process until the listing changes (`listing_version`); the page's hostels
 * are always read fresh.
 */
export async function listHostels(db: Db, engine: Engine, q: HostelListQuery): Promise<ListingResult> {
  const words = searchWords(q.search);
  if (q.search && !words.length) return { rows: [], total: 0 }; // only punctuation: nothing can match
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
    const offset = (q.page - 1) * HOSTEL_PAGE_SIZE;
    found = await (!words.length
      ? listingPage(db, q, offset)
      : engine === 'postgres'
        ? searchPostgres(db, words, q, offset)
        : searchSqlite(db, words, q, offset));
    answers.set(version, key, found);
  }
  return { rows: await hostelsById(db, found.ids), total: found.total };
}

interface PageOfIds {
  ids: string[];
  total: number;
}

const answers = new ResultCache<PageOfIds>();

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

async function searchSqlite(db: Db, words: string[], q: HostelListQuery, offset: number): Promise<PageOfIds> {
  // Each word is quoted (a phrase of one token: no FTS5 syntax can get in) and matched as a prefix.
  const match = words.map((w) => `"${w}"*`).join(' ');
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

async function searchPostgres(db: Db, words: string[], q: HostelListQuery, offset: number): Promise<PageOfIds> {
  const tsquery = sql`to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' & ')})`;
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
