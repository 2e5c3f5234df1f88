import { call, login, registerOwner, startTestServer, type TestServer } from './server';

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
