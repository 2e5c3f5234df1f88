import fs from 'node:fs';
import path from 'node:path';
import { CONTACT_HIDDEN } from 'contracts';
import { call, login, operatorToken, sriSaiResidency, startTestServer, type TestServer } from './server';
import { type Statuses, statusesFor, statusesOf, type Tokens } from './roleMatrix';

// Messages between a student and a hostel (issue 38): one conversation per student and hostel, answered by
// the hostel's owner, private (contacts hidden until a booking is approved), reported to the operator,
// and e-mailed when left unread for ten minutes.

/** Polls until `done` holds (20 s at most). */
async function waitUntil(done: () => boolean | Promise<boolean>) {
  for (const until = Date.now() + 20_000; !(await done()); await new Promise((r) => setTimeout(r, 100)))
    if (Date.now() > until) throw new Error('timed out waiting');
}

let server: TestServer;
let owner: string;
let admin: string;
let hostelId: string;
let seq = 0;

beforeAll(async () => {
  server = await startTestServer();
  owner = await login(server, 'owner@demo.in', 'owner123', 'owner');
  admin = await operatorToken(server);
  hostelId = await sriSaiResidency(server);
}, 30000);
afterAll(() => server.stop());

async function register(role: 'student' | 'owner', name = 'Asha Rao') {
  seq += 1;
  const email = `msg${seq}-${Date.now()}@example.in`;
  const res = await call<{ token: string; user: { _id: string } }>(server, 'POST', '/api/auth/register', {
    body: {
      name,
      email,
      phone: '9876543210',
      password: 'secret1',
      role,
      ...(role === 'owner' ? { hostelName: 'Teja Stays' } : {}),
    },
  });
  expect(res.status).toBe(201);
  return { email, token: res.body.token, id: res.body.user._id };
}

interface Sent {
  conversationId: string;
  sent: { id: string; text: string; from: string; mine: boolean; author: string };
}
interface Thread {
  id: string;
  hostelName: string;
  studentName: string;
  unread: number;
  contactsShared: boolean;
  messages: Array<{ id: string; text: string; from: string; mine: boolean; removed: boolean }>;
}
type Summaries = { conversations: Array<{ id: string; unread: number; lastMessage: { text: string } }> };

const ask = (token: string, text: string, to = hostelId, key?: string) =>
  call<Sent>(server, 'POST', `/api/student/hostels/${to}/messages`, {
    token,
    body: { text },
    headers: key ? { 'Idempotency-Key': key } : undefined,
  });
const answer = (token: string, conversationId: string, text: string) =>
  call<Sent>(server, 'POST', `/api/conversations/${conversationId}/messages`, { token, body: { text } });
const thread = (token: string, id: string) => call<Thread>(server, 'GET', `/api/conversations/${id}`, { token });

it('a student asks, the owner sees it unread and answers; one conversation per student and hostel', async () => {
  const asha = await register('student', 'Asha Rao');
  const first = await ask(asha.token, 'Is there a bed free from July?');
  expect(first.status).toBe(201);
  expect(first.body.sent).toMatchObject({ from: 'student', mine: true, author: 'Asha Rao' });
  const again = await ask(asha.token, 'And is food included?');
  expect(again.body.conversationId).toBe(first.body.conversationId);
  const id = first.body.conversationId;

  const inbox = await call<Summaries>(server, 'GET', '/api/owner/conversations', { token: owner });
  expect(inbox.body.conversations[0]).toMatchObject({ id, unread: 2, lastMessage: { text: 'And is food included?' } });
  expect((await call(server, 'GET', '/api/messages/unread', { token: owner })).body).toMatchObject({ unread: 2 });
  // one notification for the unread conversation, not one per message
  const feed = await call<Array<{ message: string; link: string }>>(server, 'GET', '/api/notifications', {
    token: owner,
  });
  expect(feed.body.filter((n) => n.link === `/owner/messages/${id}`)).toEqual([
    expect.objectContaining({ message: 'Asha Rao wrote about Sri Sai Residency: “Is there a bed free from July?”' }),
  ]);

  const reply = await answer(owner, id, 'Yes, a double from 1 July.');
  expect(reply.body.sent).toMatchObject({ from: 'owner', mine: true, author: 'Sri Sai Residency' });
  const seen = await thread(asha.token, id);
  expect(seen.body).toMatchObject({ hostelName: 'Sri Sai Residency', unread: 1, contactsShared: false });
  expect(seen.body.messages.map((m) => [m.from, m.mine, m.text])).toEqual([
    ['student', true, 'Is there a bed free from July?'],
    ['student', true, 'And is food included?'],
    ['owner', false, 'Yes, a double from 1 July.'],
  ]);
  expect((await call(server, 'PUT', `/api/conversations/${id}/read`, { token: asha.token })).status).toBe(200);
  expect((await call(server, 'GET', '/api/messages/unread', { token: asha.token })).body).toMatchObject({ unread: 0 });
  // the owner read it by answering
  expect((await call(server, 'GET', '/api/messages/unread', { token: owner })).body).toMatchObject({ unread: 0 });
});

