// Every write happens once (issue 35): ten copies of a request at once, with and without one
// Idempotency-Key, make one thing and tell the other side once; a key reused for another body is refused;
// a write and its notification commit together; mail left `sending` by a dead process is sent again later
// under its Message-ID.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IDEMPOTENCY_ALREADY_DONE, IDEMPOTENCY_KEY_REUSED, OUTBOX_RETRIED, RENT_MESSAGES } from 'contracts';
import {
  call,
  createPostgresDatabase,
  login,
  sriSaiResidency,
  startTestServer,
  TEST_ENGINE,
  type TestServer,
} from './server';
import { confirmedStay, DAY, eventually, mailsTo } from './stays';

const CHECK_IN = new Date(Date.now() + DAY).toISOString().slice(0, 10);
const API_NOW = Date.parse(`${CHECK_IN}T12:00:00+05:30`) + 3 * DAY;

interface Answer {
  status: number;
  replayed: boolean;
  text: string;
}

/** `n` copies of one request at once. */
function tenAtOnce(
  server: TestServer,
  method: string,
  route: string,
  token: string | undefined,
  body: unknown,
  key?: string,
) {
  return Promise.all(
    Array.from({ length: 10 }, async (): Promise<Answer> => {
      const res = await fetch(server.url + route, {
        method,
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(key ? { 'Idempotency-Key': key } : {}),
        },
        body: JSON.stringify(body),
      });
      return {
        status: res.status,
        replayed: res.headers.get('idempotent-replayed') === 'true',
        text: await res.text(),
      };
    }),
  );
}

async function newStudent(server: TestServer): Promise<{ token: string; email: string; name: string }> {
  const tag = crypto.randomUUID().slice(0, 8);
  const email = `once-${tag}@example.in`;
  const name = `Once ${tag}`;
  const reg = await call<{ token: string }>(server, 'POST', '/api/auth/register', {
    body: { name, email, phone: '9876543210', password: 'secret1', role: 'student' },
  });
  return { token: reg.body.token, email, name };
}

const count = async (server: TestServer, text: string, params: unknown[]) =>
  Number((await server.sql<{ n: number }>(text, params))[0].n);

