import { Suspense, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { lazyScreen, ShowScreen } from 'app-kit';
import { startEarly } from 'shared-auth';
import { Spinner } from 'shared-ui';

/** The hostel page's code: its own chunk, loaded when the page is opened (or before: the area's `preparePage`). */
export const hostelPage = lazyScreen(() => import('./HostelDetailPage'));

/**
 * A hostel's page: when its code is still on its way, the hostel is asked for meanwhile, and the page's own request
 * takes that answer (shared-auth `startEarly`); its own Suspense boundary lets this start before the code is here.
 * Once the code is here (preloaded), the page renders at once and asks for itself.
 */
export default function HostelRoute() {
  const { id } = useParams();
  useEffect(() => {
    // Asked when the effect runs, not when this rendered: the page's code may have come in between, and the page then
    // rendered in the same commit and took the shell's early answer (its effects run before this one): a request
    // started now would be a second one that nothing takes.
    if (id && !hostelPage.isLoaded()) startEarly(`/api/hostels/${encodeURIComponent(id)}`);
  }, [id]);
  return (
    <Suspense fallback={<Spinner />}>
      <ShowScreen screen={hostelPage} />
    </Suspense>
  );
}
