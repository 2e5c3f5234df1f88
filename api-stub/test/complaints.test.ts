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
