import { api, type ApiRequest } from 'shared-auth';

/** A call as a test's handler sees it: `data` is the JSON body as text ('' when none), `form` a multipart body. */
export type TestRequest = Omit<ApiRequest, 'data' | 'params'> & {
  data: string;
  form?: FormData;
  params: Record<string, unknown>;
};
type Handler = (request: TestRequest) => { status: number; data: unknown };

/** Gives the API client fixed answers for a UI unit test: "GET /api/owner/rooms" → handler. Unknown calls fail as offline. */
export function respondWith(routes: Record<string, Handler | { status: number; data: unknown }>) {
  api.transport = async (request) => {
    const key = `${request.method} ${request.url}`;
    const route = routes[key];
    if (!route) throw new TypeError(`Failed to fetch (no test answer for ${key})`);
    if (typeof route !== 'function') return route;
    const form = request.data instanceof FormData ? request.data : undefined;
    const data = typeof request.data === 'string' ? request.data : '';
    return route({ ...request, data, form, params: request.params ?? {} });
  };
}
