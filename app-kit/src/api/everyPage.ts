import { LIST_PAGE_SIZE_MAX, type ListPageQuery } from 'contracts';

/**
 * Every item of a list the API answers a page at a time (bookings, complaints, residents, requests): asks
 * for page after page, of the largest size, until one comes back short. For screens that filter or pick
 * from the whole list.
 */
export async function everyPage<T>(fetchPage: (query: ListPageQuery) => Promise<T[]>): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const items = await fetchPage({ page, pageSize: LIST_PAGE_SIZE_MAX });
    all.push(...items);
    if (items.length < LIST_PAGE_SIZE_MAX) return all;
  }
}
