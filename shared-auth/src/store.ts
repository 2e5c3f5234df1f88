import { create } from 'zustand';
import type { User } from 'contracts';

// The session: token and user, persisted under the localStorage keys `token` and `user` (spec §3).
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export interface SessionState {
  token: string | null;
  user: User | null;
  /** 'loading' until the stored session has been read (spec §4: the auth loading state). */
  status: 'loading' | 'ready';
  restore: () => void;
  setSession: (token: string, user: User) => void;
  updateUser: (patch: Partial<User>) => void;
  clear: () => void;
}

function isUser(value: unknown): value is User {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v._id === 'string' && typeof v.email === 'string' && typeof v.role === 'string';
}

function readStored(): { token: string | null; user: User | null } {
  const token = localStorage.getItem(TOKEN_KEY);
  const rawUser = localStorage.getItem(USER_KEY);
  if (!rawUser) return { token: null, user: null };
  try {
    const user: unknown = JSON.parse(rawUser);
    if (isUser(user)) return { token, user };
  } catch {
    /* fall through: unreadable */
  }
  // An unreadable stored user clears both items.
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  return { token: null, user: null };
}

export const useSession = create<SessionState>((set, get) => ({
  token: null,
  user: null,
  status: 'loading',
  restore: () => set({ ...readStored(), status: 'ready' }),
  setSession: (token, user) => {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    set({ token, user, status: 'ready' });
  },
  updateUser: (patch) => {
    const current = get().user;
    if (!current) return;
    const user = { ...current, ...patch };
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    set({ user });
  },
  clear: () => {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    set({ token: null, user: null, status: 'ready' });
  },
}));

/** Keep tabs in step: a login or logout in another tab applies here too. */
export function syncSessionAcrossTabs(): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === TOKEN_KEY || e.key === USER_KEY || e.key === null) useSession.getState().restore();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export function isLoggedIn(state: Pick<SessionState, 'token' | 'user'>): boolean {
  return Boolean(state.token && state.user);
}
