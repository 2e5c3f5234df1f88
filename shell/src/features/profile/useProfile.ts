import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { authApi, httpStatus, serverMessage, type Profile } from 'shared-auth';

export type ProfileState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; profile: Profile };

/** Loads the profile; 401/403 send the user to /login (spec §8). */
export function useProfile(): ProfileState {
  const navigate = useNavigate();
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  useEffect(() => {
    let alive = true;
    authApi.getProfile().then(
      (profile) => alive && setState({ status: 'ready', profile }),
      (error: unknown) => {
        if (!alive) return;
        const status = httpStatus(error);
        if (status === 401 || status === 403) navigate('/login', { replace: true });
        else setState({ status: 'error', message: serverMessage(error, 'Failed to load profile data.') });
      },
    );
    return () => {
      alive = false;
    };
  }, [navigate]);
  return state;
}
