// Calls to the test site's API, for browser tests that set up data as another user would.
import type { BrowserContext } from 'playwright-core';
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

/** A new student (registered through the API) who asked to stay at Sri Sai Ladies Nest from today. */
export async function studentRequest(name: string, password: string, durationMonths: number) {
  const email = `${name.split(' ')[0].toLowerCase()}-${Date.now()}@example.in`;
  const registered = await apiCall('POST', '/api/auth/register', {
    name,
    email,
    phone: '9000077777',
    password,
    role: 'student',
  });
  const listing = (await (await fetch(`${API}/api/hostels?search=Sri%20Sai%20Ladies%20Nest`)).json()) as {
    hostels: Array<{ id: string }>;
  };
  const token = registered.body.token as string;
  const booked = await apiCall(
    'POST',
    '/api/student/bookings',
    {
      hostelId: listing.hostels[0].id,
      checkInDate: new Date().toISOString().slice(0, 10),
      durationMonths,
      sharing: 'Double',
    },
    token,
  );
  return { email, token, bookingId: (booked.body.booking as { id: string }).id, hostelId: listing.hostels[0].id };
}

/** Signs in a demo account (the operator's: 'admin') through the API and places its session in the context's storage
 * before any page runs, as a returning user's browser has it (no login page in between). */
export async function placeSession(context: BrowserContext, role: 'student' | 'owner' | 'admin') {
  const { body } = await apiCall('POST', '/api/auth/login', {
    email: `${role}@demo.in`,
    password: `${role}123`,
    role: role === 'admin' ? 'student' : role,
  });
  await context.addInitScript(
    ([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    [body.token as string, JSON.stringify(body.user)],
  );
}
