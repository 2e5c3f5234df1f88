import type { HostelPage } from 'contracts';
import styled from 'styled-components';
import { Button, formatRupees } from 'shared-ui';
import { type HostelFilters, moreFilterCount } from './useHostelFilters';

const Box = styled.div`
  text-align: center;
  padding: 2.5rem 1rem;
  display: grid;
  gap: 0.75rem;
  justify-items: center;
`;

const Headline = styled.p`
  margin: 0;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Nearby = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  justify-content: center;
`;

/** What narrows the listing now, in words: the search, then each filter. */
export function filtersInWords(f: HostelFilters): string[] {
  const words: string[] = [];
  if (f.search.trim()) words.push(`“${f.search.trim()}”`);
  if (f.type) words.push(f.type === 'Co-Living' ? 'co-living' : `${f.type.toLowerCase()}’ hostels`);
  if (f.minPrice !== '' && f.maxPrice !== '') words.push(`${formatRupees(f.minPrice)}–${formatRupees(f.maxPrice)}`);
  else if (f.minPrice !== '') words.push(`from ${formatRupees(f.minPrice)}`);
  else if (f.maxPrice !== '') words.push(`up to ${formatRupees(f.maxPrice)}`);
  if (f.sharing) words.push(`${f.sharing.toLowerCase()} sharing`);
  words.push(...f.amenities);
  if (f.available) words.push('beds free now');
  return words;
}

const hasAnyFilter = (f: HostelFilters) => Boolean(f.search.trim() || f.area || f.type) || moreFilterCount(f) > 0;

/** An empty listing: the spec's message, what narrowed it, a way back, and the nearest areas that have some. */
export function NoHostelsFound({
  filters,
  message,
  elsewhere,
  onChange,
}: {
  filters: HostelFilters;
  message: string;
  elsewhere: HostelPage['elsewhere'];
  onChange: (patch: Partial<HostelFilters>) => void;
}) {
  const narrowedBy = filtersInWords(filters);
  return (
    <Box role="status">
      <Headline>{message}</Headline>
      {narrowedBy.length > 0 && <p>Nothing listed matches {narrowedBy.join(', ')}.</p>}
      {elsewhere.length > 0 && (
        <nav aria-label="Nearby areas">
          <p>Nearby areas that have some:</p>
          <Nearby>
            {elsewhere.map((e) => (
              <li key={e.area}>
                <Button type="button" $size="sm" $variant="secondary" onClick={() => onChange({ area: e.area })}>
                  {e.area} ({e.total} hostel{e.total === 1 ? '' : 's'})
                </Button>
              </li>
            ))}
          </Nearby>
        </nav>
      )}
      {hasAnyFilter(filters) && (
        <Button type="button" onClick={() => onChange(CLEARED)}>
          Clear filters
        </Button>
      )}
    </Box>
  );
}

const CLEARED: Partial<HostelFilters> = {
  area: '',
  search: '',
  type: '',
  minPrice: '',
  maxPrice: '',
  sharing: '',
  amenities: [],
  available: false,
};
