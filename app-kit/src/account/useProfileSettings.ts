import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'shared-ui';
import type { Profile } from 'contracts';
import { authApi, httpStatus, serverMessage, useAuth, useSession } from 'shared-auth';

export type ProfileSettingsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; profile: Profile };

/** The profile for a settings screen (spec §8): no token → toast and /login; 401/403 → /login; else the server's
 * message or 'Failed to load profile data.'. `saved` keeps a saved profile and the stored user in step. */
export function useProfileSettings() {
  const navigate = useNavigate();
  const { token } = useAuth();
  const [state, setState] = useState<ProfileSettingsState>({ status: 'loading' });

  useEffect(() => {
    if (!token) {
      toast.error('Please log in to manage your profile.');
      navigate('/login', { replace: true });
      return;
    }
    let alive = true;
    authApi.getProfile().then(
      (profile) => alive && setState({ status: 'ready', profile }),
      (err: unknown) => {
        if (!alive) return;
        const status = httpStatus(err);
        if (status === 401 || status === 403) navigate('/login', { replace: true });
        else setState({ status: 'error', message: serverMessage(err, 'Failed to load profile data.') });
      },
    );
    return () => {
      alive = false;
    };
  }, [token, navigate]);

  const saved = useCallback((profile: Profile) => {
    setState({ status: 'ready', profile });
    useSession.getState().updateUser({
      name: profile.name,
      phone: profile.phone,
      username: profile.username,
      profilePictureUrl: profile.profilePictureUrl,
      ...(profile.role === 'owner' ? { hostelName: profile.hostelName } : {}),
    });
  }, []);

  return { state, saved };
}
