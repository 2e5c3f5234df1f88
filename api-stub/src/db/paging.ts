import type { ListPageQuery } from 'contracts';

/** One page of a list that grows with use (`?page=&pageSize=`); the query's order must be total. */
export function onePage<Q extends { limit(n: number): Q; offset(n: number): Q }>(
  query: Q,
  { page, pageSize }: ListPageQuery,
): Q {
  return query.limit(pageSize).offset((page - 1) * pageSize);
}
