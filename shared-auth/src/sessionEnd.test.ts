import { respondWith } from '../../tools/jest/apiResponses';
import { authApi } from './authApi';
import { useSession } from './store';

const user = { _id: '1', name: 'S', email: 's@x.in', phone: '9999999999', role: 'student' as const };

beforeEach(() => useSession.getState().setSession('old-token', user));

it('a password change keeps this session going with the fresh token of the answer', async () => {
  respondWith({
    'PUT /api/auth/profile': {
      status: 200,
      data: {
        message: 'Profile updated successfully!',
        user: { ...user, phoneNumber: '', username: '', profilePictureUrl: '', address: '', location: null },
        token: 'fresh-token',
      },
    },
  });
  await authApi.updateProfile({ currentPassword: 'secret1', newPassword: 'changed1' });
  expect(useSession.getState().token).toBe('fresh-token');
  expect(localStorage.getItem('token')).toBe('fresh-token');
  expect(useSession.getState().user).toEqual(user);
});

it('logout is sent with the session’s own token', async () => {
  let sent: unknown;
  respondWith({
    'POST /api/auth/logout': (config) => (
      (sent = config.headers.Authorization), { status: 200, data: { message: 'Logged out.' } }
    ),
  });
  await authApi.logout('old-token');
  expect(sent).toBe('Bearer old-token');
});
