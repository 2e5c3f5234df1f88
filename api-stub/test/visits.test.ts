import { call, login, operatorToken, sriSaiResidency, startTestServer, type TestServer } from './server';
import { type Statuses, statusesFor, statusesOf, type Tokens } from './roleMatrix';
import { visitDay, visitReminderAt, visitTimeText } from 'contracts';

// Visits before a booking (issue 38): the owner's weekly hours make slots; a student asks for one; the owner
// confirms or proposes another; either side cancels with a reason; both are reminded the day before.

let server: TestServer;
let owner: string;
let admin: string;
let hostelId: string;
let seq = 0;

type Visit = { id: string; status: string; startsAt: string; happened: boolean; cancelledBy: string | null };
type Answer = { message: string; visit: Visit };

beforeAll(async () => {
  server = await startTestServer();
  owner = await login(server, 'owner@demo.in', 'owner123', 'owner');
  admin = await operatorToken(server);
  hostelId = await sriSaiResidency(server);
  // every day, all day: slots from an hour from now
  const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '00:00', to: '23:30' }));
  const set = await call(server, 'PUT', `/api/owner/hostels/${hostelId}/visiting-hours`, {
    token: owner,
    body: { hours },
  });
  expect(set.status).toBe(200);
}, 30000);
afterAll(() => server.stop());

async function student(name = 'Kiran Rao') {
  seq += 1;
  const res = await call<{ token: string }>(server, 'POST', '/api/auth/register', {
    body: {
      name,
      email: `visit${seq}-${Date.now()}@example.in`,
      phone: '9876543210',
      password: 'secret1',
      role: 'student',
    },
  });
  return res.body.token;
}

const slots = async () =>
  (await call<{ slots: string[] }>(server, 'GET', `/api/hostels/${hostelId}/visit-slots`)).body.slots;
const ask = (token: string, startsAt: string) =>
  call<Answer>(server, 'POST', `/api/student/hostels/${hostelId}/visits`, { token, body: { startsAt } });

it('offers slots from the weekly hours, at least an hour ahead, for 14 days', async () => {
  const free = await slots();
  expect(free.length).toBeGreaterThan(13 * 40);
  expect(Date.parse(free[0]) - Date.now()).toBeGreaterThanOrEqual(59 * 60_000);
  expect(Date.parse(free[free.length - 1]) - Date.now()).toBeLessThan(14 * 86_400_000);
  const hours = await call<{ hours: unknown[] }>(server, 'GET', `/api/owner/hostels/${hostelId}/visiting-hours`, {
    token: owner,
  });
  expect(hours.body.hours).toHaveLength(7);
  const bad = await call(server, 'PUT', `/api/owner/hostels/${hostelId}/visiting-hours`, {
    token: owner,
    body: { hours: [{ weekday: 1, from: '18:00', to: '10:00' }] },
  });
  expect(bad.body).toMatchObject({ message: 'Each visiting time must end after it starts.' });
});

it('the last free slot goes to one of two students asking at once', async () => {
  const [a, b] = [await student(), await student()];
  const slot = (await slots())[5];
  const answers = await Promise.all([ask(a, slot), ask(b, slot)]);
  expect(answers.map((r) => r.status).sort()).toEqual([201, answers.find((r) => r.status !== 201)?.status]);
  expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
  expect([400, 409]).toContain(answers.find((r) => r.status !== 201)?.status);
  expect(await slots()).not.toContain(slot);
  // asked again later: not a free time any more
  expect((await ask(await student(), slot)).body).toMatchObject({
    message: 'Please choose one of the free times shown.',
  });
});