it('a message is written once for one Idempotency-Key', async () => {
  const student = await register('student');
  const key = `msg-${Date.now()}`;
  const a = await ask(student.token, 'Once only, please.', hostelId, key);
  const b = await ask(student.token, 'Once only, please.', hostelId, key);
  expect(b.status).toBe(a.status);
  const seen = await thread(student.token, a.body.conversationId);
  expect(seen.body.messages).toHaveLength(1);
});

it('hides phone numbers and e-mail addresses until a booking is approved', async () => {
  const student = await register('student');
  const sent = await ask(student.token, 'Call me on +91 98765 43210 or mail asha.rao@example.in. Room 204?');
  expect(sent.body.sent.text).toBe(`Call me on ${CONTACT_HIDDEN} or mail ${CONTACT_HIDDEN}. Room 204?`);
  // a date, a price or a room is not a phone number
  const plain = 'From 2026-07-01, ₹7,500 or 120000 a year, room 12-B.';
  expect((await ask(student.token, plain)).body.sent.text).toBe(plain);
  const id = sent.body.conversationId;
  expect((await answer(owner, id, 'Ring 040-2345-6789')).body.sent.text).toBe(`Ring ${CONTACT_HIDDEN}`);

  const booked = await call<{ booking: { id: string } }>(server, 'POST', '/api/student/bookings', {
    token: student.token,
    body: { hostelId, checkInDate: new Date().toISOString().slice(0, 10), durationMonths: 3, sharing: 'Double' },
  });
  expect(booked.status).toBe(201);
  expect((await answer(owner, id, 'Ring 9123456780')).body.sent.text).toBe(`Ring ${CONTACT_HIDDEN}`);
  const phone = async () =>
    (await call<{ contact: string | null }>(server, 'GET', `/api/hostels/${hostelId}`, { token: student.token })).body
      .contact;
  expect(await phone()).toBeNull();
  const approved = await call(server, 'PUT', `/api/owner/booking-requests/${booked.body.booking.id}/approve`, {
    token: owner,
    body: {},
  });
  expect(approved.status).toBe(200);
  expect((await answer(owner, id, 'Ring 9123456780')).body.sent.text).toBe('Ring 9123456780');
  expect((await thread(student.token, id)).body.contactsShared).toBe(true);
  expect(await phone()).toMatch(/^\d{10}$/);
});

it('keeps to plain text within 2,000 characters', async () => {
  const student = await register('student');
  const html = await ask(student.token, '<b>Hi</b> <script>alert(1)</script>');
  expect(html.body.sent.text).toBe('<b>Hi</b> <script>alert(1)</script>'); // stored and shown as text
  expect((await ask(student.token, '   ')).body).toMatchObject({ message: 'Write a message first.' });
  const long = await ask(student.token, 'x'.repeat(2001));
  expect(long.status).toBe(400);
  expect(long.body).toMatchObject({ message: 'A message is at most 2,000 characters.' });
  expect((await ask(student.token, 'x'.repeat(2000))).status).toBe(201);
});

