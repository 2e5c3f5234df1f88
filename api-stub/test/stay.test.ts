// The stay after approval (issue 15): cancellation by the refund policy, notice, check-out.
import { call, login, startTestServer, type TestServer } from './server';
import { type Booking, CHECK_IN, confirmedStay, DAY, payDeposit, requestedStay } from './stays';

/** Check-in is at noon, India time, on the check-in date. */
const CHECK_IN_AT = Date.parse(`${CHECK_IN}T12:00:00+05:30`);

describe.each([
  ['72 h before check-in: the full deposit', 72 * 3_600_000 + 30_000, { refund: 6500, deducted: 0 }],
  ['71 h 59 min before check-in: 25% deducted', (71 * 60 + 59) * 60_000, { refund: 4875, deducted: 1625 }],
])('a student cancels %s', (_name, before, expected) => {
  let server: TestServer;
  beforeAll(async () => {
    // the API's clock starts that long before check-in
    server = await startTestServer({ API_CLOCK: new Date(CHECK_IN_AT - before).toISOString() });
  }, 30000);
  afterAll(() => server.stop());

  it('is shown the refund first, and gets it', async () => {
    const owner = await login(server, 'owner@demo.in', 'owner123', 'owner');
    const stay = await confirmedStay(server, owner);
    await payDeposit(server, owner, stay);
    const preview = await call(server, 'GET', `/api/student/bookings/${stay.id}/cancellation`, { token: stay.token });
    expect(preview.body).toMatchObject({ deposit: 6500, ...expected });
    const cancelled = await call<{ message: string; booking: Booking }>(
      server,
      'PUT',
      `/api/student/bookings/${stay.id}/cancel`,
      { token: stay.token },
    );
    expect(cancelled.body.booking).toMatchObject({ status: 'Cancelled', cancelledBy: 'student', refund: expected });
    expect(cancelled.body.message).toBe(
      `Stay cancelled. ₹${expected.refund.toLocaleString('en-IN')} comes back to you in 5–7 working days.`,
    );
  });
});