describe('every write happens once', () => {
  let server: TestServer;
  let owner: string;
  let ownerId: string;
  let hostelId: string;

  beforeAll(async () => {
    server = await startTestServer({ API_CLOCK: new Date(API_NOW).toISOString() });
    owner = await login(server, 'owner@demo.in', 'owner123', 'owner');
    hostelId = await sriSaiResidency(server);
    ownerId = (await server.sql<{ owner_id: string }>('select owner_id from hostels where id = ?', [hostelId]))[0]
      .owner_id;
  }, 30000);
  afterAll(() => server.stop());

  const ownerNotices = (like: string) =>
    count(server, 'select count(*) as n from notifications where user_id = ? and message like ?', [ownerId, like]);

  it.each([
    ['without a key', undefined],
    ['with one Idempotency-Key', 'booking-key-1'],
  ])('ten booking requests at once %s: one booking, one notification to the owner', async (_how, key) => {
    const student = await newStudent(server);
    const body = {
      hostelId,
      checkInDate: CHECK_IN,
      durationMonths: 3,
      note: `ten at once ${student.email}`,
      sharing: 'Double',
    };
    const answers = await tenAtOnce(server, 'POST', '/api/student/bookings', student.token, body, key);
    const made = answers.filter((a) => a.status === 201);
    expect(made.length).toBeGreaterThanOrEqual(1);
    // without a key the others are refused; with one they replay the first answer (or wait for it: 409)
    for (const a of answers) expect(a.status === 201 || a.status === 409).toBe(true);
    if (!key) expect(made).toHaveLength(1);
    else expect(new Set(made.map((a) => a.text)).size).toBe(1);
    expect(
      await count(
        server,
        'select count(*) as n from bookings where student_id = (select id from users where email = ?)',
        [student.email],
      ),
    ).toBe(1);
    expect(await ownerNotices(`New booking request from ${student.name} %`)).toBe(1);

    if (key) {
      // the same key later: the first answer again, marked as a replay
      const again = await tenAtOnce(server, 'POST', '/api/student/bookings', student.token, body, key);
      expect(again.every((a) => a.status === 201 && a.replayed && a.text === made[0].text)).toBe(true);
      // the same key with another body: refused
      const other = await call(server, 'POST', '/api/student/bookings', {
        token: student.token,
        body: { ...body, durationMonths: 4 },
      });
      expect(other.status).toBe(409);
      const res = await fetch(`${server.url}/api/student/bookings`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${student.token}`,
          'Idempotency-Key': key,
        },
        body: JSON.stringify({ ...body, durationMonths: 4 }),
      });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ message: IDEMPOTENCY_KEY_REUSED });
    }
  });

  it('"I have paid" pressed ten times: the bill awaits confirmation once, the owner is told once', async () => {
    const stay = await confirmedStay(server, owner, CHECK_IN);
    await call(server, 'POST', '/api/owner/rent/generate', { token: owner, body: {} });
    const payments = await call<{ bill: { id: string } | null; unpaid: Array<{ id: string }> }>(
      server,
      'GET',
      '/api/student/payments',
      { token: stay.token },
    );
    const bill = payments.body.bill ?? payments.body.unpaid[0];
    expect(bill).toBeTruthy();
    const answers = await tenAtOnce(server, 'POST', `/api/student/bills/${bill.id}/paid`, stay.token, {
      reference: '412345678901',
    });
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.every((a) => a.status === 409 && JSON.parse(a.text).message === RENT_MESSAGES.alreadyReported)).toBe(
      true,
    );
    expect(await ownerNotices(`%says they paid%`)).toBe(1);
  });

  it('a complaint sent ten times with one key: one complaint, one owner notification', async () => {
    const stay = await confirmedStay(server, owner, CHECK_IN);
    const subject = `Tap twice ${crypto.randomUUID().slice(0, 8)}`;
    const answers = await tenAtOnce(
      server,
      'POST',
      '/api/student/complaints',
      stay.token,
      { subject, details: 'The fan in my room does not work.', category: 'Water' },
      `complaint-${subject.replace(/\W/g, '-')}`,
    );
    const made = answers.filter((a) => a.status === 201);
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(new Set(made.map((a) => a.text)).size).toBe(1);
    expect(await count(server, 'select count(*) as n from complaints where subject = ?', [subject])).toBe(1);
    expect(await ownerNotices(`%${subject}`)).toBe(1);
  });

  it('ten registrations at once with one key: one account, every answer the same', async () => {
    const email = `register-once-${crypto.randomUUID()}@example.in`;
    const body = { name: 'Register Once', email, phone: '9876543210', password: 'secret1', role: 'student' };
    const answers = await tenAtOnce(server, 'POST', '/api/auth/register', undefined, body, `register-${email}`);
    const made = answers.filter((a) => a.status === 201);
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(new Set(made.map((a) => a.text)).size).toBe(1);
    expect(await count(server, 'select count(*) as n from users where email = ?', [email])).toBe(1);
  });

  it('mail left "sending" by a process that died is sent after its lease, under the same Message-ID', async () => {
    const stay = await confirmedStay(server, owner, CHECK_IN);
    const [row] = await server.sql<{ id: string }>(
      "select id from notifications where user_id = (select id from users where email = ?) and mail_kind = 'booking-decision'",
      [stay.email],
    );
    await eventually(() => mailsTo(server, stay.email).length === 1);
    const state = async () =>
      (await server.sql<{ mail_state: string }>('select mail_state from notifications where id = ?', [row.id]))[0]
        .mail_state;
    // its sending recorded (the file is written first): a later write of the outbox would undo the change below
    expect(await eventually(async () => (await state()) === 'sent')).toBe(true);
    // as if the process sending it died half-way, its lease run out
    await server.sql("update notifications set mail_state = 'sending', mail_lease_until = ? where id = ?", [
      new Date(API_NOW - 60_000).toISOString(),
      row.id,
    ]);
    // any queued mail wakes the outbox, which also takes up the abandoned one
    await confirmedStay(server, owner, CHECK_IN);
    const mails = await eventually(() => {
      const m = mailsTo(server, stay.email);
      return m.length === 2 ? m : null;
    }, 15_000);
    expect(mails).toHaveLength(2);
    const ids = (mails ?? []).map((m) => /^Message-ID:\s*(\S+)/im.exec(m)?.[1]);
    expect(ids[0]).toMatch(new RegExp(`^<notification-${row.id}@`));
    expect(ids[1]).toBe(ids[0]);
    expect(await eventually(async () => (await state()) === 'sent')).toBe(true);
  });

  it('the operator lists e-mails by state; retry queues a failed one, which is then sent', async () => {
    const stay = await confirmedStay(server, owner, CHECK_IN);
    await eventually(() => mailsTo(server, stay.email).length === 1);
    const [row] = await server.sql<{ id: string }>(
      "select id from notifications where user_id = (select id from users where email = ?) and mail_kind = 'booking-decision'",
      [stay.email],
    );
    // as if the mail server had refused it
    await server.sql("update notifications set mail_state = 'failed' where id = ?", [row.id]);
    const operator = await login(server, 'admin@demo.in', 'admin123', 'student');
    type Outbox = {
      mails: Array<{ id: string; to: string; state: string; attempts: number }>;
      counts: Record<string, number>;
    };
    const failed = await call<Outbox>(server, 'GET', '/api/admin/outbox?state=failed', { token: operator });
    expect(failed.status).toBe(200);
    expect(failed.body.counts.failed).toBe(1);
    expect(failed.body.mails).toEqual([
      expect.objectContaining({ id: row.id, to: stay.email, state: 'failed', attempts: 1 }),
    ]);
    expect((await call(server, 'GET', '/api/admin/outbox', { token: owner })).status).toBe(403);

    const retried = await call(server, 'PUT', `/api/admin/outbox/${row.id}/retry`, { token: operator });
    expect(retried).toEqual({ status: 200, body: { message: OUTBOX_RETRIED } });
    expect(await eventually(() => mailsTo(server, stay.email).length === 2)).toBe(true);
    const again = await call(server, 'PUT', `/api/admin/outbox/${row.id}/retry`, { token: operator });
    expect(again.status).toBe(409);
    const sent = await call<Outbox>(server, 'GET', '/api/admin/outbox?state=sent', { token: operator });
    expect(sent.body.mails.find((m) => m.id === row.id)).toMatchObject({ state: 'sent', attempts: 2 });
  });
});

describe('a write and its notification commit together', () => {
  it('a process killed between a complaint and its notification leaves neither; killed after both, a retry makes neither again', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hh-crash-'));
    const options = TEST_ENGINE === 'postgres' ? { databaseUrl: await createPostgresDatabase() } : {};
    const env = { API_CLOCK: new Date(API_NOW).toISOString() };
    const body = { subject: 'Water leak', details: 'Water drips from the ceiling.', category: 'Water' };
    const complaint = (server: TestServer, token: string) =>
      fetch(`${server.url}/api/student/complaints`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': 'leak-1' },
        body: JSON.stringify(body),
      });
    const counts = async (server: TestServer) => [
      await count(server, 'select count(*) as n from complaints where subject = ?', [body.subject]),
      await count(server, 'select count(*) as n from notifications where message like ?', [`%${body.subject}`]),
    ];
    try {
      // a process that dies (SIGKILL) as it is about to write a complaint's notification (it serves the rest)
      const crashing = await startTestServer(
        { ...env, API_TEST_CRASH_BEFORE_NOTIFY: 'New complaint' },
        dataDir,
        options,
      );
      const stay = await confirmedStay(crashing, await login(crashing, 'owner@demo.in', 'owner123', 'owner'), CHECK_IN);
      await expect(complaint(crashing, stay.token)).rejects.toThrow();
      await crashing.stop();
      expect(await counts(crashing)).toEqual([0, 0]);

      // the client sends it again (same key): at once it hears the request is still held (the dead process's
      // hold runs 30 s)
      const early = await startTestServer(env, dataDir, options);
      const held = await complaint(early, stay.token);
      expect([held.status, Number(held.headers.get('retry-after')) > 0]).toEqual([409, true]);
      await early.stop();

      // a minute later (its clock) a process takes the key over and makes both, then dies before it answers
      const later = (ms: number) => new Date(API_NOW + ms).toISOString();
      const answerLost = await startTestServer(
        { API_CLOCK: later(60_000), API_TEST_CRASH_AFTER_COMMIT: '1' },
        dataDir,
        options,
      );
      await expect(complaint(answerLost, stay.token)).rejects.toThrow();
      await answerLost.stop();
      expect(await counts(answerLost)).toEqual([1, 1]);

      // the next retry is told it was done, and nothing is made twice
      const healthy = await startTestServer({ API_CLOCK: later(120_000) }, dataDir, options);
      const done = await complaint(healthy, stay.token);
      expect([done.status, ((await done.json()) as { message: string }).message]).toEqual([
        409,
        IDEMPOTENCY_ALREADY_DONE,
      ]);
      expect(await counts(healthy)).toEqual([1, 1]);
      await healthy.stop();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
