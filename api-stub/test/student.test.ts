import { call, login, PNG, startTestServer, type TestServer } from './server';

type Page = {
  hostels: Array<{
    id: string;
    name: string;
    type: string;
    location: string;
    price: number;
    available: boolean;
    imageUrl: string;
  }>;
  total: number;
  page: number;
  totalPages: number;
};

let server: TestServer;
let demo: string; // the demo student's token
let other: string; // a second student
let owner: string;
beforeAll(async () => {
  server = await startTestServer();
  demo = await login(server, 'student@demo.in', 'student123', 'student');
  owner = await login(server, 'owner@demo.in', 'owner123', 'owner');
  const reg = await call<{ token: string }>(server, 'POST', '/api/auth/register', {
    body: {
      name: 'Second Student',
      email: 'second@example.in',
      phone: '9000099999',
      password: 'secret1',
      role: 'student',
    },
  });
  other = reg.body.token;
}, 30000);
afterAll(() => server.stop());

const list = (query = '') => call<Page>(server, 'GET', `/api/hostels${query}`);
const tomorrow = () => new Date(Date.now() + 86400000).toISOString().slice(0, 10);

describe('hostel listing', () => {
  it('serves the 17 seeded hostels, 12 a page', async () => {
    const p1 = await list();
    expect(p1.body).toMatchObject({ total: 17, page: 1, totalPages: 2 });
    expect(p1.body.hostels).toHaveLength(12);
    const p2 = await list('?page=2');
    expect(p2.body.hostels).toHaveLength(5);
    const names = [...p1.body.hostels, ...p2.body.hostels].map((h) => h.name);
    expect(new Set(names).size).toBe(17);
  });

  it('filters by area, type and name, on the server', async () => {
    const area = await list('?area=Adibatla');
    expect(area.body.hostels.every((h) => h.location === 'Adibatla')).toBe(true);
    expect(area.body.total).toBe(3);
    const girls = await list('?type=Girls');
    expect(girls.body.hostels.every((h) => h.type === 'Girls')).toBe(true);
    const search = await list('?search=sri%20sai');
    expect(search.body.hostels.map((h) => h.name).sort()).toEqual(['Sri Sai Ladies Nest', 'Sri Sai Residency']);
    expect((await list('?search=100%25')).body.total).toBe(0);
    expect((await list('?search=_')).body.total).toBe(0);
    const none = await list('?area=Sheriguda&type=Co-Living');
    expect(none.body).toMatchObject({ total: 0, hostels: [] });
  });

  it('sorts by price both ways across pages', async () => {
    const asc = [...(await list('?sort=asc')).body.hostels, ...(await list('?sort=asc&page=2')).body.hostels].map(
      (h) => h.price,
    );
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list('?sort=desc')).body.hostels.map((h) => h.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  it('answers bad queries with 400 and a message', async () => {
    expect((await list('?area=Atlantis')).body).toEqual({ message: expect.stringMatching(/^Area must be one of/) });
    expect((await list('?sort=sideways')).status).toBe(400);
    expect(((await list('?page=0')).body as unknown as { message: string }).message).toBe('Page starts at 1.');
    expect((await list('?type=Mixed')).status).toBe(400);
  });

  it('serves a picture for every hostel', async () => {
    const { hostels } = (await list()).body;
    const res = await fetch(hostels[0].imageUrl);
    expect(res.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(await res.text()).toContain('<svg');
  });
});

describe('hostel page', () => {
  it('has photos, rules, owner contact, and the interested flag for a student', async () => {
    const [first] = (await list('?search=Sri%20Sai%20Residency')).body.hostels;
    const res = await call<Record<string, unknown>>(server, 'GET', `/api/hostels/${first.id}`, { token: demo });
    expect(res.body).toMatchObject({
      name: 'Sri Sai Residency',
      location: 'Mangalpally',
      interested: false,
      owner: { name: 'Demo Owner' },
      contact: expect.stringMatching(/^\d{10}$/),
    });
    expect((res.body.images as string[]).length).toBeGreaterThan(1);
    expect((res.body.rules as unknown[]).length).toBeGreaterThan(0);
  });

  it('404 for an unknown hostel, 400 for a malformed id', async () => {
    expect((await call(server, 'GET', '/api/hostels/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await call(server, 'GET', '/api/hostels/not-an-id')).status).toBe(400);
  });
});

describe('interest list and recently viewed', () => {
  it('adds, lists and removes, and another student never sees it', async () => {
    const [a, b] = (await list()).body.hostels;
    expect(
      (await call(server, 'POST', '/api/student/interested', { token: demo, body: { hostelId: a.id } })).status,
    ).toBe(201);
    expect(
      (await call(server, 'POST', '/api/student/interested', { token: demo, body: { hostelId: a.id } })).status,
    ).toBe(201);
    await call(server, 'POST', '/api/student/interested', { token: demo, body: { hostelId: b.id } });
    const mine = await call<Page>(server, 'GET', '/api/student/interested', { token: demo });
    expect(mine.body.hostels.map((h) => h.id)).toEqual([b.id, a.id]);
    expect((await call<Page>(server, 'GET', '/api/student/interested', { token: other })).body.hostels).toEqual([]);
    expect((await call(server, 'DELETE', `/api/student/interested/${a.id}`, { token: other })).status).toBe(404);
    expect((await call(server, 'DELETE', `/api/student/interested/${a.id}`, { token: demo })).status).toBe(200);
    expect(
      (await call<Page>(server, 'GET', '/api/student/interested', { token: demo })).body.hostels.map((h) => h.id),
    ).toEqual([b.id]);
  });

  it('keeps recently viewed hostels newest first, once each', async () => {
    const [a, b] = (await list()).body.hostels;
    for (const id of [a.id, b.id, a.id])
      await call(server, 'POST', '/api/student/recently-viewed', { token: other, body: { hostelId: id } });
    const res = await call<Page>(server, 'GET', '/api/student/recently-viewed', { token: other });
    expect(res.body.hostels.map((h) => h.id)).toEqual([a.id, b.id]);
  });

  it('refuses an unknown hostel', async () => {
    const res = await call(server, 'POST', '/api/student/interested', { token: demo, body: { hostelId: 'x' } });
    expect(res).toEqual({ status: 400, body: { message: 'Hostel not found.' } });
  });
});

describe('bookings', () => {
  it('a request shows as Requested, notifies the owner, and can be cancelled only by its student', async () => {
    const [h] = (await list('?search=Lotus')).body.hostels;
    const made = await call<{ booking: { id: string; status: string; respondBy: string; createdAt: string } }>(
      server,
      'POST',
      '/api/student/bookings',
      {
        token: other,
        body: {
          hostelId: h.id,
          checkInDate: tomorrow(),
          durationMonths: 3,
          note: 'Quiet room please',
          sharing: 'Double',
        },
      },
    );
    expect(made.status).toBe(201);
    expect(made.body.booking.status).toBe('Requested');
    expect(Date.parse(made.body.booking.respondBy) - Date.parse(made.body.booking.createdAt)).toBe(24 * 3600 * 1000);
    const dup = await call(server, 'POST', '/api/student/bookings', {
      token: other,
      body: { hostelId: h.id, checkInDate: tomorrow(), durationMonths: 3, sharing: 'Double' },
    });
    expect(dup.status).toBe(409);

    const mine = await call<{ bookings: Array<{ id: string; status: string }> }>(
      server,
      'GET',
      '/api/student/bookings',
      { token: other },
    );
    expect(mine.body.bookings).toEqual([expect.objectContaining({ id: made.body.booking.id, status: 'Requested' })]);
    const demoBookings = await call<{ bookings: Array<{ id: string }> }>(server, 'GET', '/api/student/bookings', {
      token: demo,
    });
    expect(demoBookings.body.bookings.map((b) => b.id)).not.toContain(made.body.booking.id);

    expect(
      (await call(server, 'PUT', `/api/student/bookings/${made.body.booking.id}/cancel`, { token: demo })).status,
    ).toBe(404);
    const cancelled = await call<{ booking: { status: string } }>(
      server,
      'PUT',
      `/api/student/bookings/${made.body.booking.id}/cancel`,
      { token: other },
    );
    expect(cancelled.body.booking.status).toBe('Cancelled');
    expect(
      (await call(server, 'PUT', `/api/student/bookings/${made.body.booking.id}/cancel`, { token: other })).status,
    ).toBe(400);
  });

  it.each([
    [{ checkInDate: '2001-01-01', durationMonths: 3 }, 'The check-in date cannot be in the past.'],
    [{ checkInDate: 'soon', durationMonths: 3 }, 'Please choose a check-in date.'],
    [{ durationMonths: 0 }, 'Duration must be at least 1 month.'],
    [{ durationMonths: 99 }, 'Duration can be at most 24 months.'],
  ])('refuses bad requests with a message (%#)', async (patch, message) => {
    const [h] = (await list('?search=Pearl')).body.hostels;
    const res = await call(server, 'POST', '/api/student/bookings', {
      token: other,
      body: { hostelId: h.id, checkInDate: tomorrow(), ...{ durationMonths: 2 }, ...patch },
    });
    expect(res).toEqual({ status: 400, body: { message } });
  });

  it('refuses a full hostel', async () => {
    const full = (await list('?search=Green%20Valley')).body.hostels[0];
    expect(full.available).toBe(false);
    const res = await call(server, 'POST', '/api/student/bookings', {
      token: other,
      body: { hostelId: full.id, checkInDate: tomorrow(), durationMonths: 2, sharing: 'Double' },
    });
    expect(res.status).toBe(400);
  });

  it('the demo student has a current stay and a finished one', async () => {
    const res = await call<{ bookings: Array<{ status: string; hostelName: string; roomInfo: string }> }>(
      server,
      'GET',
      '/api/student/bookings',
      { token: demo },
    );
    expect(res.body.bookings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 'Active', hostelName: 'Sri Sai Residency', roomInfo: 'Room 101, Floor 1' }),
        expect.objectContaining({ status: 'Completed' }),
      ]),
    );
  });
});

describe('complaints', () => {
  it('stores a complaint against the current stay, and lists only the student’s own', async () => {
    const res = await call<{ message: string; complaint: { hostelName: string; status: string } }>(
      server,
      'POST',
      '/api/student/complaints',
      { token: demo, body: { subject: 'Fan not working', details: 'The ceiling fan in room 101 stopped.' } },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: 'Complaint submitted successfully!',
      complaint: { hostelName: 'Sri Sai Residency', status: 'Open' },
    });
    const mine = await call<{ complaints: Array<{ subject: string }> }>(server, 'GET', '/api/student/complaints', {
      token: demo,
    });
    expect(mine.body.complaints[0].subject).toBe('Fan not working');
    expect(
      (await call<{ complaints: unknown[] }>(server, 'GET', '/api/student/complaints', { token: other })).body
        .complaints,
    ).toEqual([]);
  });

  it('has a category, an optional uploaded photo, and a timeline of status changes', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'leak.png');
    const uploaded = (await (
      await fetch(`${server.url}/api/uploads`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${demo}` },
        body: form,
      })
    ).json()) as { secure_url: string };
    const raised = await call<{ complaint: { id: string; category: string; photoUrl: string; timeline: unknown[] } }>(
      server,
      'POST',
      '/api/student/complaints',
      {
        token: demo,
        body: {
          subject: 'Ceiling leaks',
          details: 'Water drips near the window.',
          category: 'Water',
          photoUrl: uploaded.secure_url,
        },
      },
    );
    expect(raised.status).toBe(201);
    expect(raised.body.complaint).toMatchObject({ category: 'Water', photoUrl: uploaded.secure_url });
    expect((await fetch(raised.body.complaint.photoUrl)).status).toBe(200);
    const { id } = raised.body.complaint;

    expect(
      (await call(server, 'PUT', `/api/owner/complaints/${id}`, { token: owner, body: { status: 'In progress' } }))
        .status,
    ).toBe(200);
    expect(
      (await call(server, 'PUT', `/api/owner/complaints/${id}`, { token: owner, body: { status: 'Resolved' } })).status,
    ).toBe(200);
    const mine = await call<{ complaints: Array<{ id: string; timeline: Array<{ status: string; at: string }> }> }>(
      server,
      'GET',
      '/api/student/complaints',
      { token: demo },
    );
    const timeline = mine.body.complaints.find((c) => c.id === id)?.timeline ?? [];
    expect(timeline.map((e) => e.status)).toEqual(['Open', 'In progress', 'Resolved']);
    expect([...timeline.map((e) => e.at)].sort()).toEqual(timeline.map((e) => e.at));
    const owners = await call<{
      complaints: Array<{ id: string; category: string; photoUrl: string; timeline: unknown[] }>;
    }>(server, 'GET', '/api/owner/complaints', { token: owner });
    expect(owners.body.complaints.find((c) => c.id === id)).toMatchObject({
      category: 'Water',
      photoUrl: uploaded.secure_url,
      timeline: [
        expect.objectContaining({ status: 'Open' }),
        expect.anything(),
        expect.objectContaining({ status: 'Resolved' }),
      ],
    });

    // a photo from anywhere else, or a category not on the list, is refused
    const elsewhere = await call(server, 'POST', '/api/student/complaints', {
      token: demo,
      body: { subject: 'x', details: 'y', photoUrl: 'https://example.com/cat.png' },
    });
    expect(elsewhere).toEqual({ status: 400, body: { message: 'Please upload the photo with the form.' } });
    const unknown = await call(server, 'POST', '/api/student/complaints', {
      token: demo,
      body: { subject: 'x', details: 'y', category: 'Noise' },
    });
    expect(unknown).toEqual({ status: 400, body: { message: 'Please choose what the complaint is about.' } });
  });

  it('needs both fields, and a stay to complain about', async () => {
    expect(
      (await call(server, 'POST', '/api/student/complaints', { token: demo, body: { subject: 'x' } })).body,
    ).toEqual({ message: 'Please fill in all fields' });
    const res = await call(server, 'POST', '/api/student/complaints', {
      token: other,
      body: { subject: 'x', details: 'y' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/once you are staying/);
  });
});

describe('notifications, payments and roles', () => {
  it('lists the student’s notifications and marks them read', async () => {
    const before = await call<Array<{ isRead: boolean; type: string }>>(server, 'GET', '/api/notifications', {
      token: demo,
    });
    expect(before.body.some((n) => !n.isRead)).toBe(true);
    expect((await call(server, 'PUT', '/api/notifications/mark-read', { token: demo })).status).toBe(200);
    const after = await call<Array<{ isRead: boolean }>>(server, 'GET', '/api/notifications', { token: demo });
    expect(after.body.every((n) => n.isRead)).toBe(true);
  });

  it('the owner is told of new booking requests and complaints', async () => {
    const feed = await call<Array<{ message: string }>>(server, 'GET', '/api/notifications', { token: owner });
    expect(feed.body.map((n) => n.message).join('\n')).toMatch(/New complaint from Demo Student/);
  });

  it('serves the current bill and the payment history', async () => {
    const res = await call<{
      bill: { status: string; amount: number; hostelName: string };
      history: Array<{ status: string }>;
    }>(server, 'GET', '/api/student/payments', { token: demo });
    expect(res.body.bill).toMatchObject({ status: 'Pending', amount: 6500, hostelName: 'Sri Sai Residency' });
    expect(res.body.history.length).toBeGreaterThan(0);
    expect(res.body.history.every((p) => p.status === 'Success')).toBe(true);
    expect((await call<{ bill: null }>(server, 'GET', '/api/student/payments', { token: other })).body).toEqual({
      bill: null,
      unpaid: [],
      history: [],
    });
  });

  it.each([
    '/api/student/interested',
    '/api/student/recently-viewed',
    '/api/student/bookings',
    '/api/student/complaints',
    '/api/student/payments',
  ])('%s: 401 without a token, 403 for an owner', async (route) => {
    expect((await call(server, 'GET', route)).status).toBe(401);
    expect((await call(server, 'GET', route, { token: owner })).status).toBe(403);
  });
});
