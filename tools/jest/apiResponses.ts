import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { api } from 'shared-auth';

type Handler = (config: InternalAxiosRequestConfig) => { status: number; data: unknown };

/** Gives the API client fixed answers for a UI unit test: "GET /api/owner/rooms" → handler. Unknown calls fail as offline. */
export function respondWith(routes: Record<string, Handler | { status: number; data: unknown }>) {
  api.defaults.adapter = async (config) => {
    const key = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
    const route = routes[key];
    if (!route) throw new AxiosError(`Network Error (no test answer for ${key})`, AxiosError.ERR_NETWORK, config);
    const { status, data } = typeof route === 'function' ? route(config) : route;
    const response: AxiosResponse = { status, statusText: String(status), data, headers: {}, config };
    if (status >= 400) throw new AxiosError(`HTTP ${status}`, AxiosError.ERR_BAD_REQUEST, config, null, response);
    return response;
  };
}
