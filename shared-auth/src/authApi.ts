import { api } from './client';
import { useSession } from './store';
import type {
  AuthResponse,
  LoginPayload,
  MessageResponse,
  Profile,
  ProfileUpdatePayload,
  ProfileUpdateResponse,
  RegisterPayload,
  UploadResponse,
} from 'contracts';

export const INVALID_RESPONSE = 'Invalid response format from server.';

function checkAuthResponse(data: Partial<AuthResponse> | undefined): AuthResponse {
  if (!data?.token || !data.user) throw new Error(INVALID_RESPONSE);
  return { token: data.token, user: data.user };
}

/** The typed client of the auth and account endpoints. */
export const authApi = {
  login: async (payload: LoginPayload) =>
    checkAuthResponse((await api.post<AuthResponse>('/api/auth/login', payload)).data),
  register: async (payload: RegisterPayload) =>
    checkAuthResponse((await api.post<AuthResponse>('/api/auth/register', payload)).data),
  getProfile: async () => (await api.get<Profile>('/api/auth/profile')).data,
  /** A password change ends every other session; this one goes on with the fresh token the answer carries. */
  updateProfile: async (payload: ProfileUpdatePayload) => {
    const data = (await api.put<ProfileUpdateResponse>('/api/auth/profile', payload)).data;
    const { user, setSession } = useSession.getState();
    if (data.token && user) setSession(data.token, user);
    return data;
  },
  /** Ends the session on the server (its token stops working there too). */
  logout: async (token: string) =>
    (await api.post<MessageResponse>('/api/auth/logout', {}, { headers: { Authorization: `Bearer ${token}` } })).data,
  sendOtp: async (email: string) => (await api.post<MessageResponse>('/api/auth/send-otp', { email })).data,
  resetPassword: async (payload: { email: string; otp: string; newPassword: string }) =>
    (await api.post<MessageResponse>('/api/auth/reset-password', payload)).data,
  contact: async (payload: { name: string; email: string; message: string }) =>
    (await api.post<MessageResponse>('/api/contact', payload)).data,
  uploadImage: async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return (await api.post<UploadResponse>('/api/uploads', form)).data;
  },
};
