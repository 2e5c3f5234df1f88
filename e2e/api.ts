// Calls to the test site's API, for browser tests that set up data as another user would.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ports } = require('./deployment.cjs') as { ports: { api: number } };
export const API = `http://localhost:${ports.api}`;

/** A JSON call; answers the status and the body. */
export async function apiCall(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
