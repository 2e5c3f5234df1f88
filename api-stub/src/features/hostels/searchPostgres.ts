import { sql, type SqlBool } from 'kysely';
import { HOSTEL_PAGE_SIZE, type HostelListQuery } from 'contracts';
import type { Db } from '../../db/database';
import { filtered, inListingOrder, listedCount, type PageOfIds, tierSlices } from './filters';
import { type CountOnce, countKey } from './searchCounts';
import { type SearchPlan, tsqueryReach, tsqueryText } from './searchPlan';

const matching = (db: Db, q: HostelListQuery, tsquery: string) =>
  db
    .selectFrom('hostels')
    .where(sql<SqlBool>`hostels.search @@ to_tsquery('simple', ${tsquery})`)
    .where((eb) => filtered(eb, q));

/**
 * A page of a search on PostgreSQL. Sorted: in the listing's order. Otherwise by tier (the name, the area
 * and type, the features: the `tsvector`'s weights A, B, C), in the listing's default order within one:
 * the tiers are counted once per listing version, then each tier the page reaches is read on its own.
 */
export async function searchPostgres(
  db: Db,
  plan: SearchPlan,
  q: HostelListQuery,
  offset: number,
  countOnce: CountOnce,
): Promise<PageOfIds> {
  const all = tsqueryText(plan);
  if (q.sort) {
    const [[total], page] = await Promise.all([
      countOnce(countKey(all, q), async () => {
        const counted = await matching(db, q, all)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        return [Number(counted.n)];
      }),
      matching(db, q, all)
        .select('hostels.id')
        .$call((query) => inListingOrder(query, q))
        .limit(HOSTEL_PAGE_SIZE)
        .offset(offset)
        .execute(),
    ]);
    return { ids: page.map((r) => r.id), total };
  }
  const [inName, inNameOrArea] = tsqueryReach(plan);
  const [[total, nameCount, nameOrAreaCount], listed] = await Promise.all([
    // one pass over the matches counts them by tier
    countOnce(countKey(`tiers ${all}`, q), async () => {
      const counted = await matching(db, q, all)
        .select((eb) => [
          eb.fn.countAll<number>().as('n'),
          sql<number>`count(*) filter (where hostels.search @@ to_tsquery('simple', ${inName}))`.as('inName'),
          sql<number>`count(*) filter (where hostels.search @@ to_tsquery('simple', ${inNameOrArea}))`.as(
            'inNameOrArea',
          ),
        ])
        .executeTakeFirstOrThrow();
      return [counted.n, counted.inName, counted.inNameOrArea].map(Number);
    }),
    listedCount(db, q),
  ]);
  const tiers = [inName, `(${inNameOrArea}) & !(${inName})`, `(${all}) & !(${inNameOrArea})`];
  const sizes = [nameCount, nameOrAreaCount - nameCount, total - nameOrAreaCount];
  const ids: string[] = [];
  for (const { tier, skip, take } of tierSlices(sizes, offset, HOSTEL_PAGE_SIZE)) {
    // Walking the listing's index finds `skip + take` matches in about (skip + take) * listed / size rows:
    // cheaper than reading every match of a dense tier, far dearer for a sparse one.
    const walk = (skip + take) * listed <= sizes[tier] ** 2;
    const page = walk
      ? await matching(db, q, tiers[tier])
          .select('hostels.id')
          .$call((query) => inListingOrder(query, q))
          .limit(take)
          .offset(skip)
          .execute()
      : // every match of the tier read once, then put in the listing's default order (`inListingOrder`)
        await db
          .with(
            (cte) => cte('tier').materialized(),
            () => matching(db, q, tiers[tier]).select(['hostels.id', 'hostels.created_at', 'hostels.name']),
          )
          .selectFrom('tier as hostels')
          .select('hostels.id')
          .orderBy('hostels.created_at')
          .orderBy('hostels.name')
          .orderBy('hostels.id')
          .limit(take)
          .offset(skip)
          .execute();
    ids.push(...page.map((r) => r.id));
  }
  return { ids, total };
}
