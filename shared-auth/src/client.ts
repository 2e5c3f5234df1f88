import { useSession } from './store';
import { navigateOutsideReact } from './navigation';
import { takeEarlyAnswer } from './earlyAnswers';

// The one HTTP client of every area, on the browser's fetch: the session's token on every call, JSON in and out,
// a timeout, a failure as one error type (ApiError) that tells "no answer" from "the server said no", and the end
// of the session on a 401. (It replaced axios in 3.0.0: 20 kB gzip on every page for what these lines do.)

/** How long a call waits for the server before it counts as unanswered. */
export const TIMEOUT_MS = 20_000;

/** A call as a screen makes it. */
export interface ApiRequestConfig {
  method?: string;
  /** The path under the API's base address, e.g. `/api/hostels`. */
  url: string;
  /** The query (an object of values); `undefined` and `null` values are left out. */
  params?: object;
  /** The body: sent as JSON, or as it is when it is a FormData (a multipart upload). */
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** `blob` for a file download; JSON (or text) otherwise. */
  responseType?: 'json' | 'blob';
  /** A call the shell starts before its screen exists (early.ts); the screen's own call may take its answer. */
  early?: boolean;
}

/** A call as it goes out: what a transport gets. */
export interface ApiRequest {
  method: string;
  /** The path as the caller gave it. */
  url: string;
  params?: Record<string, unknown>;
  /** The body as sent: JSON text, or the multipart form. */
  data?: string | FormData;
  headers: Record<string, string>;
  signal?: AbortSignal;
  responseType: 'json' | 'blob';
  /** The whole address: base, path and query. */
  href: string;
}

export interface ApiResponse<T> {
  status: number;
  data: T;
}

/** Sends a call and gives back the server's answer, whatever its status; throws only when there is no answer. */
export type Transport = (request: ApiRequest) => Promise<ApiResponse<unknown>>;

/** A call that failed: `status` and the server's `data` when it answered, neither when it did not. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly request: ApiRequest,
    readonly status?: number,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let baseUrl = '';

export function configureApi({ baseUrl: url }: { baseUrl: string }): void {
  baseUrl = url.replace(/\/$/, '');
}

/** The whole address of `path` with its query. */
function addressOf(path: string, params?: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {}))
    if (value !== undefined && value !== null) query.append(name, String(value));
  const search = query.toString();
  return `${baseUrl}${path}${search ? (path.includes('?') ? '&' : '?') + search : ''}`;
}

const parseBody = (text: string): unknown => {
  if (!text) return '';
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** The browser's fetch, with the timeout and the caller's signal both able to stop it. */
const network: Transport = async (request) => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('Timed out', 'TimeoutError')), TIMEOUT_MS);
  const stop = () => controller.abort(request.signal?.reason);
  if (request.signal?.aborted) stop();
  request.signal?.addEventListener('abort', stop, { once: true });
  try {
    const response = await fetch(request.href, {
      method: request.method,
      headers: request.headers,
      body: request.data,
      signal: controller.signal,
    });
    const data = request.responseType === 'blob' ? await response.blob() : parseBody(await response.text());
    return { status: response.status, data };
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', stop);
  }
};

function prepare(config: ApiRequestConfig): ApiRequest {
  const headers: Record<string, string> = { Accept: 'application/json', ...config.headers };
  const token = useSession.getState().token;
  if (token && !headers.Authorization) headers.Authorization = `Bearer ${token}`;
  let data: string | FormData | undefined;
  if (config.data instanceof FormData) data = config.data;
  else if (config.data !== undefined) {
    data = JSON.stringify(config.data);
    headers['Content-Type'] = 'application/json';
  }
  return {
    method: (config.method ?? 'GET').toUpperCase(),
    url: config.url,
    params: config.params as Record<string, unknown> | undefined,
    data,
    headers,
    signal: config.signal,
    responseType: config.responseType ?? 'json',
    href: addressOf(config.url, config.params as Record<string, unknown> | undefined),
  };
}

async function send<T>(request: ApiRequest): Promise<ApiResponse<T>> {
  let answer: ApiResponse<unknown>;
  try {
    answer = await api.transport(request);
  } catch (error) {
    if (request.signal?.aborted) throw error; // the caller stopped it: not a failure to report
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(timedOut ? 'The server took too long to answer.' : 'Network Error', request);
  }
  if (answer.status >= 400) {
    // A 401 on a call that carried our token: the session is over. Clear it and go to /login.
    if (answer.status === 401 && request.headers.Authorization) {
      useSession.getState().clear();
      navigateOutsideReact('/login');
    }
    throw new ApiError(`Request failed with status ${answer.status}`, request, answer.status, answer.data);
  }
  return answer as ApiResponse<T>;
}

type Call = Omit<ApiRequestConfig, 'url' | 'method' | 'data'>;

/** The client. `transport` is how calls go out (fetch); a UI unit test puts fixed answers there. */
export const api = {
  transport: network,
  /** The whole address of `path` (with `params` as its query) under the API's base address. */
  url: (path: string, params?: Record<string, unknown>): string => addressOf(path, params),
  request<T>(config: ApiRequestConfig): Promise<ApiResponse<T>> {
    const request = prepare(config);
    if (request.method === 'GET' && !config.early) {
      const early = takeEarlyAnswer(request.href, request.headers.Authorization);
      if (early) return early as Promise<ApiResponse<T>>;
    }
    return send<T>(request);
  },
  get: <T>(url: string, config?: Call) => api.request<T>({ ...config, url, method: 'GET' }),
  delete: <T>(url: string, config?: Call) => api.request<T>({ ...config, url, method: 'DELETE' }),
  post: <T>(url: string, data?: unknown, config?: Call) => api.request<T>({ ...config, url, data, method: 'POST' }),
  put: <T>(url: string, data?: unknown, config?: Call) => api.request<T>({ ...config, url, data, method: 'PUT' }),
  patch: <T>(url: string, data?: unknown, config?: Call) => api.request<T>({ ...config, url, data, method: 'PATCH' }),
};

/** True when the request never got an answer (server down, network gone, timed out). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === undefined;
}

export function httpStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** The server's `message` (or `error`) of a failed call, else the given fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const data = error.data as { message?: unknown; error?: unknown } | undefined;
    if (data && typeof data === 'object') {
      if (typeof data.message === 'string' && data.message) return data.message;
      if (typeof data.error === 'string' && data.error) return data.error;
    }
  }
  return fallback;
}
