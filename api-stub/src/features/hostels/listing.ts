import { sql, type SqlBool } from 'kysely';
import { areasNearestTo, HOSTEL_PAGE_SIZE, type HostelListQuery, searchWordsOf } from 'contracts';
import type { Db, Engine } from '../../db/database';
import { filtered, hasDetailFilters, inListingOrder, listedCount, type PageOfIds } from './filters';
import { imagesOf, type HostelRow } from './queries';
import { ResultCache } from './resultCache';
import { fts5Match, type SearchPlan, searchPlan, searchWords, tsqueryText } from './searchPlan';
import { type CountOnce, countsAt } from './searchCounts';
import { matchingRows, searchPostgres } from './searchPostgres';
import { searchSqlite } from './searchSqlite';
import { similarWords } from './similarWords';

/** Every column of a hostel the API reads (not PostgreSQL's `search` vector, which only a search reads). */
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

export interface ListingResult {
  rows: HostelRow[];
  /** Each hostel's pictures, in order. */
  images: Map<string, string[]>;
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
 * nothing is tried again with its misspelt words corrected. Either answer, with its hostels and their
 * pictures, is kept in this process until the listing changes (`listing_version`).
 */
export async function listHostels(
  db: Db,
  engine: Engine,
  q: HostelListQuery,
  { sortAllUpTo }: { sortAllUpTo: number },
): Promise<ListingResult> {
  const words = searchWords(q.search);
  // only punctuation (place words alone, "hostel" or "pg near college", search for every hostel)
  if (q.search && !searchWordsOf(q.search).length)
    return { rows: [], images: new Map(), total: 0, searchedAs: '', elsewhere: [] };
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
  return answers.once(version, key, async () => {
    const { ids, ...rest } = await answer(db, engine, words, q, { sortAllUpTo, countOnce: countsAt(version) });
    const [rows, images] = await Promise.all([hostelsById(db, ids), imagesOf(db, ids)]);
    return { ...rest, rows, images };
  });
}

type Answer = PageOfIds & Omit<ListingResult, 'rows' | 'images'>;

const answers = new ResultCache<ListingResult>();

async function answer(
  db: Db,
  engine: Engine,
  words: string[],
  q: HostelListQuery,
  { sortAllUpTo, countOnce }: { sortAllUpTo: number; countOnce: CountOnce },
): Promise<Answer> {
  const offset = (q.page - 1) * HOSTEL_PAGE_SIZE;
  if (!words.length) {
    const page = await listingPage(db, q, offset);
    return { ...page, searchedAs: '', elsewhere: page.total ? [] : await totalsElsewhere(db, engine, null, q) };
  }
  const search = (plan: SearchPlan) =>
    engine === 'postgres'
      ? searchPostgres(db, plan, q, offset, sortAllUpTo, countOnce)
      : searchSqlite(db, plan, q, offset, sortAllUpTo, countOnce);
  let plan = searchPlan(words);
  let page = await search(plan);
  let searchedAs = '';
  if (!page.total) {
    const similar = await similarWords(db, engine, words);
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
  if (plan && engine === 'postgres') {
    const rows = await matchingRows(db, anywhere, 'search', tsqueryText(plan))
      .select(['hostel_search_rows.area', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('hostel_search_rows.area')
      .execute();
    return nearestWith(q.area, rows);
  }
  let query = db
    .selectFrom('hostels')
    .select(['hostels.area', (eb) => eb.fn.countAll<number>().as('n')])
    .where((eb) => filtered(eb, anywhere))
    .groupBy('hostels.area');
  if (plan)
    query = query.where(
      'hostels.id',
      'in',
      db
        .selectFrom('hostel_search')
        .innerJoin('hostel_docs', 'hostel_docs.doc', 'hostel_search.rowid')
        .select('hostel_docs.hostel_id')
        .where(sql<SqlBool>`hostel_search match ${fts5Match(plan)}`),
    );
  return nearestWith(q.area, await query.execute());
}

/** The areas nearest to `chosen` that have a total in `rows`, with it. */
function nearestWith(chosen: string, rows: Array<{ area: string; n: number }>): Array<{ area: string; total: number }> {
  const totals = new Map(rows.map((r) => [r.area, Number(r.n)]));
  return areasNearestTo(chosen)
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
      : listedCount(db, q).then((total) => ({ total })),
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
