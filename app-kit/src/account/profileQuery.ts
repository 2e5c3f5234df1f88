import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdatePayload } from 'contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { authApi, httpStatus, serverMessage, useAuth, useSession } from 'shared-auth';
import { toast } from 'shared-ui';

export const profileQuery = queryOptions({ queryKey: ['profile'], queryFn: authApi.getProfile, retry: false });

/**
 * The profile for a settings screen (spec §8): no token → toast and /login; 401/403 → /login; else the query,
 * whose error reads as the server's message or 'Failed to load profile data.' (see `profileError`).
 */
export function useProfile() {
  const navigate = useNavigate();
  const { token } = useAuth();
  const profile = useQuery({ ...profileQuery, enabled: Boolean(token) });
  const status = profile.isError ? httpStatus(profile.error) : undefined;
  useEffect(() => {
    if (!token) {
      toast.error('Please log in to manage your profile.');
      navigate('/login', { replace: true });
    } else if (status === 401 || status === 403) navigate('/login', { replace: true });
  }, [token, status, navigate]);
  return profile;
}

export const profileError = (error: unknown) => serverMessage(error, 'Failed to load profile data.');

/** Saves profile fields: the cached profile and the stored user follow; a toast says how it went. */
export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: ProfileUpdatePayload) => authApi.updateProfile(payload),
    onSuccess: ({ user }) => {
      client.setQueryData<Profile>(profileQuery.queryKey, user);
      useSession.getState().updateUser({
        name: user.name,
        phone: user.phone,
        username: user.username,
        profilePictureUrl: user.profilePictureUrl,
        ...(user.role === 'owner' ? { hostelName: user.hostelName } : {}),
      });
      toast.success('Profile updated successfully!');
    },
  });
}
