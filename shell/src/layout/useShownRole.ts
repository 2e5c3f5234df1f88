import { type Role, useAuth } from 'shared-auth';
import { useAreaRole } from '../federation/areaRole';

/**
 * The role the navbar and footer are rendered for: the signed-in user's. While the session is not yet known (a
 * server render, and hydrating it), a role's area is rendered as that role's, its user's own details left out: only
 * that role's user gets past the area's guard. `pending`: whose it is is not known yet.
 */
export function useShownRole(): { role: Role | undefined; pending: boolean } {
  const { user, isLoggedIn, loading } = useAuth();
  const areaRole = useAreaRole();
  if (loading) return { role: areaRole, pending: true };
  return { role: isLoggedIn ? user?.role : undefined, pending: false };
}
