import { TOKEN_KEY, USER_KEY, useSession } from './store';
import { dashboardPath, isDemoAccount } from './roles';

const user = { _id: 'u1', name: 'Asha', email: 'asha@example.in', phone: '9876543210', role: 'student' as const };

beforeEach(() => useSession.setState({ token: null, user: null, status: 'loading' }));

it('restores a stored session and leaves the loading state', () => {
  localStorage.setItem(TOKEN_KEY, 't0k');
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  useSession.getState().restore();
  expect(useSession.getState()).toMatchObject({ token: 't0k', user, status: 'ready' });
});

it('clears both stored items when the stored user cannot be read', () => {
  localStorage.setItem(TOKEN_KEY, 't0k');
  localStorage.setItem(USER_KEY, '{not json');
  useSession.getState().restore();
  expect(useSession.getState()).toMatchObject({ token: null, user: null, status: 'ready' });
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  expect(localStorage.getItem(USER_KEY)).toBeNull();
});

it('persists a login, merges updates, and clears on logout', () => {
  useSession.getState().setSession('abc', user);
  expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '')).toEqual(user);
  useSession.getState().updateUser({ name: 'Asha R' });
  expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '').name).toBe('Asha R');
  useSession.getState().clear();
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  expect(useSession.getState().user).toBeNull();
});

it('sends each role to its dashboard', () => {
  expect(dashboardPath('student')).toBe('/student-dashboard');
  expect(dashboardPath('owner')).toBe('/owner-dashboard');
  expect(dashboardPath('admin')).toBe('/admin');
  expect(dashboardPath('someone')).toBe('/');
});

it('recognises the published demo accounts only with the right role', () => {
  expect(isDemoAccount('Student@Demo.in ', 'student123', 'student')).toBe(true);
  expect(isDemoAccount('student@demo.in', 'student123', 'owner')).toBe(false);
  expect(isDemoAccount('owner@demo.in', 'wrong', 'owner')).toBe(false);
});
