import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { HostelListQuery } from 'contracts';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { amenityMask, sharingMask } from './details';

export type Filters = Pick<HostelListQuery, 'area' | 'type'> & Partial<HostelListQuery>;

/** The ids of one page and how many hostels the query has in all. */
export interface PageOfIds {
  ids: string[];
  total: number;
}

/** Only listed hostels (verified, owner not suspended), and the query's filters. */
export function filtered(eb: ExpressionBuilder<Database, 'hostels'>, q: Filters): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [eb('hostels.listed', '=', 1)];
  if (q.area) conditions.push(eb('hostels.area', '=', q.area));
  if (q.type && q.type !== 'All Types') conditions.push(eb('hostels.type', '=', q.type));
  return eb.and([...conditions, ...detailConditions(q, 'hostels')]);
}

/** The filters beyond area and type on the columns of `table` (the search tables of both engines copy them). */
export function detailConditions(
  q: Filters,
  table: 'hostels' | 'hostel_docs' | 'hostel_search_rows',
): Expression<SqlBool>[] {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const conditions: Expression<SqlBool>[] = [];
  if (q.minPrice !== undefined) conditions.push(sql<SqlBool>`${column('price')} >= ${q.minPrice}`);
  if (q.maxPrice !== undefined) conditions.push(sql<SqlBool>`${column('price')} <= ${q.maxPrice}`);
  if (q.available) conditions.push(sql<SqlBool>`${column('beds_free')} > 0`);
  if (q.sharing) {
    const bit = sharingMask([q.sharing]);
    conditions.push(sql<SqlBool>`(${column('sharing_mask')} & ${bit}) = ${bit}`);
  }
  if (q.amenities?.length) {
    const bits = amenityMask(q.amenities);
    conditions.push(sql<SqlBool>`(${column('amenity_mask')} & ${bits}) = ${bits}`);
  }
  return conditions;
}

/** Filters beyond area and type: neither `hostel_counts` nor the search index can answer them alone. */
export const hasDetailFilters = (q: Filters) =>
  q.minPrice !== undefined || q.maxPrice !== undefined || Boolean(q.available || q.sharing || q.amenities?.length);

/** The listing's order, total (the id breaks ties) and all one way, so one index serves both directions. */
export function listingOrder({ sort }: Pick<HostelListQuery, 'sort'>): Array<[ListingColumn, 'asc' | 'desc']> {
  if (sort === 'asc' || sort === 'desc') return (['price', 'name', 'id'] as const).map((c) => [c, sort]);
  if (sort === 'rating') return (['rating_avg', 'rating_count', 'id'] as const).map((c) => [c, 'desc']);
  const way = sort === 'newest' ? 'desc' : 'asc';
  return (['created_at', 'name', 'id'] as const).map((c) => [c, way]);
}

type ListingColumn = 'price' | 'name' | 'id' | 'rating_avg' | 'rating_count' | 'created_at';

/** `query` in the listing's order (`listingOrder`) of `table`'s columns. */
export function inListingOrder<Q extends SelectQueryBuilder<Database, never, object>>(
  query: Q,
  q: Pick<HostelListQuery, 'sort'>,
  table: 'hostels' | 'hostel_search_rows' = 'hostels',
): Q {
  let ordered = query;
  for (const [column, way] of listingOrder(q)) ordered = ordered.orderBy(sql.ref(`${table}.${column}`), way) as Q;
  return ordered;
}

/**
 * Where page `offset` falls in results ranked by tiers of `sizes` (name, then area and type, then features):
 * for each tier the page reaches, how many of its results to skip and to take.
 */
export function tierSlices(
  sizes: number[],
  offset: number,
  limit: number,
): Array<{ tier: number; skip: number; take: number }> {
  const slices: Array<{ tier: number; skip: number; take: number }> = [];
  let skip = offset;
  let need = limit;
  sizes.forEach((size, tier) => {
    if (need <= 0) return;
    if (skip >= size) {
      skip -= size;
      return;
    }
    const take = Math.min(need, size - skip);
    slices.push({ tier, skip, take });
    need -= take;
    skip = 0;
  });
  return slices;
}

/** How many listed hostels the query's area and type have (kept by triggers in `hostel_counts`). */
export async function listedCount(db: Db, q: Filters): Promise<number> {
  let query = db.selectFrom('hostel_counts').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'));
  if (q.area) query = query.where('area', '=', q.area);
  if (q.type && q.type !== 'All Types') query = query.where('type', '=', q.type);
  return Number((await query.executeTakeFirstOrThrow()).n);
}
