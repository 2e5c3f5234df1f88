import axios, { type AxiosError } from 'axios';
import { useSession } from './store';
import { navigateOutsideReact } from './navigation';

/** The one HTTP client of every area. Its base address is set at run time by the host (configureApi). */
export const api = axios.create({ timeout: 20000 });

export function configureApi({ baseUrl }: { baseUrl: string }): void {
  api.defaults.baseURL = baseUrl.replace(/\/$/, '');
}

api.interceptors.request.use((config) => {
  const token = useSession.getState().token;
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

api.interceptors.response.use(undefined, (error: unknown) => {
  // A 401 on a call that carried our token: the session is over. Clear it and go to /login.
  if (axios.isAxiosError(error) && error.response?.status === 401 && error.config?.headers?.has('Authorization')) {
    useSession.getState().clear();
    navigateOutsideReact('/login');
  }
  return Promise.reject(error);
});

/** True when the request never got an answer (server down, network gone). */
export function isNetworkError(error: unknown): boolean {
  return axios.isAxiosError(error) && !error.response;
}

export function httpStatus(error: unknown): number | undefined {
  return axios.isAxiosError(error) ? error.response?.status : undefined;
}

/** The server's `message` (or `error`) of a failed call, else the given fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  if (axios.isAxiosError(error)) {
    const data = (error as AxiosError<{ message?: unknown; error?: unknown }>).response?.data;
    if (data && typeof data === 'object') {
      if (typeof data.message === 'string' && data.message) return data.message;
      if (typeof data.error === 'string' && data.error) return data.error;
    }
  }
  return fallback;
}
