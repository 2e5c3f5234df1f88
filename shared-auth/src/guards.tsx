import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from './hooks';
import { useSession } from './store';
import type { Role } from 'contracts';

export interface LoginRedirectState {
  from?: string;
}

function LoginRedirect() {
  const location = useLocation();
  const state: LoginRedirectState = { from: location.pathname + location.search };
  return <Navigate to="/login" replace state={state} />;
}

/** Renders children for any logged-in user; others go to /login and come back after logging in. */
export function RequireAuth({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const { isLoggedIn, loading } = useAuth();
  if (loading) return fallback;
  return isLoggedIn ? children : <LoginRedirect />;
}

/**
 * Renders children only for a user of `role`. Anyone else goes to /login (and comes back after logging in).
 * With `clearOnMismatch` a logged-in user of another role is logged out first (the student dashboard's rule, spec §2).
 */
export function RequireRole({
  role,
  children,
  clearOnMismatch = false,
  fallback = null,
}: {
  role: Role;
  children: ReactNode;
  clearOnMismatch?: boolean;
  fallback?: ReactNode;
}) {
  const { isLoggedIn, loading, user } = useAuth();
  const wrongRole = isLoggedIn && user?.role !== role;
  useEffect(() => {
    if (wrongRole && clearOnMismatch) useSession.getState().clear();
  }, [wrongRole, clearOnMismatch]);
  if (loading) return <>{fallback}</>;
  if (isLoggedIn && user?.role === role) return <>{children}</>;
  return <LoginRedirect />;
}
