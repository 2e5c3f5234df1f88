import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  AMENITIES,
  type Amenity,
  AREAS,
  HOSTEL_TYPES,
  type HostelQuery,
  PRICE_SORTS,
  type PriceSort,
  SHARING_TYPES,
} from 'contracts';

export interface HostelFilters {
  area: string;
  search: string;
  type: string;
  sort: PriceSort;
  page: number;
  /** Rupees per bed a month; '' for no bound. */
  minPrice: number | '';
  maxPrice: number | '';
  sharing: string;
  amenities: Amenity[];
  /** Only hostels with a bed free. */
  available: boolean;
}

const rupees = (value: string | null): number | '' => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= 0 && n <= 1_000_000 ? n : '';
};

/** How many of the "more filters" are set (the button shows it). */
export const moreFilterCount = (f: HostelFilters) =>
  Number(f.minPrice !== '') +
  Number(f.maxPrice !== '') +
  Number(Boolean(f.sharing)) +
  f.amenities.length +
  Number(f.available);

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T | ''): T | '' =>
  value && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/** The filters an address's query string says (anything unknown or out of range left out). */
export function filtersFromUrl(params: URLSearchParams): HostelFilters {
  return {
    area: pick(params.get('area'), AREAS, ''),
    search: (params.get('search') ?? '').slice(0, 100),
    type: pick(params.get('type'), HOSTEL_TYPES, ''),
    sort: pick(params.get('sort'), PRICE_SORTS, ''),
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    minPrice: rupees(params.get('minPrice')),
    maxPrice: rupees(params.get('maxPrice')),
    sharing: pick(params.get('sharing'), SHARING_TYPES, ''),
    amenities: (params.get('amenities') ?? '')
      .split(',')
      .filter((a): a is Amenity => (AMENITIES as readonly string[]).includes(a)),
    available: params.get('available') === '1',
  };
}

/** What the listing asks the API for with `filters` (the same for the screen and the server's render). */
export const hostelQueryOf = (filters: HostelFilters): HostelQuery => ({
  ...filters,
  minPrice: filters.minPrice === '' ? undefined : filters.minPrice,
  maxPrice: filters.maxPrice === '' ? undefined : filters.maxPrice,
});

/** The listing's filters live in the URL (?area=&search=&type=&sort=&page=), so a search can be shared and Back works. */
export function useHostelFilters() {
  const [params, setParams] = useSearchParams();
  // The query the next change builds on: the URL's, plus the changes sent to the router that it has not shown yet,
  // so quick changes in a row all stay, whatever the router's timing (a render in between, for the pending state,
  // still has the old URL: building on that lost the change before).
  const latest = useRef(params);
  /** Query strings sent to the router, in order, that the URL has not shown yet. */
  const sent = useRef<string[]>([]);
  const seen = useRef(params);
  if (seen.current !== params) {
    seen.current = params;
    const at = sent.current.indexOf(params.toString());
    if (at === -1) {
      latest.current = params; // a change from elsewhere (Back, a link): it wins
      sent.current = [];
    } else sent.current = sent.current.slice(at + 1); // one of ours; later ones may still come
  }
  const fromUrl = useMemo(() => filtersFromUrl(params), [params]);
  // What the controls show: a change at once, on the click itself, while the router is still taking it into the URL
  // (a navigation already under way can make that a moment later, and a checkbox would seem not to tick); the URL's
  // own value again as soon as it has changed.
  const [pending, setPending] = useState<Partial<HostelFilters>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new URL is what ends the pending change.
  useEffect(() => {
    if (!sent.current.length) setPending({}); // the URL has every change sent so far
  }, [params]);
  const filters = useMemo(() => ({ ...fromUrl, ...pending }), [fromUrl, pending]);

  /** Changes filters; any change but the page goes back to page 1. `replace` for typing, so Back skips keystrokes. */
  const update = useCallback(
    (patch: Partial<HostelFilters>, { replace = false } = {}) => {
      setPending((shown) => ({ ...shown, ...patch }));
      setParams(
        () => {
          const next = new URLSearchParams(latest.current);
          for (const [key, value] of Object.entries(patch)) {
            const text = Array.isArray(value) ? value.join(',') : value === true ? '1' : value === false ? '' : value;
            if (text === '' || text === undefined || (key === 'page' && text === 1)) next.delete(key);
            else next.set(key, String(text));
          }
          if (!('page' in patch)) next.delete('page');
          latest.current = next;
          sent.current.push(next.toString());
          return next;
        },
        // at once, not in a transition: a controlled checkbox or select shows its new value on the click itself
        // (a transition left "Available beds only" unticked for a moment, then ticked)
        { replace, preventScrollReset: true, flushSync: true },
      );
    },
    [setParams],
  );

  // what is asked of the API is what the URL says
  const query = useMemo(() => hostelQueryOf(fromUrl), [fromUrl]);
  return { filters, query, update };
}
