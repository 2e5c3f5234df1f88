import { call, login, startTestServer, type TestServer } from './server';

let server: TestServer;
let owner: string;
let otherOwner: string;
let student: string; // the demo student, staying at Sri Sai Residency
beforeAll(async () => {
  server = await startTestServer();
  owner = await login(server, 'owner@demo.in', 'owner123', 'owner');
  student = await login(server, 'student@demo.in', 'student123', 'student');
  otherOwner = (
    await call<{ token: string }>(server, 'POST', '/api/auth/register', {
      body: {
        name: 'Other',
        email: 'other2@example.in',
        phone: '9000055556',
        password: 'secret1',
        role: 'owner',
        hostelName: 'Other',
      },
    })
  ).body.token;
}, 30000);
afterAll(() => server.stop());

type Method = { _id: string; type: string; isDefault: boolean; details: Record<string, string> };
const methods = async (token = owner) =>
  (await call<Method[]>(server, 'GET', '/api/owner/payout-methods', { token })).body;

describe('payout methods and history', () => {
  it('lists the seeded methods with only the last 4 digits of the account number', async () => {
    const res = await call(server, 'GET', '/api/owner/payout-methods', { token: owner });
    expect(JSON.stringify(res.body)).not.toContain('50100234567891');
    const list = res.body as unknown as Method[];
    expect(list[0]).toMatchObject({
      type: 'BANK_TRANSFER',
      isDefault: true,
      details: { accountNumber: 'XXXX7891', ifscCode: 'HDFC0001234', bankName: 'HDFC Bank' },
    });
    expect(list.filter((m) => m.isDefault)).toHaveLength(1);
  });

  it('adds a bank account as default (one default at a time), never returning the full number', async () => {
    const add = await call(server, 'POST', '/api/owner/payout-methods', {
      token: owner,
      body: {
        type: 'BANK_TRANSFER',
        details: {
          accountNumber: '123456789012',
          ifscCode: 'sbin0004567',
          bankName: 'SBI',
          accountHolderName: 'Demo Owner',
        },
        isDefault: true,
      },
    });
    expect(add.status).toBe(201);
    expect(add.body.message).toEqual(expect.any(String));
    const again = await call(server, 'POST', '/api/owner/payout-methods', {
      token: owner,
      body: {
        type: 'BANK_TRANSFER',
        details: {
          accountNumber: '123456789012',
          ifscCode: 'SBIN0004567',
          bankName: 'State Bank',
          accountHolderName: 'Demo Owner',
        },
      },
    });
    expect(again).toMatchObject({ status: 409, body: { message: 'This bank account is already saved.' } });
    const list = await methods();
    expect(JSON.stringify(list)).not.toContain('123456789012');
    const sbi = list.find((m) => m.details.bankName === 'SBI')!;
    expect(sbi).toMatchObject({ isDefault: true, details: { accountNumber: 'XXXX9012', ifscCode: 'SBIN0004567' } });
    expect(list.filter((m) => m.isDefault)).toHaveLength(1);
  });

  it.each([
    [
      {
        type: 'BANK_TRANSFER',
        details: { accountNumber: '123456789012', ifscCode: 'SBIN1234567', bankName: 'SBI', accountHolderName: 'X' },
      },
      /valid IFSC/,
    ],
    [
      {
        type: 'BANK_TRANSFER',
        details: { accountNumber: '12ab', ifscCode: 'SBIN0004567', bankName: 'SBI', accountHolderName: 'X' },
      },
      /9 to 18 digits/,
    ],
    [
      {
        type: 'BANK_TRANSFER',
        details: { accountNumber: '123456789012', ifscCode: 'SBIN0004567', bankName: '', accountHolderName: 'X' },
      },
      /Bank name is required/,
    ],
    [{ type: 'UPI', details: { upiId: 'not-an-upi' } }, /valid UPI ID/],
    [{ type: 'CASH', details: {} }, /BANK_TRANSFER or UPI/],
  ])('validates the details on the server (%#)', async (body, message) => {
    const res = await call(server, 'POST', '/api/owner/payout-methods', { token: owner, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('sets a default, deletes, and keeps other owners out', async () => {
    const upi = (await methods()).find((m) => m.type === 'UPI')!;
    expect(
      (
        await call(server, 'PUT', `/api/owner/payout-methods/${upi._id}`, {
          token: otherOwner,
          body: { isDefault: true },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(server, 'PUT', `/api/owner/payout-methods/${upi._id}`, { token: owner, body: { isDefault: true } }))
        .status,
    ).toBe(200);
    const list = await methods();
    expect(list.filter((m) => m.isDefault).map((m) => m._id)).toEqual([upi._id]);
    expect((await call(server, 'DELETE', `/api/owner/payout-methods/${upi._id}`, { token: otherOwner })).status).toBe(
      404,
    );
    expect((await call(server, 'DELETE', `/api/owner/payout-methods/${upi._id}`, { token: owner })).status).toBe(200);
    const after = await methods();
    expect(after.map((m) => m._id)).not.toContain(upi._id);
    expect(after.filter((m) => m.isDefault)).toHaveLength(1);
    expect(await methods(otherOwner)).toEqual([]);
  });

  it('serves the payout history with a masked method snapshot', async () => {
    const res = await call<
      Array<{ amount: number; status: string; processedAt: string; payoutMethodDetailsSnapshot: { type: string } }>
    >(server, 'GET', '/api/owner/payout-history', { token: owner });
    expect(res.body.length).toBeGreaterThan(2);
    expect(res.body.map((p) => p.status)).toEqual(expect.arrayContaining(['Completed', 'Pending']));
    expect(res.body[0].payoutMethodDetailsSnapshot.type).toBe('BANK_TRANSFER');
    expect(JSON.stringify(res.body)).not.toContain('50100234567891');
    expect((await call<unknown[]>(server, 'GET', '/api/owner/payout-history', { token: otherOwner })).body).toEqual([]);
  });
});

describe('complaints', () => {
  it('lists complaints of this owner’s hostels; marking one Resolved reaches the student', async () => {
    await call(server, 'POST', '/api/student/complaints', {
      token: student,
      body: { subject: 'Broken window', details: 'The window latch in 101 is broken.' },
    });
    const list = await call<{
      complaints: Array<{ id: string; student: string; room: string; issue: string; status: string }>;
    }>(server, 'GET', '/api/owner/complaints', { token: owner });
    const mine = list.body.complaints.find((c) => c.issue === 'Broken window')!;
    expect(mine).toMatchObject({ student: 'Demo Student', room: '101', status: 'Open' });
    expect(
      (await call<{ complaints: unknown[] }>(server, 'GET', '/api/owner/complaints', { token: otherOwner })).body
        .complaints,
    ).toEqual([]);
    expect(
      (
        await call(server, 'PUT', `/api/owner/complaints/${mine.id}`, {
          token: otherOwner,
          body: { status: 'Resolved' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(server, 'PUT', `/api/owner/complaints/${mine.id}`, { token: owner, body: { status: 'Done' } }))
        .status,
    ).toBe(400);
    expect(
      (await call(server, 'PUT', `/api/owner/complaints/${mine.id}`, { token: owner, body: { status: 'Resolved' } }))
        .status,
    ).toBe(200);
    const seen = await call<{ complaints: Array<{ subject: string; status: string }> }>(
      server,
      'GET',
      '/api/student/complaints',
      { token: student },
    );
    expect(seen.body.complaints.find((c) => c.subject === 'Broken window')?.status).toBe('Resolved');
    expect(
      (await call<Array<{ message: string }>>(server, 'GET', '/api/notifications', { token: student })).body[0].message,
    ).toMatch(/Broken window.*Resolved/);
    expect((await call(server, 'DELETE', `/api/owner/complaints/${mine.id}`, { token: owner })).status).toBe(200);
    expect(
      (
        await call<{ complaints: Array<{ subject: string }> }>(server, 'GET', '/api/student/complaints', {
          token: student,
        })
      ).body.complaints.map((c) => c.subject),
    ).not.toContain('Broken window');
  });
});

describe('rules', () => {
  it('adds, edits and deletes a hostel’s rules; students see them on the hostel page', async () => {
    const [sriSai] = (
      await call<{ hostels: Array<{ _id: string }> }>(server, 'GET', '/api/owner/my-hostels', { token: owner })
    ).body.hostels;
    expect(
      (await call(server, 'POST', '/api/owner/rules', { token: owner, body: { hostelId: sriSai._id, text: '   ' } }))
        .body,
    ).toEqual({ message: 'Rule text cannot be empty.' });
    const made = await call<{ rule: { id: number } }>(server, 'POST', '/api/owner/rules', {
      token: owner,
      body: { hostelId: sriSai._id, text: 'No pets.' },
    });
    expect(made.status).toBe(201);
    expect(
      await call(server, 'POST', '/api/owner/rules', {
        token: owner,
        body: { hostelId: sriSai._id, text: 'no pets.' },
      }),
    ).toMatchObject({ status: 409, body: { message: 'This rule is already listed for the hostel.' } });
    expect(
      (await call(server, 'PUT', `/api/owner/rules/${made.body.rule.id}`, { token: otherOwner, body: { text: 'x' } }))
        .status,
    ).toBe(404);
    await call(server, 'PUT', `/api/owner/rules/${made.body.rule.id}`, {
      token: owner,
      body: { text: 'No pets allowed.' },
    });
    const page = await call<{ rules: Array<{ text: string }> }>(server, 'GET', `/api/hostels/${sriSai._id}`);
    expect(page.body.rules.map((r) => r.text)).toContain('No pets allowed.');
    expect((await call(server, 'DELETE', `/api/owner/rules/${made.body.rule.id}`, { token: owner })).status).toBe(200);
    expect(
      (
        await call<{ rules: Array<{ text: string }> }>(server, 'GET', `/api/owner/rules?hostelId=${sriSai._id}`, {
          token: owner,
        })
      ).body.rules.map((r) => r.text),
    ).not.toContain('No pets allowed.');
    expect((await call(server, 'GET', `/api/owner/rules?hostelId=${sriSai._id}`, { token: otherOwner })).status).toBe(
      404,
    );
  });
});

describe('alerts', () => {
  it('sends a notification to each selected student with an account', async () => {
    const { students } = (
      await call<{ students: Array<{ _id: string; name: string }> }>(server, 'GET', '/api/students/mine', {
        token: owner,
      })
    ).body;
    const demo = students.find((s) => s.name === 'Demo Student')!;
    const res = await call(server, 'POST', '/api/alerts', {
      token: owner,
      body: { messageType: 'holiday', message: 'Mess closed tomorrow.', studentIds: [demo._id] },
    });
    expect(res.body).toMatchObject({ message: 'Alerts sent successfully ✅', delivered: 1 });
    const feed = await call<Array<{ message: string; type: string }>>(server, 'GET', '/api/notifications', {
      token: student,
    });
    expect(feed.body[0]).toMatchObject({ message: 'Mess closed tomorrow.', type: 'alert' });
  });

  it.each([
    [
      { messageType: 'holiday', message: '', studentIds: ['x'] },
      'Please enter a message and select at least one student.',
    ],
    [
      { messageType: 'holiday', message: 'Hi', studentIds: [] },
      'Please enter a message and select at least one student.',
    ],
    [{ message: 'Hi', studentIds: [] }, 'Please select a message type!'],
  ])('refuses incomplete alerts (%#)', async (body, message) => {
    expect((await call(server, 'POST', '/api/alerts', { token: owner, body })).body).toEqual({ message });
  });

  it('refuses another owner’s students, and students', async () => {
    const { students } = (
      await call<{ students: Array<{ _id: string }> }>(server, 'GET', '/api/students/mine', { token: owner })
    ).body;
    expect(
      (
        await call(server, 'POST', '/api/alerts', {
          token: otherOwner,
          body: { messageType: 'fee', message: 'Pay', studentIds: [students[0]._id] },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(server, 'POST', '/api/alerts', {
          token: student,
          body: { messageType: 'fee', message: 'Pay', studentIds: [students[0]._id] },
        })
      ).status,
    ).toBe(403);
  });
});

it.each([
  ['GET', '/api/owner/payout-methods'],
  ['GET', '/api/owner/payout-history'],
  ['GET', '/api/owner/complaints'],
  ['POST', '/api/owner/rules'],
  ['POST', '/api/alerts'],
])('%s %s: 401 without a token, 403 for a student', async (method, route) => {
  const body = method === 'GET' ? undefined : {};
  expect((await call(server, method, route, { body })).status).toBe(401);
  expect((await call(server, method, route, { body, token: student })).status).toBe(403);
});
