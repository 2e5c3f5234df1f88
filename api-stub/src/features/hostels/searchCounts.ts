import type { Filters } from './filters';
import { ResultCache } from './resultCache';

/**
 * A search's counts (its total, by tier) computed once per listing version and shared by all its pages:
 * only the page differs from page to page, and counting is the costly part of a broad search.
 */
export type CountOnce = (key: string, count: () => Promise<number[]>) => Promise<number[]>;

const counts = new ResultCache<number[]>(5000);

/** Counts kept under `version` (`listing_version`), as the listing's answers are. */
export const countsAt =
  (version: number): CountOnce =>
  (key, count) =>
    counts.once(version, key, count);

/** The key of a count: the engine's query text and every filter (not the page or the order). */
export const countKey = (query: string, q: Filters): string =>
  JSON.stringify([
    query,
    q.area ?? '',
    q.type ?? '',
    q.minPrice ?? null,
    q.maxPrice ?? null,
    q.sharing ?? '',
    q.amenities ?? [],
    q.available ?? false,
  ]);
