import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { authApi } from './authApi';
import { dashboardPath } from './roles';
import { isLoggedIn, useSession } from './store';
import type { LoginPayload, RegisterPayload, User } from 'contracts';

export interface AuthView {
  user: User | null;
  token: string | null;
  isLoggedIn: boolean;
  loading: boolean;
}

export function useAuth(): AuthView {
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  const status = useSession((s) => s.status);
  return { user, token, isLoggedIn: isLoggedIn({ token, user }), loading: status === 'loading' };
}

/** Login, register and logout with the navigation of spec §4. `redirectTo` overrides the dashboard after login or register. */
export function useAuthActions() {
  const navigate = useNavigate();
  const login = useCallback(
    async (payload: LoginPayload, redirectTo?: string) => {
      const { token, user } = await authApi.login({ ...payload, email: payload.email.trim() });
      useSession.getState().setSession(token, user);
      navigate(redirectTo ?? dashboardPath(user.role), { replace: true });
      return user;
    },
    [navigate],
  );
  const register = useCallback(
    async (payload: RegisterPayload, redirectTo?: string) => {
      const { token, user } = await authApi.register(payload);
      useSession.getState().setSession(token, user);
      navigate(redirectTo ?? dashboardPath(user.role), { replace: true });
      return user;
    },
    [navigate],
  );
  const logout = useCallback(() => {
    // The server ends the session; the browser forgets it at once, whether or not the server answers.
    const { token } = useSession.getState();
    if (token) authApi.logout(token).catch(() => undefined);
    useSession.getState().clear();
    navigate('/login');
  }, [navigate]);
  return { login, register, logout };
}
