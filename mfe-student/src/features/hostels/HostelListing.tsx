import styled, { keyframes } from 'styled-components';
import { useApiData } from 'app-kit';
import { Button, ErrorState } from 'shared-ui';
import { studentApi } from '../../api/studentApi';
import { CardGrid, HostelCard } from './HostelCard';
import { HostelControls } from './HostelControls';
import { Pagination } from './Pagination';
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
export function HostelListing() {
  const { filters, query, update } = useHostelFilters();
  const result = useApiData(
    (signal) => studentApi.listHostels(query, signal),
    [query],
    'Could not load hostels. Please check your connection and try again.',
  );

  return (
    <div>
      <HostelControls filters={filters} onChange={update} />
      {result.status === 'loading' && (
        <CardGrid aria-busy="true" aria-label="Loading hostels">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders.
            <Skeleton key={i} />
          ))}
        </CardGrid>
      )}
      {result.status === 'error' && <ErrorState message={result.error} onRetry={result.reload} />}
      {result.status === 'ready' && result.data.total === 0 && (
        <Empty role="status">{filters.type === 'Co-Living' ? CO_LIVING_EMPTY : emptyMessage(filters.area)}</Empty>
      )}
      {result.status === 'ready' && result.data.total > 0 && result.data.hostels.length === 0 && (
        <Empty role="status">
          There is no page {result.data.page}; the hostels end on page {result.data.totalPages}.{' '}
          <Button type="button" $size="sm" $variant="secondary" onClick={() => update({ page: 1 })}>
            Back to page 1
          </Button>
        </Empty>
      )}
      {result.status === 'ready' && result.data.hostels.length > 0 && (
        <>
          <Count role="status">
            {result.data.total} hostel{result.data.total === 1 ? '' : 's'} found · page {result.data.page} of{' '}
            {result.data.totalPages}
          </Count>
          <CardGrid aria-label="Hostels">
            {result.data.hostels.map((h) => (
              <li key={h.id}>
                <HostelCard hostel={h} />
              </li>
            ))}
          </CardGrid>
          <Pagination page={result.data.page} totalPages={result.data.totalPages} onPage={(page) => update({ page })} />
        </>
      )}
    </div>
  );
}
