import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { startEarly } from 'shared-auth';
import { Spinner } from 'shared-ui';

const HostelDetailPage = lazy(() => import('./HostelDetailPage'));

/**
 * A hostel's page: the hostel is asked for while the page's code is still on its way, and the page's own request
 * takes that answer (shared-auth `startEarly`). Its own Suspense boundary lets this start before the code is here.
 */
export default function HostelRoute() {
  const { id } = useParams();
  useEffect(() => {
    if (id) startEarly(`/api/hostels/${encodeURIComponent(id)}`);
  }, [id]);
  return (
    <Suspense fallback={<Spinner />}>
      <HostelDetailPage />
    </Suspense>
  );
}
