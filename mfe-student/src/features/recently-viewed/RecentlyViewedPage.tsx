import { useQuery } from '@tanstack/react-query';
import { QueryView, usePageMeta } from 'app-kit';
import { Link } from 'react-router-dom';
import { Page, PageTitle } from 'shared-ui';
import { CardGrid, HostelCard } from '../hostels/HostelCard';
import { recentlyViewedQuery } from './queries';
import { studentPaths } from '../../paths';

/** /student/recently-viewed: newest first; each card opens its hostel page. */
export default function RecentlyViewedPage() {
  usePageMeta('Recently Viewed');
  const list = useQuery(recentlyViewedQuery);
  return (
    <Page>
      <PageTitle>Recently Viewed</PageTitle>
      <QueryView query={list} loading="Loading..." error="Could not load your recently viewed hostels.">
        {(hostels) =>
          hostels.length === 0 ? (
            <p>
              You haven&apos;t viewed any hostels yet. <Link to={studentPaths.hostels}>Browse hostels</Link>
            </p>
          ) : (
            <CardGrid aria-label="Recently viewed hostels">
              {hostels.map((h) => (
                <li key={h.id}>
                  <HostelCard hostel={h} />
                </li>
              ))}
            </CardGrid>
          )
        }
      </QueryView>
    </Page>
  );
}
