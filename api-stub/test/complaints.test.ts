import { call, login, operatorToken, registerOwner, startTestServer, type TestServer } from './server';

let server: TestServer;
let owner: string;
let otherOwner: string;
let student: string; // the demo student, staying at Sri Sai Residency
beforeAll(async () => {
  server = await startTestServer();
  owner = await login(server, 'owner@demo.in', 'owner123', 'owner');
  student = await login(server, 'student@demo.in', 'student123', 'student');
  otherOwner = await registerOwner(server);
}, 30000);
afterAll(() => server.stop());

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

describe('answers to a complaint', () => {
  it("the owner answers in the complaint's own conversation; the student reads and answers back", async () => {
    await call(server, 'POST', '/api/student/complaints', {
      token: student,
      body: { subject: 'No hot water', details: 'The geyser on floor 1 has been off since Monday.', category: 'Water' },
    });
    const owned = async () =>
      (
        await call<{ complaints: Array<{ id: string; issue: string; conversationId: string | null }> }>(
          server,
          'GET',
          '/api/owner/complaints',
          { token: owner },
        )
      ).body.complaints.find((c) => c.issue === 'No hot water');
    const complaint = await owned();
    expect(complaint?.conversationId).toBeNull();
    const answer = (token: string, text: string) =>
      call<{ conversationId: string }>(server, 'POST', `/api/owner/complaints/${complaint?.id}/answer`, {
        token,
        body: { text },
      });
    expect((await answer(otherOwner, 'Hi')).status).toBe(404);
    expect((await answer(student, 'Hi')).status).toBe(403);
    const first = await answer(owner, 'The plumber comes tomorrow at 10.');
    expect(first.status).toBe(201);
    const second = await answer(owner, 'He is here now.');
    expect(second.body.conversationId).toBe(first.body.conversationId);
    expect((await owned())?.conversationId).toBe(first.body.conversationId);

    const mine = await call<{ complaints: Array<{ subject: string; conversationId: string | null }> }>(
      server,
      'GET',
      '/api/student/complaints',
      { token: student },
    );
    expect(mine.body.complaints.find((c) => c.subject === 'No hot water')?.conversationId).toBe(
      first.body.conversationId,
    );
    const thread = await call<{ complaint: { subject: string }; messages: Array<{ text: string }> }>(
      server,
      'GET',
      `/api/conversations/${first.body.conversationId}`,
      { token: student },
    );
    expect(thread.body.complaint).toMatchObject({ subject: 'No hot water' });
    expect(thread.body.messages.map((m) => m.text)).toEqual(['The plumber comes tomorrow at 10.', 'He is here now.']);
    const back = await call(server, 'POST', `/api/conversations/${first.body.conversationId}/messages`, {
      token: student,
      body: { text: 'Fixed, thank you!' },
    });
    expect(back.status).toBe(201);
    // the student's questions to the hostel stay a conversation of their own
    const list = await call<{ conversations: Array<{ id: string; complaint: unknown }> }>(
      server,
      'GET',
      '/api/student/conversations',
      { token: student },
    );
    expect(list.body.conversations.find((c) => c.id === first.body.conversationId)?.complaint).toMatchObject({
      subject: 'No hot water',
    });
    const feed = await call<Array<{ message: string }>>(server, 'GET', '/api/notifications', { token: student });
    expect(feed.body.map((n) => n.message)).toContain(
      'Sri Sai Residency answered your complaint “No hot water”: “The plumber comes tomorrow at 10.”',
    );
  });
});

it('who may answer a complaint: its hostel’s owner only', async () => {
  await call(server, 'POST', '/api/student/complaints', {
    token: student,
    body: { subject: 'Matrix leak', details: 'A leak for the role matrix.' },
  });
  const list = await call<{ complaints: Array<{ id: string; issue: string }> }>(
    server,
    'GET',
    '/api/owner/complaints',
    {
      token: owner,
    },
  );
  const id = list.body.complaints.find((c) => c.issue === 'Matrix leak')?.id;
  const admin = await operatorToken(server);
  const register = (role: 'student' | 'owner') =>
    call<{ token: string; user: { _id: string } }>(server, 'POST', '/api/auth/register', {
      body: {
        name: 'Matrix Person',
        email: `matrix-${role}-${Date.now()}@example.in`,
        phone: '9876543210',
        password: 'secret1',
        role,
        ...(role === 'owner' ? { hostelName: 'Matrix Stays' } : {}),
      },
    }).then((r) => r.body);
  const suspended = await register('owner');
  await call(server, 'PUT', `/api/admin/owners/${suspended.user._id}/suspend`, { token: admin, body: { reason: 'x' } });
  const suspendedOwner = suspended.token;
  const otherStudent = (await register('student')).token;
  const tokens = { visitor: undefined, student, otherStudent, owner, otherOwner, admin, suspendedOwner };
  const got: Record<string, number> = {};
  for (const [actor, token] of Object.entries(tokens))
    got[actor] = (
      await call(server, 'POST', `/api/owner/complaints/${id}/answer`, { token, body: { text: 'On it.' } })
    ).status;
  expect(got).toEqual({
    visitor: 401,
    student: 403,
    otherStudent: 403,
    owner: 201,
    otherOwner: 404,
    admin: 403,
    suspendedOwner: 403,
  });
});