it('only the two sides see a conversation; a report reaches the operator', async () => {
  const student = await register('student');
  const stranger = await register('student');
  const otherOwner = await register('owner');
  const sent = await ask(student.token, 'Hello');
  const id = sent.body.conversationId;
  const reply = await answer(owner, id, 'Send the advance to my personal account first.');
  for (const token of [stranger.token, otherOwner.token, admin]) expect((await thread(token, id)).status).toBe(404);
  expect((await answer(otherOwner.token, id, 'Hi')).status).toBe(404);

  const report = (token: string, messageId: string) =>
    call(server, 'POST', `/api/messages/${messageId}/report`, { token, body: { reason: 'Asks for money outside.' } });
  expect((await report(stranger.token, reply.body.sent.id)).status).toBe(404);
  expect((await report(student.token, sent.body.sent.id)).status).toBe(409); // her own
  expect((await report(student.token, reply.body.sent.id)).status).toBe(201);
  expect((await report(student.token, reply.body.sent.id)).status).toBe(409);

  const queue = await call<{ reports: Array<{ id: string; reason: string; message: { text: string } }> }>(
    server,
    'GET',
    '/api/admin/message-reports',
    { token: admin },
  );
  const item = queue.body.reports.find((r) => r.message.text === 'Send the advance to my personal account first.');
  expect(item).toMatchObject({ reason: 'Asks for money outside.' });
  const decided = await call(server, 'PUT', `/api/admin/message-reports/${item?.id}`, {
    token: admin,
    body: { decision: 'remove', note: 'Payments go through Hostel Hub.' },
  });
  expect(decided.status).toBe(200);
  const after = await thread(student.token, id);
  expect(after.body.messages[1]).toMatchObject({
    removed: true,
    text: 'This message was removed by the Hostel Hub team.',
  });
});

it('a suspended owner cannot write', async () => {
  const student = await register('student');
  const suspended = await register('owner');
  const sent = await ask(student.token, 'Hello');
  expect(sent.status).toBe(201);
  await call(server, 'PUT', `/api/admin/owners/${suspended.id}/suspend`, { token: admin, body: { reason: 'Fraud.' } });
  expect((await answer(suspended.token, sent.body.conversationId, 'Hi')).status).toBe(403);
});

it('a message left unread for ten minutes is e-mailed; one read in time is not', async () => {
  const unread = await register('student', 'Ravi Kumar');
  const read = await register('student', 'Meena Das');
  const a = await ask(unread.token, 'Is the Wi-Fi fast?');
  const b = await ask(read.token, 'Is there a gym?');
  await answer(owner, a.body.conversationId, 'Yes, 100 Mbps.');
  await answer(owner, b.body.conversationId, 'Yes, on the roof.');
  await call(server, 'PUT', `/api/conversations/${b.body.conversationId}/read`, { token: read.token });

  const mailsTo = (email: string) => {
    const dir = path.join(server.dataDir, 'outbox');
    return fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
          .filter((text) => text.includes(`To: ${email}`) && text.includes('answered you'))
      : [];
  };
  // held for ten minutes
  const held = await server.sql<{ mail_state: string; mail_after: string }>(
    "select mail_state, mail_after from notifications where message like 'Sri Sai Residency answered you%' and link = ?",
    [`/student/messages/${a.body.conversationId}`],
  );
  expect(held).toEqual([{ mail_state: 'queued', mail_after: expect.any(String) }]);
  expect(Date.parse(held[0].mail_after) - Date.now()).toBeGreaterThan(9 * 60_000);
  // an API process whose clock is eleven minutes on sends it
  const later = await startTestServer({ API_CLOCK: new Date(Date.now() + 11 * 60_000).toISOString() }, server.dataDir, {
    databaseUrl: server.databaseUrl,
  });
  try {
    await waitUntil(() => mailsTo(unread.email).length === 1);
    expect(mailsTo(unread.email)[0]).toContain('Subject: A hostel answered you - Hostel Hub');
    expect(mailsTo(unread.email)[0]).toContain('Hello Ravi Kumar,');
    const readOne = `/student/messages/${b.body.conversationId}`;
    const state = async () =>
      (await server.sql<{ mail_state: string }>('select mail_state from notifications where link = ?', [readOne]))[0]
        ?.mail_state;
    await waitUntil(async () => (await state()) === 'off');
    expect(mailsTo(read.email)).toEqual([]);
  } finally {
    await later.stop();
  }
}, 60_000); // starts another API process

