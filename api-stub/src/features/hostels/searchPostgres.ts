import { type Expression, sql, type SqlBool } from 'kysely';
import { HOSTEL_PAGE_SIZE, type HostelListQuery } from 'contracts';
import type { Db } from '../../db/database';
import {
  detailConditions,
  type Filters,
  filtered,
  inListingOrder,
  listedCount,
  type PageOfIds,
  tierSlices,
} from './filters';
import { type CountOnce, countKey } from './searchCounts';
import { type SearchPlan, tsqueryReach, tsqueryText } from './searchPlan';

/** The listed hostels `tsquery` matches that the query's filters keep, in `hostels`: walked in a listing index. */
const walking = (db: Db, q: HostelListQuery, tsquery: string) =>
  db
    .selectFrom('hostels')
    .where(sql<SqlBool>`hostels.search @@ to_tsquery('simple', ${tsquery})`)
    .where((eb) => filtered(eb, q));

/**
 * The listed hostels one of the narrow `hostel_search_rows`' vectors matches (each has a GIN index), that
 * `more` and the query's filters keep: counted or read in full.
 */
export const matchingRows = (
  db: Db,
  q: Filters,
  words: Words,
  tsquery: string,
  more: Expression<SqlBool> = sql<SqlBool>`true`,
) =>
  db
    .selectFrom('hostel_search_rows')
    .where(matches(words, tsquery))
    .where(more)
    .where((eb) => {
      const conditions = detailConditions(q, 'hostel_search_rows');
      if (q.area) conditions.push(eb('hostel_search_rows.area', '=', q.area));
      if (q.type && q.type !== 'All Types') conditions.push(eb('hostel_search_rows.type', '=', q.type));
      return eb.and(conditions);
    });

/** Every word of a hostel; its name's; its name's, area's and type's; the others (its features'). */
type Words = 'search' | 'name_words' | 'reach_words' | 'rest_words';
const matches = (words: Words, tsquery: string) =>
  sql<SqlBool>`${sql.ref(`hostel_search_rows.${words}`)} @@ to_tsquery('simple', ${tsquery})`;

/**
 * Whether a plan looks for one thing: a word, or any of its synonyms, each one word. A hostel then has it in its
 * name, area or type, or else in its other words, and its matches are counted as those two parts: a broad word
 * of one part is visited once (every match and the name, area and type's would visit it twice).
 */
const oneThing = (plan: SearchPlan) => plan.length === 1 && plan[0].every((terms) => terms.length === 1);

/**
 * Walking a listing index finds `n` of `size` matches among `listed` hostels in about n * listed / size rows:
 * cheaper than reading every match when they are dense, far dearer when they are sparse.
 */
const walks = (n: number, listed: number, size: number) => n * listed <= size ** 2;

/**
 * How many of a tier's matches place a page ending at `end` and choose how to read it: a tier with more is read
 * as one with that many would be (past the page's end, over `sortAllUpTo`, and walked, as `walks` says).
 */
const enoughFor = (end: number, listed: number, sortAllUpTo: number) =>
  Math.max(end + 1, sortAllUpTo + 1, Math.ceil(Math.sqrt(end * listed)));

/**
 * A page of a search on PostgreSQL. Sorted: in the listing's order. Otherwise by tier (the name, the area
 * and type, the features), in the listing's default order within one. The total and the name, area and type's
 * count come once per listing version, the name's as far as the page needs; a page is then walked in a listing
 * index or read from every match, whichever visits fewer rows, and up to `sortAllUpTo` matches are always read
 * in full.
 */
export async function searchPostgres(
  db: Db,
  plan: SearchPlan,
  q: HostelListQuery,
  offset: number,
  sortAllUpTo: number,
  countOnce: CountOnce,
): Promise<PageOfIds> {
  const all = tsqueryText(plan);
  const count = async (words: Words, more?: Expression<SqlBool>) =>
    Number(
      (
        await matchingRows(db, q, words, all, more)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const countUpTo = async (words: Words, most: number) =>
    Number(
      (
        await db
          .selectFrom(matchingRows(db, q, words, all).select(sql<number>`1`.as('one')).limit(most).as('found'))
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const listing = listedCount(db, q);
  const [counts, listed, nameCount] = await Promise.all([
    countOnce(countKey(q.sort ? all : `tiers ${all}`, q), async () => {
      if (oneThing(plan)) {
        // the matches of the name, area and type, then those only in the other words: told apart from the first
        // only when there were some (each match's name, area and type tested again)
        const inReach = await count('reach_words');
        const rest = await count('rest_words', inReach ? sql<SqlBool>`not ${matches('reach_words', all)}` : undefined);
        return [inReach + rest, inReach];
      }
      if (q.sort) return [await count('search')];
      // side by side, on two connections: every match; the matches of the name, area and type
      return Promise.all([count('search'), count('reach_words')]);
    }),
    listing,
    // the name's matches, as many as this page needs (a page of a broad word needs only the first of thousands)
    q.sort ? 0 : listing.then((n) => countUpTo('name_words', enoughFor(offset + HOSTEL_PAGE_SIZE, n, sortAllUpTo))),
  ]);
  const [total, reachCount = 0] = counts;
  const pageOf = async (size: number, walkQuery: string, tier: Tier, skip: number, take: number) => {
    const rows =
      size > sortAllUpTo && walks(skip + take, listed, size)
        ? await walking(db, q, walkQuery)
            .select('hostels.id')
            .$call((query) => inListingOrder(query, q))
            .limit(take)
            .offset(skip)
            .execute()
        : await matchingRows(db, q, tier[0], all, tier[1])
            .select('hostel_search_rows.id')
            .$call((query) => inListingOrder(query, q, 'hostel_search_rows'))
            .limit(take)
            .offset(skip)
            .execute();
    return rows.map((r) => r.id);
  };
  if (q.sort) return { ids: await pageOf(total, all, ['search'], offset, HOSTEL_PAGE_SIZE), total };

  const [weightedName, weightedReach] = tsqueryReach(plan);
  // each tier as `hostels.search` has it (its weights) and as `hostel_search_rows` has it (its vectors)
  const tiers: Array<[string, Tier]> = [
    [weightedName, ['name_words']],
    [`(${weightedReach}) & !(${weightedName})`, ['reach_words', sql<SqlBool>`not ${matches('name_words', all)}`]],
    [`(${all}) & !(${weightedReach})`, ['search', sql<SqlBool>`not ${matches('reach_words', all)}`]],
  ];
  const sizes = [nameCount, reachCount - nameCount, total - reachCount];
  const ids: string[] = [];
  for (const { tier, skip, take } of tierSlices(sizes, offset, HOSTEL_PAGE_SIZE))
    ids.push(...(await pageOf(sizes[tier], ...tiers[tier], skip, take)));
  return { ids, total };
}

/** Matches in `hostel_search_rows`: the vector that finds them, and what else they need. */
type Tier = [Words, Expression<SqlBool>?];
