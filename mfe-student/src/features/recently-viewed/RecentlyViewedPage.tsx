import { Link } from 'react-router-dom';
import { useApiData } from 'app-kit';
import { ErrorState, Page, PageTitle, Spinner } from 'shared-ui';
import { studentApi } from '../../api/studentApi';
import { CardGrid, HostelCard } from '../hostels/HostelCard';

/** /student/recently-viewed: newest first; each card opens its hostel page. */
export default function RecentlyViewedPage() {
  const list = useApiData(() => studentApi.recentlyViewed(), [], 'Could not load your recently viewed hostels.');
  return (
    <Page>
      <PageTitle>Recently Viewed</PageTitle>
      {list.status === 'loading' && <Spinner label="Loading..." showLabel />}
      {list.status === 'error' && <ErrorState message={list.error} onRetry={list.reload} />}
      {list.status === 'ready' && list.data.length === 0 && (
        <p>
          You haven&apos;t viewed any hostels yet. <Link to="/student/hostels">Browse hostels</Link>
        </p>
      )}
      {list.status === 'ready' && list.data.length > 0 && (
        <CardGrid aria-label="Recently viewed hostels">
          {list.data.map((h) => (
            <li key={h.id}>
              <HostelCard hostel={h} />
            </li>
          ))}
        </CardGrid>
      )}
    </Page>
  );
}
