import { lazy, type ReactNode, Suspense } from 'react';
import type { Role } from 'contracts';
import { RequireRole, useAuth } from 'shared-auth';
import { Spinner } from 'shared-ui';

const WrongAreaPage = lazy(() => import('./WrongAreaPage'));

/**
 * The guard of a role's area: its own role gets in; a visitor logs in and comes back; a signed-in user of
 * another role is told whose area it is (never a login form under a signed-in navbar). With
 * `clearOnMismatch` (the student dashboard, spec §2) the other role is logged out instead. Until the session is
 * read the page renders as its role's user sees it, their own details left out.
 */
export function AreaGuard({
  role,
  clearOnMismatch = false,
  children,
}: {
  role: Role;
  clearOnMismatch?: boolean;
  children: ReactNode;
}) {
  const { isLoggedIn, loading, user } = useAuth();
  if (!loading && isLoggedIn && user && user.role !== role && !clearOnMismatch)
    return (
      <Suspense fallback={<Spinner />}>
        <WrongAreaPage role={role} />
      </Suspense>
    );
  return (
    // while the session is unknown (a server render, and hydrating it), the area's page as its role sees it
    <RequireRole role={role} clearOnMismatch={clearOnMismatch} fallback={children}>
      {children}
    </RequireRole>
  );
}