describe('who may call each messages endpoint', () => {
  let tokens: Tokens;
  let conversationId: string;
  let ownerMessageId: string;

  beforeAll(async () => {
    const student = await register('student');
    const suspended = await register('owner');
    await call(server, 'PUT', `/api/admin/owners/${suspended.id}/suspend`, { token: admin, body: { reason: 'x' } });
    const sent = await ask(student.token, 'Matrix question');
    conversationId = sent.body.conversationId;
    ownerMessageId = (await answer(owner, conversationId, 'Matrix answer')).body.sent.id;
    tokens = {
      visitor: undefined,
      student: student.token,
      otherStudent: (await register('student')).token,
      owner,
      otherOwner: (await register('owner')).token,
      admin,
      suspendedOwner: suspended.token,
    };
  });

  const as = statusesFor;
  // a conversation's own sides get `ok`; anyone else signed in is told it does not exist
  const sides = (ok: number) => as({ student: ok, owner: ok }, 404);

  const rows: Array<[string, (token: string | undefined) => Promise<number>, Statuses]> = [
    [
      'POST /api/student/hostels/:hostelId/messages',
      async (token) => (await ask(token ?? '', 'Hello')).status,
      as({ student: 201, otherStudent: 201 }, 403),
    ],
    [
      'GET /api/student/conversations',
      async (token) => (await call(server, 'GET', '/api/student/conversations', { token })).status,
      as({ student: 200, otherStudent: 200 }, 403),
    ],
    [
      'GET /api/owner/conversations',
      async (token) => (await call(server, 'GET', '/api/owner/conversations', { token })).status,
      as({ owner: 200, otherOwner: 200 }, 403),
    ],
    [
      'GET /api/messages/unread',
      async (token) => (await call(server, 'GET', '/api/messages/unread', { token })).status,
      as({}, 200),
    ],
    ['GET /api/conversations/:id', async (token) => (await thread(token ?? '', conversationId)).status, sides(200)],
    [
      'POST /api/conversations/:id/messages',
      async (token) => (await answer(token ?? '', conversationId, 'Matrix')).status,
      sides(201),
    ],
    [
      'PUT /api/conversations/:id/read',
      async (token) => (await call(server, 'PUT', `/api/conversations/${conversationId}/read`, { token })).status,
      sides(200),
    ],
    [
      'POST /api/messages/:id/report',
      async (token) =>
        (await call(server, 'POST', `/api/messages/${ownerMessageId}/report`, { token, body: { reason: 'Odd.' } }))
          .status,
      // the owner wrote it: their own
      as({ student: 201, owner: 409 }, 404),
    ],
    [
      'GET /api/admin/message-reports',
      async (token) => (await call(server, 'GET', '/api/admin/message-reports', { token })).status,
      as({ admin: 200 }, 403),
    ],
  ];

  it.each(rows)('%s', async (_name, request, want) => {
    expect(await statusesOf(want, tokens, request)).toEqual(want);
  });

  it('PUT /api/admin/message-reports/:id', async () => {
    const queue = await call<{ reports: Array<{ id: string; message: { id: string } }> }>(
      server,
      'GET',
      '/api/admin/message-reports',
      { token: admin },
    );
    const id = queue.body.reports.find((r) => r.message.id === ownerMessageId)?.id;
    const got = await statusesOf(
      tokens,
      tokens,
      async (token) =>
        (
          await call(server, 'PUT', `/api/admin/message-reports/${id}`, {
            token,
            body: { decision: 'keep', note: 'Fine.' },
          })
        ).status,
    );
    expect(got).toEqual(as({ admin: 200 }, 403));
  });
});