it('confirm, propose another, accept, cancel; at most 2 open per hostel; contacts shared once confirmed', async () => {
  const token = await student('Divya Visit');
  const free = await slots();
  const first = await ask(token, free[10]);
  expect(first.status).toBe(201);
  expect(first.body.visit).toMatchObject({ status: 'requested', startsAt: free[10] });
  const second = await ask(token, free[11]);
  expect(second.status).toBe(201);
  expect((await ask(token, free[12])).body).toMatchObject({
    message: 'You already have 2 visits planned at this hostel. Cancel one to ask for another.',
  });
  const phone = async () =>
    (await call<{ contact: string | null }>(server, 'GET', `/api/hostels/${hostelId}`, { token })).body.contact;
  expect(await phone()).toBeNull();

  const confirmed = await call<Answer>(server, 'PUT', `/api/owner/visits/${first.body.visit.id}/confirm`, {
    token: owner,
  });
  expect(confirmed.body.visit.status).toBe('confirmed');
  expect(await phone()).toMatch(/^\d{10}$/);

  const proposed = await call<Answer>(server, 'PUT', `/api/owner/visits/${second.body.visit.id}/propose`, {
    token: owner,
    body: { startsAt: free[20] },
  });
  expect(proposed.body.visit).toMatchObject({ status: 'proposed', startsAt: free[20] });
  expect(await slots()).toContain(free[11]); // the first time is free again
  const accepted = await call<Answer>(server, 'PUT', `/api/student/visits/${second.body.visit.id}/accept`, { token });
  expect(accepted.body.visit.status).toBe('confirmed');

  const cancel = (who: string, id: string) =>
    call<Answer>(server, 'PUT', `/api/visits/${id}/cancel`, { token: who, body: { reason: 'Exams moved.' } });
  const cancelled = await cancel(token, second.body.visit.id);
  expect(cancelled.body.visit).toMatchObject({ status: 'cancelled', cancelledBy: 'student' });
  expect((await cancel(token, second.body.visit.id)).status).toBe(409);
  const feed = await call<Array<{ message: string }>>(server, 'GET', '/api/notifications', { token: owner });
  expect(feed.body.map((n) => n.message)).toContainEqual(
    expect.stringMatching(/^Divya Visit cancelled the visit on .+: Exams moved\.$/),
  );
  // the owner's list and the student's both show it
  const mine = await call<{ visits: Visit[] }>(server, 'GET', '/api/student/visits', { token });
  expect(mine.body.visits.map((v) => v.status)).toEqual(['confirmed', 'cancelled']);
  const theirs = await call<{ visits: Visit[] }>(server, 'GET', '/api/owner/visits', { token: owner });
  expect(theirs.body.visits.map((v) => v.id)).toEqual(expect.arrayContaining([first.body.visit.id]));
});

it('reminds both sides the day before, once; a visit that happened can lead to a booking', async () => {
  const token = await student('Rahul Soon');
  const soon = (await slots())[0];
  const asked = await ask(token, soon);
  await call(server, 'PUT', `/api/owner/visits/${asked.body.visit.id}/confirm`, { token: owner });
  // an API process starting up runs the reminders (as it does every 10 minutes)
  const another = await startTestServer({}, server.dataDir, { databaseUrl: server.databaseUrl });
  await another.stop();
  const reminders = async () =>
    (await call<Array<{ message: string }>>(server, 'GET', '/api/notifications', { token })).body.filter((n) =>
      n.message.startsWith('Reminder: your visit to Sri Sai Residency'),
    );
  await waitUntil(async () => (await reminders()).length > 0);
  expect(await reminders()).toHaveLength(1);

  // two days on, the confirmed visit has happened
  const later = await startTestServer(
    { API_CLOCK: new Date(Date.now() + 2 * 86_400_000).toISOString() },
    server.dataDir,
    { databaseUrl: server.databaseUrl },
  );
  try {
    // this process's own run at start-up found the visit reminded already
    expect(await reminders()).toHaveLength(1);
    const visits = await call<{ visits: Visit[] }>(later, 'GET', '/api/student/visits', { token });
    expect(visits.body.visits.find((v) => v.id === asked.body.visit.id)).toMatchObject({ happened: true });
    expect(
      (await call(later, 'PUT', `/api/visits/${asked.body.visit.id}/cancel`, { token, body: { reason: 'x' } })).status,
    ).toBe(409);
  } finally {
    await later.stop();
  }
}, 60_000); // starts two more API processes

