import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AREAS, HOSTEL_TYPES, type HostelQuery, type PriceSort } from 'contracts';

export interface HostelFilters {
  area: string;
  search: string;
  type: string;
  sort: PriceSort;
  page: number;
}

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T | ''): T | '' =>
  value && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/** The listing's filters live in the URL (?area=&search=&type=&sort=&page=), so a search can be shared and Back works. */
export function useHostelFilters() {
  const [params, setParams] = useSearchParams();
  const filters: HostelFilters = useMemo(
    () => ({
      area: pick(params.get('area'), AREAS, ''),
      search: (params.get('search') ?? '').slice(0, 100),
      type: pick(params.get('type'), HOSTEL_TYPES, ''),
      sort: pick(params.get('sort'), ['asc', 'desc'] as const, ''),
      page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    }),
    [params],
  );

  /** Changes filters; any change but the page goes back to page 1. `replace` for typing, so Back skips keystrokes. */
  const update = useCallback(
    (patch: Partial<HostelFilters>, { replace = false } = {}) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(patch)) {
            if (value === '' || value === undefined || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const query: HostelQuery = useMemo(() => ({ ...filters }), [filters]);
  return { filters, query, update };
}
