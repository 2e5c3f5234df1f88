// The live notification stream (issue 15): server-sent events, authenticated, resumable with Last-Event-ID.
import { call, login, sriSaiResidency, startTestServer, type TestServer } from './server';

let server: TestServer;
let owner: string;
let hostelId: string;
beforeAll(async () => {
  server = await startTestServer();
  owner = await login(server, 'owner@demo.in', 'owner123', 'owner');
  hostelId = await sriSaiResidency(server);
}, 30000);
afterAll(() => server.stop());

interface SseEvent {
  event: string;
  id?: string;
  data: Record<string, unknown>;
  at: number;
}

/** Reads a text/event-stream answer into events as they arrive. */
async function openStream(token: string | undefined, lastEventId?: string) {
  const controller = new AbortController();
  const res = await fetch(`${server.url}/api/notifications/stream`, {
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  if (res.ok && res.body) {
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          buffer += decoder.decode(value, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields = Object.fromEntries(
              block
                .split('\n')
                .filter((l) => l && !l.startsWith(':'))
                .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
            );
            if (fields.event)
              events.push({ event: fields.event, id: fields.id, data: JSON.parse(fields.data), at: Date.now() });
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        /* aborted */
      }
    })();
  }
  const waitFor = async (match: (e: SseEvent) => boolean, timeoutMs = 3000) => {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const found = events.find(match);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(events)}`);
  };
  return { res, events, waitFor, close: () => controller.abort() };
}

async function requestBooking(name: string) {
  const reg = await call<{ token: string }>(server, 'POST', '/api/auth/register', {
    body: {
      name,
      email: `${name.toLowerCase()}-${Date.now()}@example.in`,
      phone: '9876543210',
      password: 'secret1',
      role: 'student',
    },
  });
  const started = Date.now();
  const booked = await call(server, 'POST', '/api/student/bookings', {
    token: reg.body.token,
    body: { hostelId, checkInDate: new Date().toISOString().slice(0, 10), durationMonths: 2, sharing: 'Double' },
  });
  expect(booked.status).toBe(201);
  return started;
}

it('needs a login', async () => {
  const stream = await openStream(undefined);
  expect(stream.res.status).toBe(401);
});

it('sends the counts at once, then a new notification within a second, with the counts after it', async () => {
  const stream = await openStream(owner);
  expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
  const first = await stream.waitFor((e) => e.event === 'counts');
  const before = first.data as { unread: number; pendingBookings: number };
  const counts = await call(server, 'GET', '/api/notifications/counts', { token: owner });
  expect(counts.body).toEqual(before);

  const sentAt = await requestBooking('Meghana');
  const event = await stream.waitFor((e) => e.event === 'notification');
  expect(event.at - sentAt).toBeLessThan(1000);
  expect(event.data).toMatchObject({
    notification: { message: expect.stringContaining('Meghana'), isRead: false },
    counts: { unread: before.unread + 1, pendingBookings: before.pendingBookings + 1 },
  });
  expect(event.id).toMatch(/^\d{4}-\d{2}-\d{2}T.+\|.+$/);
  stream.close();
});

it('resumes from Last-Event-ID: what came while it was away, and nothing before', async () => {
  const first = await openStream(owner);
  await first.waitFor((e) => e.event === 'counts');
  await requestBooking('Harini');
  const seen = await first.waitFor((e) => e.event === 'notification' && JSON.stringify(e.data).includes('Harini'));
  first.close();

  await requestBooking('Bhavana');
  const again = await openStream(owner, seen.id);
  const missed = await again.waitFor((e) => e.event === 'notification');
  expect(JSON.stringify(missed.data)).toContain('Bhavana');
  await new Promise((r) => setTimeout(r, 700));
  expect(again.events.filter((e) => e.event === 'notification')).toHaveLength(1);
  again.close();
});

it('sends new counts at once when they change without a notification (all marked read)', async () => {
  await requestBooking('Sravya');
  const stream = await openStream(owner);
  const first = await stream.waitFor((e) => e.event === 'counts');
  expect((first.data as { unread: number }).unread).toBeGreaterThan(0);
  const marked = Date.now();
  await call(server, 'PUT', '/api/notifications/mark-read', { token: owner });
  const next = await stream.waitFor((e) => e.event === 'counts' && e !== first, 7000);
  expect(next.data).toMatchObject({ unread: 0 });
  // woken by the write, not found by the stream's check of its counts every 5 s
  expect(next.at - marked).toBeLessThan(2500);
  stream.close();
}, 10000);

describe('a stream ends with its session', () => {
  async function newStudent() {
    const email = `ends-${Date.now()}-${Math.random()}@example.in`;
    const reg = await call<{ token: string }>(server, 'POST', '/api/auth/register', {
      body: { name: 'Ends Soon', email, phone: '9876543210', password: 'secret1', role: 'student' },
    });
    return { email, token: reg.body.token };
  }
  const endsWithin = async (stream: Awaited<ReturnType<typeof openStream>>, started: number) => {
    const end = await stream.waitFor((e) => e.event === 'end', 5000);
    expect(end.data).toEqual({ reason: 'session-ended' });
    expect(end.at - started).toBeLessThan(5000);
  };

  it('on logout', async () => {
    const student = await newStudent();
    const stream = await openStream(student.token);
    await stream.waitFor((e) => e.event === 'counts');
    const started = Date.now();
    expect((await call(server, 'POST', '/api/auth/logout', { token: student.token })).status).toBe(200);
    await endsWithin(stream, started);
    stream.close();
  });

  it('on a password change made in another session', async () => {
    const student = await newStudent();
    const other = await login(server, student.email, 'secret1', 'student');
    const stream = await openStream(other);
    await stream.waitFor((e) => e.event === 'counts');
    const started = Date.now();
    const changed = await call(server, 'PUT', '/api/auth/profile', {
      token: student.token,
      body: { currentPassword: 'secret1', newPassword: 'secret2' },
    });
    expect(changed.status).toBe(200);
    await endsWithin(stream, started);
    stream.close();
  });

  it('on a suspension by the operator, before any later notification reaches it', async () => {
    const email = `suspended-${Date.now()}@example.in`;
    const reg = await call<{ token: string; user: { _id: string } }>(server, 'POST', '/api/auth/register', {
      body: {
        name: 'Short Lived',
        email,
        phone: '9876543210',
        password: 'secret1',
        role: 'owner',
        hostelName: 'Brief',
      },
    });
    const stream = await openStream(reg.body.token);
    await stream.waitFor((e) => e.event === 'counts');
    const started = Date.now();
    const operator = await login(server, 'admin@demo.in', 'admin123', 'student');
    const suspended = await call(server, 'PUT', `/api/admin/owners/${reg.body.user._id}/suspend`, {
      token: operator,
      body: { reason: 'Listing fake hostels.' },
    });
    expect(suspended.status).toBe(200);
    await endsWithin(stream, started);
    expect(stream.events.filter((e) => e.event === 'notification')).toEqual([]);
    stream.close();
  });
});

it('a notification is written once to every open stream of its user (100 streams)', async () => {
  const streams = await Promise.all(Array.from({ length: 100 }, () => openStream(owner)));
  await Promise.all(streams.map((s) => s.waitFor((e) => e.event === 'counts', 10_000)));
  await requestBooking('Hundred');
  const got = await Promise.all(
    streams.map((s) =>
      s.waitFor((e) => e.event === 'notification' && JSON.stringify(e.data).includes('Hundred'), 10_000),
    ),
  );
  expect(got).toHaveLength(100);
  for (const s of streams) {
    expect(
      s.events.filter((e) => e.event === 'notification' && JSON.stringify(e.data).includes('Hundred')),
    ).toHaveLength(1);
    s.close();
  }
}, 30_000);