describe('the stay', () => {
  let server: TestServer;
  let owner: string;
  beforeAll(async () => {
    server = await startTestServer();
    owner = await login(server, 'owner@demo.in', 'owner123', 'owner');
  }, 30000);
  afterAll(() => server.stop());

  it('the owner cancels a stay not begun: a full refund, the student told; another owner cannot', async () => {
    const stay = await confirmedStay(server, owner);
    const other = await call<{ token: string }>(server, 'POST', '/api/auth/register', {
      body: {
        name: 'Other',
        email: `oo-${Date.now()}@example.in`,
        phone: '9876543210',
        password: 'secret1',
        role: 'owner',
        hostelName: 'X',
      },
    });
    expect((await call(server, 'PUT', `/api/owner/stays/${stay.id}/cancel`, { token: other.body.token })).status).toBe(
      404,
    );
    await payDeposit(server, owner, stay);
    const res = await call<{ booking: Booking }>(server, 'PUT', `/api/owner/stays/${stay.id}/cancel`, { token: owner });
    expect(res.body.booking).toMatchObject({ status: 'Cancelled', refund: { refund: 6500, deducted: 0 } });
    const feed = await call<Array<{ message: string }>>(server, 'GET', '/api/notifications', { token: stay.token });
    expect(feed.body[0].message).toContain('The owner cancelled your stay at Sri Sai Residency');
  });

  it('nothing paid: cancelling promises no refund, and removes the bills no longer owed', async () => {
    const stay = await confirmedStay(server, owner);
    const preview = await call(server, 'GET', `/api/student/bookings/${stay.id}/cancellation`, { token: stay.token });
    expect(preview.body).toEqual({
      deposit: 0,
      refund: 0,
      deducted: 0,
      rule: 'Nothing has been paid yet, so nothing is refunded.',
    });
    const res = await call<{ message: string; booking: Booking }>(
      server,
      'PUT',
      `/api/student/bookings/${stay.id}/cancel`,
      { token: stay.token },
    );
    expect(res.body.message).toBe('Stay cancelled. Nothing has been paid yet, so nothing is refunded.');
    expect(res.body.booking.refund).toMatchObject({ refund: 0, deducted: 0 });
    const feed = await call<Array<{ message: string }>>(server, 'GET', '/api/notifications', { token: stay.token });
    expect(feed.body[0].message).not.toMatch(/comes back/);
    const left = await server.sql<{ n: number }>('select count(*) as n from bills where booking_id = ?', [stay.id]);
    expect(Number(left[0].n)).toBe(0);
  });

  it('a payment awaiting the owner’s confirmation is settled before a cancellation', async () => {
    const stay = await confirmedStay(server, owner);
    const payments = await call<{ bill: { id: string } }>(server, 'GET', '/api/student/payments', {
      token: stay.token,
    });
    await call(server, 'POST', `/api/student/bills/${payments.body.bill.id}/paid`, { token: stay.token });
    const refused = await call(server, 'PUT', `/api/student/bookings/${stay.id}/cancel`, { token: stay.token });
    expect(refused).toEqual({
      status: 409,
      body: {
        message:
          'A payment you reported is waiting for the owner’s confirmation. Ask the owner to confirm it first, so the refund counts it.',
      },
    });
  });

  it('deposit and first month paid, the owner cancels: both come back in full', async () => {
    const stay = await confirmedStay(server, owner);
    await payDeposit(server, owner, stay);
    const { body } = await call<{ bill: { id: string; kind: string } }>(server, 'GET', '/api/student/payments', {
      token: stay.token,
    });
    expect(body.bill.kind).toBe('rent');
    await call(server, 'POST', `/api/student/bills/${body.bill.id}/paid`, { token: stay.token });
    await call(server, 'PUT', `/api/owner/bills/${body.bill.id}/confirm`, { token: owner, body: { method: 'Cash' } });
    const res = await call<{ message: string; booking: Booking }>(server, 'PUT', `/api/owner/stays/${stay.id}/cancel`, {
      token: owner,
    });
    expect(res.body.booking.refund).toMatchObject({ refund: 14000, deducted: 0 });
    expect(res.body.message).toBe('Stay cancelled. ₹14,000 comes back to the student in 5–7 working days.');
  });

  it('notice under 7 days is refused; 7 days is taken and the owner is told', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const stay = await confirmedStay(server, owner, today);
    const inDays = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
    const early = await call(server, 'POST', `/api/student/bookings/${stay.id}/notice`, {
      token: stay.token,
      body: { leavingOn: inDays(6) },
    });
    expect(early.status).toBe(400);
    expect(early.body).toEqual({
      message: expect.stringMatching(/^Leaving needs 7 days' notice: the earliest date is \d{1,2} \w{3}\.$/),
    });
    const given = await call<{ booking: Booking }>(server, 'POST', `/api/student/bookings/${stay.id}/notice`, {
      token: stay.token,
      body: { leavingOn: inDays(7) },
    });
    expect(given.body.booking.leavingOn).toBe(inDays(7));
    const stays = await call<{ stays: Array<{ id: string; leavingOn: string | null }> }>(
      server,
      'GET',
      '/api/owner/stays',
      {
        token: owner,
      },
    );
    expect(stays.body.stays.find((s) => s.id === stay.id)?.leavingOn).toBe(inDays(7));
    const feed = await call<Array<{ message: string }>>(server, 'GET', '/api/notifications', { token: owner });
    expect(feed.body[0].message).toMatch(/^Divya Sree gave notice at Sri Sai Residency: leaving on \d{1,2} \w{3}\.$/);
  });

  it('a notice can be moved (7 days ahead still) or withdrawn until the owner checks the stay out', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const stay = await confirmedStay(server, owner, today);
    const inDays = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
    const notice = (method: 'PUT' | 'DELETE', leavingOn?: string) =>
      call<{ message: string; booking: Booking }>(server, method, `/api/student/bookings/${stay.id}/notice`, {
        token: stay.token,
        body: leavingOn ? { leavingOn } : undefined,
      });
    // nothing to change before notice is given
    expect((await notice('PUT', inDays(10))).body).toEqual({ message: 'You have not given notice on this stay.' });
    await call(server, 'POST', `/api/student/bookings/${stay.id}/notice`, {
      token: stay.token,
      body: { leavingOn: inDays(8) },
    });
    expect((await notice('PUT', inDays(5))).status).toBe(400);
    const moved = await notice('PUT', inDays(20));
    expect(moved.body.booking.leavingOn).toBe(inDays(20));
    expect(moved.body.message).toMatch(/^Notice changed: you leave on \d{1,2} \w{3}\. The owner has been told\.$/);
    const ownerFeed = async () =>
      (await call<Array<{ message: string }>>(server, 'GET', '/api/notifications', { token: owner })).body[0].message;
    expect(await ownerFeed()).toMatch(/^Divya Sree changed their notice at Sri Sai Residency: now leaving on /);
    // the hostel's page, when full, can say when a bed frees up, and offers similar hostels with free beds
    const alternatives = await call<{
      bedFreesOn: string | null;
      similar: Array<{ id: string; type: string; bedsFree: number }>;
    }>(server, 'GET', `/api/hostels/${stay.hostelId}/alternatives`);
    expect(alternatives.body.bedFreesOn).not.toBeNull();
    expect(alternatives.body.bedFreesOn! <= inDays(20)).toBe(true);
    const here = await call<{ type: string }>(server, 'GET', `/api/hostels/${stay.hostelId}`);
    expect(alternatives.body.similar.length).toBeGreaterThan(0);
    for (const s of alternatives.body.similar)
      expect(s).toMatchObject({ type: here.body.type, bedsFree: expect.any(Number) });
    expect(alternatives.body.similar.every((s) => s.bedsFree > 0 && s.id !== stay.hostelId)).toBe(true);
    // another student cannot touch it
    const other = await confirmedStay(server, owner, today);
    expect(
      (await call(server, 'DELETE', `/api/student/bookings/${stay.id}/notice`, { token: other.token })).status,
    ).toBe(404);

    const withdrawn = await notice('DELETE');
    expect(withdrawn.body).toMatchObject({
      message: 'Notice withdrawn: your stay runs on. The owner has been told.',
      booking: { leavingOn: null, status: 'Active' },
    });
    expect(await ownerFeed()).toBe('Divya Sree withdrew their notice at Sri Sai Residency: they are staying on.');
    expect((await notice('DELETE')).status).toBe(400);

    // once checked out, the notice is settled
    await call(server, 'POST', `/api/student/bookings/${stay.id}/notice`, {
      token: stay.token,
      body: { leavingOn: inDays(9) },
    });
    await call(server, 'PUT', `/api/owner/stays/${stay.id}/check-out`, {
      token: owner,
      body: { outcome: 'left', depositReturned: 0 },
    });
    expect(await notice('DELETE')).toEqual({
      status: 409,
      body: { message: 'The owner has checked this stay out already.' },
    });
  });

  it('check-out completes the stay, frees the bed and records the deposit returned', async () => {
    const stay = await confirmedStay(server, owner);
    await payDeposit(server, owner, stay);
    type Rooms = { rooms: Array<{ freeBeds: number }> };
    const free = async () =>
      (
        await call<Rooms>(server, 'GET', `/api/owner/rooms?hostelId=${stay.hostelId}`, { token: owner })
      ).body.rooms.reduce((n, r) => n + r.freeBeds, 0);
    const before = await free();
    const partial = await call(server, 'PUT', `/api/owner/stays/${stay.id}/check-out`, {
      token: owner,
      body: { outcome: 'left', depositReturned: 6000 },
    });
    expect(partial.body).toEqual({ message: 'Please give the reason for keeping part of the deposit.' });
    const done = await call<{ booking: Booking }>(server, 'PUT', `/api/owner/stays/${stay.id}/check-out`, {
      token: owner,
      body: { outcome: 'left', depositReturned: 6000, deductionReason: 'A broken chair.' },
    });
    expect(done.body.booking).toMatchObject({
      status: 'Completed',
      checkOut: { outcome: 'left', depositReturned: 6000, deducted: 500, reason: 'A broken chair.' },
    });
    expect(await free()).toBe(before + 1);
    expect(
      (
        await call(server, 'PUT', `/api/owner/stays/${stay.id}/check-out`, {
          token: owner,
          body: { outcome: 'left', depositReturned: 0 },
        })
      ).status,
    ).toBe(409);
  });

  it('notifications show dates the way people read them, never 2026-11-29', async () => {
    const stay = await confirmedStay(server, owner);
    const feed = await call<Array<{ message: string }>>(server, 'GET', '/api/notifications', { token: stay.token });
    expect(feed.body[0].message).toMatch(/, check-in on \d{1,2} \w{3}( \d{4})?\. Pay the deposit and first month/);
    const owners = await call<Array<{ message: string }>>(server, 'GET', '/api/notifications', { token: owner });
    const request = owners.body.find((n) => n.message.startsWith('New booking request from Divya Sree'));
    expect(request?.message).toMatch(/\(check-in \d{1,2} \w{3}( \d{4})?, 3 months\)\.$/);
    for (const n of [...feed.body, ...owners.body]) expect(n.message).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('a no-show gets no refund', async () => {
    const stay = await confirmedStay(server, owner);
    await payDeposit(server, owner, stay);
    const done = await call<{ booking: Booking }>(server, 'PUT', `/api/owner/stays/${stay.id}/check-out`, {
      token: owner,
      body: { outcome: 'no-show', depositReturned: 6500 },
    });
    expect(done.body.booking.checkOut).toMatchObject({ outcome: 'no-show', depositReturned: 0, deducted: 6500 });
  });

  it('a rejected request tells the student the reason', async () => {
    const request = await requestedStay(server);
    const rejected = await call<{ booking: Booking & { rejectReason: string } }>(
      server,
      'PUT',
      `/api/owner/booking-requests/${request.id}/reject`,
      { token: owner, body: { reason: 'No beds for those dates.' } },
    );
    expect(rejected.body.booking.rejectReason).toBe('No beds for those dates.');
    const feed = await call<Array<{ message: string }>>(server, 'GET', '/api/notifications', { token: request.token });
    expect(feed.body[0].message).toBe(
      'Your booking request for Sri Sai Residency was not accepted by the owner: No beds for those dates.',
    );
  });
});
