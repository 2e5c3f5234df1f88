import { useDeferredValue } from 'react';
import styled, { keyframes } from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { errorText } from 'app-kit';
import { Button, ErrorState } from 'shared-ui';
import { CardGrid, HostelCard } from './HostelCard';
import { HostelControls } from './HostelControls';
import { NoHostelsFound } from './NoHostelsFound';
import { Pagination } from './Pagination';
import { hostelPageQuery } from './queries';
import { useHostelFilters } from './useHostelFilters';

const pulse = keyframes`50% { opacity: 0.5; }`;

const Skeleton = styled.li`
  height: 330px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  animation: ${pulse} 1.2s ease-in-out infinite;
`;

const Empty = styled.p`
  text-align: center;
  padding: 2.5rem 1rem;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Count = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const CO_LIVING_EMPTY =
  'Co-living spaces haven’t moved in here yet 🏡 — try Boys or Girls hostels, or another area!';
export const emptyMessage = (area: string) => `No hostels found matching your criteria in ${area || 'any area'}!`;

/** The hostel listing (embedded in the dashboard and at /student/hostels), filtered and paged on the server. */
/** The cards whose photos a page that opens on the listing loads at once: those on its first screen. */
const FIRST_SCREEN_CARDS = 3;

/** The listing with its filters; `main`: it is what the page opens on (its first cards' photos load at once). */
export function HostelListing({ main = false }: { main?: boolean }) {
  const { filters, query, update } = useHostelFilters();
  // the last page stays on screen (marked busy) while the next one loads
  const result = useQuery(hostelPageQuery(query));
  // twelve cards: a deferred value, rendered in the background when they arrive (the skeleton stays until then)
  const page = useDeferredValue(result.data);

  return (
    <div>
      <HostelControls filters={filters} onChange={update} />
      {!page && !result.isError && (
        <CardGrid aria-busy="true" aria-label="Loading hostels">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders.
            <Skeleton key={i} />
          ))}
        </CardGrid>
      )}
      {result.isError && (
        <ErrorState
          message={errorText(result.error, 'Could not load hostels. Please check your connection and try again.')}
          onRetry={() => void result.refetch()}
        />
      )}
      {page && page.total === 0 && (
        <NoHostelsFound
          filters={filters}
          message={filters.type === 'Co-Living' ? CO_LIVING_EMPTY : emptyMessage(filters.area)}
          elsewhere={page.elsewhere}
          onChange={update}
        />
      )}
      {page && page.total > 0 && page.hostels.length === 0 && (
        <Empty role="status">
          There is no page {page.page}; the hostels end on page {page.totalPages}.{' '}
          <Button type="button" $size="sm" $variant="secondary" onClick={() => update({ page: 1 })}>
            Back to page 1
          </Button>
        </Empty>
      )}
      {page && page.hostels.length > 0 && (
        <>
          <Count role="status">
            {page.searchedAs && (
              <>
                Nothing matches “{filters.search.trim()}”; showing hostels for “{page.searchedAs}”.{' '}
              </>
            )}
            {page.total} hostel{page.total === 1 ? '' : 's'} found · page {page.page} of {page.totalPages}
          </Count>
          <CardGrid aria-label="Hostels" aria-busy={result.isPlaceholderData || undefined}>
            {page.hostels.map((h, i) => (
              <li key={h.id}>
                <HostelCard
                  hostel={h}
                  priority={main && i < FIRST_SCREEN_CARDS ? (i === 0 ? 'first' : 'eager') : undefined}
                />
              </li>
            ))}
          </CardGrid>
          <Pagination page={page.page} totalPages={page.totalPages} onPage={(page) => update({ page })} />
        </>
      )}
    </div>
  );
}
