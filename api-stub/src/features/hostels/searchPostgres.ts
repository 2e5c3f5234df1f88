import { sql, type SqlBool } from 'kysely';
import { HOSTEL_PAGE_SIZE, type HostelListQuery } from 'contracts';
import type { Db } from '../../db/database';
import { filtered, inListingOrder, type PageOfIds } from './filters';
import { type SearchPlan, tsqueryReach, tsqueryText } from './searchPlan';

/**
 * A page of a search on PostgreSQL. Sorted: in the listing's order. Otherwise by tier (the name, the area
 * and type, the features: the `tsvector`'s weights A, B, C), in the listing's default order within one.
 */
export async function searchPostgres(db: Db, plan: SearchPlan, q: HostelListQuery, offset: number): Promise<PageOfIds> {
  const tsquery = (text: string) => sql`to_tsquery('simple', ${text})`;
  const [inName, inNameOrArea] = tsqueryReach(plan);
  const matches = db
    .selectFrom('hostels')
    .where(sql<SqlBool>`hostels.search @@ ${tsquery(tsqueryText(plan))}`)
    .where((eb) => filtered(eb, q));
  const [total, page] = await Promise.all([
    matches.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    matches
      .select('hostels.id')
      .$call((query) =>
        inListingOrder(
          q.sort
            ? query
            : query.orderBy(
                sql`case when hostels.search @@ ${tsquery(inName)} then 0
                  when hostels.search @@ ${tsquery(inNameOrArea)} then 1 else 2 end`,
              ),
          q,
        ),
      )
      .limit(HOSTEL_PAGE_SIZE)
      .offset(offset)
      .execute(),
  ]);
  return { ids: page.map((r) => r.id), total: Number(total.n) };
}