it('reminds at 6 pm India time the evening before the day of the visit, not before', async () => {
  const token = await student('Meera Later');
  const dayAfterNext = visitDay(new Date(Date.now() + 3 * 86_400_000).toISOString()).key;
  const slot = (await slots()).find((s) => visitDay(s).key === dayAfterNext) ?? '';
  const asked = await ask(token, slot);
  await call(server, 'PUT', `/api/owner/visits/${asked.body.visit.id}/confirm`, { token: owner });
  const at = visitReminderAt(slot);
  expect(new Date(at).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', hour12: false })).toBe('18');
  const reminded = async () =>
    (await call<Array<{ message: string }>>(server, 'GET', '/api/notifications', { token })).body.filter(
      (n) => n.message === `Reminder: your visit to Sri Sai Residency is on ${visitTimeText(slot)}.`,
    );
  // an API process's run at start-up, a minute before that evening: too early
  const early = await startTestServer({ API_CLOCK: new Date(at - 60_000).toISOString() }, server.dataDir, {
    databaseUrl: server.databaseUrl,
  });
  await early.stop();
  expect(await reminded()).toHaveLength(0);
  const onTime = await startTestServer({ API_CLOCK: new Date(at + 1000).toISOString() }, server.dataDir, {
    databaseUrl: server.databaseUrl,
  });
  await onTime.stop();
  await waitUntil(async () => (await reminded()).length > 0);
  const ownerSide = await call<Array<{ message: string }>>(server, 'GET', '/api/notifications', { token: owner });
  expect(ownerSide.body.map((n) => n.message)).toContain(
    `Reminder: Meera Later visits Sri Sai Residency on ${visitTimeText(slot)}.`,
  );
}, 60_000); // starts two more API processes

/** Polls until `done` holds (20 s at most). */
async function waitUntil(done: () => Promise<boolean>) {
  for (const until = Date.now() + 20_000; !(await done()); await new Promise((r) => setTimeout(r, 100)))
    if (Date.now() > until) throw new Error('timed out waiting');
}

describe('who may call each visits endpoint', () => {
  let tokens: Tokens;
  let visitId: string;
  let free: string[];

  beforeAll(async () => {
    const register = (role: 'student' | 'owner') =>
      call<{ token: string; user: { _id: string } }>(server, 'POST', '/api/auth/register', {
        body: {
          name: 'Matrix Person',
          email: `vm-${role}-${Date.now()}-${Math.random()}@example.in`,
          phone: '9876543210',
          password: 'secret1',
          role,
          ...(role === 'owner' ? { hostelName: 'Matrix Stays' } : {}),
        },
      }).then((r) => r.body);
    const suspended = await register('owner');
    await call(server, 'PUT', `/api/admin/owners/${suspended.user._id}/suspend`, {
      token: admin,
      body: { reason: 'x' },
    });
    const s = (await register('student')).token;
    free = await slots();
    visitId = (await ask(s, free[100])).body.visit.id;
    tokens = {
      visitor: undefined,
      student: s,
      otherStudent: (await register('student')).token,
      owner,
      otherOwner: (await register('owner')).token,
      admin,
      suspendedOwner: suspended.token,
    };
  });

  const as = statusesFor;

  const rows: Array<[string, (token: string | undefined, i: number) => Promise<number>, () => Statuses]> = [
    [
      'GET /api/hostels/:id/visit-slots',
      async (token) => (await call(server, 'GET', `/api/hostels/${hostelId}/visit-slots`, { token })).status,
      () => ({ ...as({}, 200), visitor: 200, suspendedOwner: 200 }),
    ],
    [
      'GET /api/owner/hostels/:id/visiting-hours',
      async (token) => (await call(server, 'GET', `/api/owner/hostels/${hostelId}/visiting-hours`, { token })).status,
      () => as({ owner: 200, otherOwner: 404 }, 403),
    ],
    [
      'PUT /api/owner/hostels/:id/visiting-hours',
      async (token) =>
        (
          await call(server, 'PUT', `/api/owner/hostels/${hostelId}/visiting-hours`, {
            token,
            body: { hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '00:00', to: '23:30' })) },
          })
        ).status,
      () => as({ owner: 200, otherOwner: 404 }, 403),
    ],
    [
      'POST /api/student/hostels/:hostelId/visits',
      async (token, i) => (await ask(token ?? '', free[110 + i])).status,
      () => as({ student: 201, otherStudent: 201 }, 403),
    ],
    [
      'GET /api/student/visits',
      async (token) => (await call(server, 'GET', '/api/student/visits', { token })).status,
      () => as({ student: 200, otherStudent: 200 }, 403),
    ],
    [
      'GET /api/owner/visits',
      async (token) => (await call(server, 'GET', '/api/owner/visits', { token })).status,
      () => as({ owner: 200, otherOwner: 200 }, 403),
    ],
    [
      'PUT /api/owner/visits/:id/propose',
      async (token, i) =>
        (
          await call(server, 'PUT', `/api/owner/visits/${visitId}/propose`, {
            token,
            body: { startsAt: free[120 + i] },
          })
        ).status,
      () => as({ owner: 200, otherOwner: 404 }, 403),
    ],
    [
      'PUT /api/student/visits/:id/accept',
      async (token) => (await call(server, 'PUT', `/api/student/visits/${visitId}/accept`, { token })).status,
      () => as({ student: 200, otherStudent: 404 }, 403),
    ],
    [
      'PUT /api/owner/visits/:id/confirm',
      // accepted already: nothing left to confirm
      async (token) => (await call(server, 'PUT', `/api/owner/visits/${visitId}/confirm`, { token })).status,
      () => as({ owner: 409, otherOwner: 404 }, 403),
    ],
    [
      'PUT /api/visits/:id/cancel',
      async (token) =>
        (await call(server, 'PUT', `/api/visits/${visitId}/cancel`, { token, body: { reason: 'No longer.' } })).status,
      // the student cancels first; the owner finds it cancelled already
      () => ({ ...as({ student: 200, owner: 409 }, 404), admin: 404 }),
    ],
  ];

  it.each(rows)('%s', async (_name, request, expected) => {
    const want = expected();
    expect(await statusesOf(want, tokens, request)).toEqual(want);
  });
});
