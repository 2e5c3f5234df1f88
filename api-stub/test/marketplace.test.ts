// The marketplace (issue 14): verified hostels, reviews per stay, moderation, suspended owners, the
// listing's new filters; and who may call each new endpoint.
import type { HostelDetail } from 'contracts';
import { call, login, operatorToken, PNG, startTestServer, type TestServer, verifyHostel } from './server';
import { type Actor, type Statuses, statusesOf, type Tokens } from './roleMatrix';

let server: TestServer;
let admin: string;
let owner: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await operatorToken(server);
  owner = await login(server, 'owner@demo.in', 'owner123', 'owner');
}, 30000);
afterAll(() => server.stop());

let seq = 0;
async function register(role: 'student' | 'owner') {
  seq += 1;
  const email = `mk${seq}-${Date.now()}@example.in`;
  const res = await call<{ token: string; user: { _id: string } }>(server, 'POST', '/api/auth/register', {
    body: {
      name: role === 'owner' ? 'Ravi Teja' : 'Asha Rao',
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

interface Card {
  id: string;
  name: string;
  price: number;
  bedsFree: number;
  sharing: string[];
  rating: { average: number; count: number };
}
const listing = (query: string) =>
  call<{ hostels: Card[]; total: number }>(server, 'GET', `/api/hostels?${query}`).then((r) => {
    expect(r.status).toBe(200);
    return r.body;
  });
const hostelNamed = async (name: string) => (await listing(`search=${encodeURIComponent(name)}`)).hostels[0];

async function addHostel(token: string, name: string, extra: Record<string, string> = {}) {
  const form = new FormData();
  const fields = {
    name,
    contact: '9876501234',
    rooms: '3',
    facilities: 'Wi-Fi',
    category: 'Boys',
    description: 'A calm place to stay.',
    location: 'Plot 9, Main Road',
    area: 'Sheriguda',
    price: '6000',
    ...extra,
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('images', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'photo.png');
  const res = await fetch(`${server.url}/api/owner/add-hostel`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { message: string; hostel: { _id: string; status: string; price: number } };
  expect(res.status).toBe(201);
  return body.hostel;
}

/** A student with a stay at `hostelName` (a demo owner's hostel): booked, and approved by the owner. */
async function studentWithStay(hostelName: string) {
  const student = await register('student');
  const hostel = await hostelNamed(hostelName);
  const booked = await call<{ booking: { id: string } }>(server, 'POST', '/api/student/bookings', {
    token: student.token,
    body: {
      hostelId: hostel.id,
      checkInDate: new Date().toISOString().slice(0, 10),
      durationMonths: 3,
      sharing: 'Double',
    },
  });
  expect(booked.status).toBe(201);
  const approved = await call(server, 'PUT', `/api/owner/booking-requests/${booked.body.booking.id}/approve`, {
    token: owner,
    body: {},
  });
  expect(approved.status).toBe(200);
  return { ...student, hostel };
}

const REVIEW = { overall: 2, cleanliness: 2, food: 3, safety: 3, location: 4, value: 2, text: 'Noisy at night.' };

it('nobody registers as the operator', async () => {
  const res = await call(server, 'POST', '/api/auth/register', {
    body: {
      name: 'Mallory',
      email: `op-${Date.now()}@example.in`,
      phone: '9876543210',
      password: 'secret1',
      role: 'admin',
    },
  });
  expect(res).toMatchObject({ status: 400, body: { message: 'Role must be student or owner.' } });
});

describe('verified hostels', () => {
  it('a new hostel waits for the operator: invisible to students until verified, the owner told either way', async () => {
    const added = await addHostel(owner, 'Pending Palace');
    expect(added.status).toBe('pending');
    const student = await register('student');
    expect((await listing('search=Pending%20Palace')).total).toBe(0);
    expect((await listing('area=Sheriguda')).hostels.map((h) => h.name)).not.toContain('Pending Palace');
    for (const token of [undefined, student.token])
      expect((await call(server, 'GET', `/api/hostels/${added._id}`, { token })).status).toBe(404);
    // nor can a student act on it
    expect(
      (await call(server, 'POST', '/api/student/interested', { token: student.token, body: { hostelId: added._id } }))
        .status,
    ).toBe(404);
    const queue = await call<{ hostels: Array<{ id: string; owner: { name: string } }> }>(
      server,
      'GET',
      '/api/admin/hostels?status=pending',
      { token: admin },
    );
    expect(queue.body.hostels.find((h) => h.id === added._id)?.owner.name).toBe('Demo Owner');

    const rejected = await call(server, 'PUT', `/api/admin/hostels/${added._id}/reject`, {
      token: admin,
      body: { reason: 'The photos do not show the rooms.' },
    });
    expect(rejected.status).toBe(200);
    const mine = await call<{ hostels: Array<{ _id: string; status: string; statusReason: string | null }> }>(
      server,
      'GET',
      '/api/owner/my-hostels',
      { token: owner },
    );
    expect(mine.body.hostels.find((h) => h._id === added._id)).toMatchObject({
      status: 'rejected',
      statusReason: 'The photos do not show the rooms.',
    });
    expect((await listing('search=Pending%20Palace')).total).toBe(0);

    // fixing it sends it back to the operator's queue
    const edited = await call<{ message: string; hostel: { status: string; statusReason: string | null } }>(
      server,
      'PUT',
      `/api/owner/hostels/${added._id}`,
      {
        token: owner,
        body: {
          name: 'Pending Palace',
          contact: '9876501234',
          facilities: 'Wi-Fi',
          category: 'Boys',
          description: 'Now with photos of the rooms.',
          location: 'Plot 9, Main Road',
          area: 'Sheriguda',
          price: 6000,
        },
      },
    );
    expect(edited.body).toMatchObject({
      message: 'Hostel updated successfully! It is back with our team for verification.',
      hostel: { status: 'pending', statusReason: null },
    });
    const pending = await call(server, 'GET', `/api/hostels/${added._id}`, { token: owner });
    expect(pending.body).toMatchObject({ status: 'pending', verifiedOn: null });

    await verifyHostel(server, added._id);
    const cards = (await listing('search=Pending%20Palace')).hostels;
    expect(cards.map((h) => h.id)).toEqual([added._id]);
    // the card says since when: the day the operator verified it
    expect(cards[0]).toMatchObject({ verifiedOn: new Date().toISOString().slice(0, 10) });
    const feed = await call<Array<{ message: string }>>(server, 'GET', '/api/notifications', { token: owner });
    const messages = feed.body.map((n) => n.message);
    expect(messages).toContain('Pending Palace was not verified: The photos do not show the rooms.');
    expect(messages).toContain('Pending Palace is verified and now listed for students.');
  });
});

describe('richer listings', () => {
  it('room options set the card: lowest price per bed, beds free from the rooms, sharing; filters and sorts use them', async () => {
    const other = await register('owner');
    // three rooms of two beds come with it: six double beds; the owner's own counts do not override them
    const added = await addHostel(other.token, 'Filter Fort', {
      price: '9000',
      roomOptions: JSON.stringify([
        { sharing: 'Double', pricePerBed: 4100, bedsFree: 0 },
        { sharing: 'Dormitory', pricePerBed: 3100, bedsFree: 5 },
      ]),
      amenities: JSON.stringify(['Gym', 'Parking', 'Wi-Fi']),
      deposit: '8000',
      food: 'Veg',
      mealsPerDay: '2',
      landmark: 'Sreenidhi Institute',
      landmarkKm: '1.4',
    });
    await verifyHostel(server, added._id);
    const card = await hostelNamed('Filter Fort');
    expect(card).toMatchObject({ price: 3100, bedsFree: 6, sharing: ['Double', 'Dormitory'] });
    const detailOptions = (await call<HostelDetail>(server, 'GET', `/api/hostels/${added._id}`)).body.roomOptions;
    expect(detailOptions.map((o) => [o.sharing, o.bedsFree])).toEqual([
      ['Double', 6],
      ['Dormitory', 0],
    ]);
    const detail = await call<Record<string, unknown>>(server, 'GET', `/api/hostels/${added._id}`);
    expect(detail.body).toMatchObject({
      deposit: 8000,
      food: 'Veg',
      mealsPerDay: 2,
      amenities: ['Wi-Fi', 'Gym', 'Parking'],
      landmark: 'Sreenidhi Institute',
      landmarkKm: 1.4,
      status: 'verified',
    });

    const names = async (q: string) => (await listing(`area=Sheriguda&${q}`)).hostels.map((h) => h.name);
    expect(await names('sharing=Dormitory')).toEqual(['Filter Fort']);
    expect(await names('amenities=Gym,Parking')).toEqual(['Filter Fort']);
    expect(await names('amenities=Gym,AC')).toEqual([]);
    expect(await names('maxPrice=3500')).toEqual(['Filter Fort']);
    expect(await names('minPrice=3500')).not.toContain('Filter Fort');
    // a search under the same filters finds it too
    expect(await names('search=fort&sharing=Dormitory&amenities=Gym,Parking&maxPrice=3500')).toEqual(['Filter Fort']);
    const withBeds = await listing('available=1');
    expect(withBeds.hostels.every((h) => h.bedsFree > 0)).toBe(true);
    expect((await listing('sort=newest')).hostels[0].name).toBe('Filter Fort');
    const rated = (await listing('sort=rating')).hostels.map((h) => h.rating.average);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));

    // the owner edits the options: the card follows
    const edited = await call<{ hostel: { price: number } }>(server, 'PUT', `/api/owner/hostels/${added._id}`, {
      token: other.token,
      body: {
        name: 'Filter Fort',
        contact: '9876501234',
        facilities: 'Wi-Fi',
        category: 'Boys',
        description: 'A calm place to stay.',
        location: 'Plot 9, Main Road',
        area: 'Sheriguda',
        price: 9000,
        roomOptions: [{ sharing: 'Single', pricePerBed: 7000, bedsFree: 1 }],
      },
    });
    expect(edited.status).toBe(200);
    // it has no single room: no single bed is shown free (a request for one could not be approved)
    expect(await hostelNamed('Filter Fort')).toMatchObject({ price: 7000, bedsFree: 0, sharing: ['Single'] });
    expect(await names('search=fort&maxPrice=3500')).toEqual([]);
    expect(await names('search=fort&sharing=Single&maxPrice=7000&available=1')).toEqual([]);
    // one of its rooms made a single: one single bed free
    const rooms = await call<{ rooms: Array<{ id: string; roomNo: string; floor: number; category: string }> }>(
      server,
      'GET',
      `/api/owner/rooms?hostelId=${added._id}`,
      { token: other.token },
    );
    const [first] = rooms.body.rooms;
    const single = await call(server, 'PUT', `/api/owner/rooms/${first.id}`, {
      token: other.token,
      body: { roomNo: first.roomNo, floor: first.floor, category: first.category, beds: 1 },
    });
    expect(single.status).toBe(200);
    expect(await hostelNamed('Filter Fort')).toMatchObject({ bedsFree: 1 });
    expect(await names('search=fort&sharing=Single&maxPrice=7000&available=1')).toEqual(['Filter Fort']);
  });

  it.each([
    ['sort=cheap', 'Sort must be asc, desc, rating or newest.'],
    ['sharing=Quad', 'Sharing must be Single, Double, Triple or Dormitory.'],
    ['minPrice=abc', 'Minimum price must be a number.'],
  ])('refuses a bad filter %s', async (query, message) => {
    const res = await call(server, 'GET', `/api/hostels?${query}`);
    expect(res).toMatchObject({ status: 400, body: { message } });
  });
});

describe('reviews', () => {
  it('a student without a stay is refused; with one, reviews once, and the card average changes', async () => {
    const stranger = await register('student');
    const target = await hostelNamed('Sri Sai Ladies Nest');
    const eligibility = await call(server, 'GET', `/api/student/hostels/${target.id}/review-eligibility`, {
      token: stranger.token,
    });
    expect(eligibility.body).toEqual({
      canReview: false,
      message: 'Only students who have stayed at this hostel can review it.',
    });
    const refused = await call(server, 'POST', `/api/student/hostels/${target.id}/reviews`, {
      token: stranger.token,
      body: REVIEW,
    });
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'Only students who have stayed at this hostel can review it.' },
    });

    const guest = await studentWithStay('Sri Sai Ladies Nest');
    const before = await hostelNamed('Sri Sai Ladies Nest');
    const sent = await call<{ review: { author: string; overall: number } }>(
      server,
      'POST',
      `/api/student/hostels/${target.id}/reviews`,
      { token: guest.token, body: REVIEW },
    );
    expect(sent.status).toBe(201);
    expect(sent.body.review).toMatchObject({ author: 'Asha R.', overall: 2 });
    const after = await hostelNamed('Sri Sai Ladies Nest');
    expect(after.rating.count).toBe(before.rating.count + 1);
    expect(after.rating.average).toBeCloseTo(
      Math.round(((before.rating.average * before.rating.count + 2) / (before.rating.count + 1)) * 10) / 10,
    );
    const again = await call(server, 'POST', `/api/student/hostels/${target.id}/reviews`, {
      token: guest.token,
      body: REVIEW,
    });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'You have already reviewed your stay at this hostel.' },
    });

    const page = await call<{
      summary: { count: number; aspects: Record<string, number> };
      reviews: Array<{ text: string }>;
    }>(server, 'GET', `/api/hostels/${target.id}/reviews`);
    expect(page.body.reviews[0].text).toBe('Noisy at night.');
    expect(page.body.summary.count).toBe(after.rating.count);
    expect(Object.keys(page.body.summary.aspects)).toEqual(['cleanliness', 'food', 'safety', 'location', 'value']);

    // sorted by stars either way (newest first among equals); the new 2-star review is the lowest here
    const sorted = async (sort: string) =>
      (
        await call<{ reviews: Array<{ overall: number; text: string }> }>(
          server,
          'GET',
          `/api/hostels/${target.id}/reviews?sort=${sort}`,
        )
      ).body.reviews;
    const highest = (await sorted('highest')).map((r) => r.overall);
    expect(highest).toEqual([...highest].sort((x, y) => y - x));
    expect(highest[0]).toBeGreaterThan(2);
    const lowest = await sorted('lowest');
    expect(lowest[0]).toMatchObject({ overall: 2, text: 'Noisy at night.' });
    expect((await call(server, 'GET', `/api/hostels/${target.id}/reviews?sort=best`)).body).toEqual({
      message: 'Sort reviews by newest, highest or lowest.',
    });
  });

  it.each([
    [{ ...REVIEW, overall: 6 }, 'Please rate from 1 to 5 stars.'],
    [{ ...REVIEW, text: '  ' }, 'Please write a few words about your stay.'],
  ])('refuses a bad review %o', async (body, message) => {
    const guest = await register('student');
    const target = await hostelNamed('Sri Sai Residency');
    const res = await call(server, 'POST', `/api/student/hostels/${target.id}/reviews`, { token: guest.token, body });
    expect(res).toMatchObject({ status: 400, body: { message } });
  });

  it('a reported review waits in the queue; removing it takes it off the page and the average, and tells both people', async () => {
    const guest = await studentWithStay('Sri Sai Residency');
    const target = guest.hostel;
    const sent = await call<{ review: { id: string } }>(server, 'POST', `/api/student/hostels/${target.id}/reviews`, {
      token: guest.token,
      body: { ...REVIEW, overall: 1, text: 'Spam spam spam.' },
    });
    const reviewId = sent.body.review.id;
    const reporter = await register('student');
    const reported = await call(server, 'POST', `/api/reviews/${reviewId}/report`, {
      token: reporter.token,
      body: { reason: 'This is spam.' },
    });
    expect(reported.status).toBe(201);
    expect(
      (await call(server, 'POST', `/api/reviews/${reviewId}/report`, { token: reporter.token, body: { reason: 'x' } }))
        .body,
    ).toEqual({ message: 'You have already reported this review.' });

    const overview = await call<{ openReports: number; longestWaitHours: number }>(
      server,
      'GET',
      '/api/admin/overview',
      {
        token: admin,
      },
    );
    expect(overview.body.openReports).toBeGreaterThan(0);
    const queue = await call<{ reports: Array<{ id: string; reason: string; review: { id: string } }> }>(
      server,
      'GET',
      '/api/admin/reports',
      { token: admin },
    );
    const item = queue.body.reports.find((r) => r.review.id === reviewId);
    expect(item?.reason).toBe('This is spam.');
    const before = await hostelNamed('Sri Sai Residency');
    const decided = await call(server, 'PUT', `/api/admin/reports/${item?.id}`, {
      token: admin,
      body: { decision: 'remove', note: 'Not about a stay.' },
    });
    expect(decided.status).toBe(200);
    const page = await call<{ reviews: Array<{ id: string }> }>(server, 'GET', `/api/hostels/${target.id}/reviews`);
    expect(page.body.reviews.map((r) => r.id)).not.toContain(reviewId);
    expect((await hostelNamed('Sri Sai Residency')).rating.count).toBe(before.rating.count - 1);
    for (const person of [reporter, guest]) {
      const feed = await call<Array<{ message: string }>>(server, 'GET', '/api/notifications', { token: person.token });
      expect(feed.body.some((n) => n.message.includes('Note from the team: Not about a stay.'))).toBe(true);
    }
  });

  it('the owner replies once, in public', async () => {
    const guest = await studentWithStay('Sri Sai Residency');
    const sent = await call<{ review: { id: string } }>(
      server,
      'POST',
      `/api/student/hostels/${guest.hostel.id}/reviews`,
      { token: guest.token, body: REVIEW },
    );
    const url = `/api/owner/reviews/${sent.body.review.id}/reply`;
    const first = await call<{ review: { reply: { text: string } } }>(server, 'PUT', url, {
      token: owner,
      body: { text: 'Sorry! We fixed the gate.' },
    });
    expect(first.body.review.reply.text).toBe('Sorry! We fixed the gate.');
    expect((await call(server, 'PUT', url, { token: owner, body: { text: 'Again' } })).body).toEqual({
      message: 'You have already replied to this review.',
    });
  });
});

describe('suspended owners', () => {
  it("can't log in (and are told why), their hostels leave the listing; restoring brings them back", async () => {
    const partner = await register('owner');
    const added = await addHostel(partner.token, 'Suspense Stay');
    await verifyHostel(server, added._id);
    expect((await listing('search=Suspense%20Stay')).total).toBe(1);
    const suspended = await call(server, 'PUT', `/api/admin/owners/${partner.id}/suspend`, {
      token: admin,
      body: { reason: 'False information in the listing.' },
    });
    expect(suspended.status).toBe(200);
    expect((await listing('search=Suspense%20Stay')).total).toBe(0);
    expect((await call(server, 'GET', `/api/hostels/${added._id}`)).status).toBe(404);
    const message =
      'This account is suspended: False information in the listing. Write to support@hostelhub.in if you think this is a mistake.';
    const again = await call(server, 'POST', '/api/auth/login', {
      body: { email: partner.email, password: 'secret1', role: 'owner' },
    });
    expect(again).toMatchObject({ status: 403, body: { message } });
    expect(await call(server, 'GET', '/api/owner/my-hostels', { token: partner.token })).toMatchObject({
      status: 403,
      body: { message },
    });

    expect((await call(server, 'PUT', `/api/admin/owners/${partner.id}/restore`, { token: admin })).status).toBe(200);
    expect((await listing('search=Suspense%20Stay')).total).toBe(1);
    expect((await call(server, 'GET', '/api/owner/my-hostels', { token: partner.token })).status).toBe(200);
  });
});

describe('who may call each new endpoint', () => {
  let tokens: Tokens;
  let reviewId: string;
  let hostelId: string;
  let pendingId: string;
  let targetOwnerId: string;

  beforeAll(async () => {
    const guest = await studentWithStay('Sri Sai Residency');
    hostelId = guest.hostel.id;
    const otherStudent = await register('student');
    const otherOwner = await register('owner');
    const suspendedOwner = await register('owner');
    await call(server, 'PUT', `/api/admin/owners/${suspendedOwner.id}/suspend`, {
      token: admin,
      body: { reason: 'Fraud.' },
    });
    const page = await call<{ reviews: Array<{ id: string; author: string }> }>(
      server,
      'GET',
      `/api/hostels/${hostelId}/reviews`,
    );
    // a seeded review, without a reply yet
    reviewId = page.body.reviews.find((r) => r.author === 'Karthik V.')?.id ?? '';
    pendingId = (await addHostel(owner, 'Matrix Manor'))._id;
    targetOwnerId = (await register('owner')).id;
    tokens = {
      visitor: undefined,
      student: guest.token,
      otherStudent: otherStudent.token,
      owner,
      otherOwner: otherOwner.token,
      admin,
      suspendedOwner: suspendedOwner.token,
    };
  });

  const everyone = (status: number): Statuses => ({
    visitor: status,
    student: status,
    otherStudent: status,
    owner: status,
    otherOwner: status,
    admin: status,
    suspendedOwner: status,
  });
  const only = (actor: Actor, status: number): Statuses => ({
    ...everyone(403),
    visitor: 401,
    [actor]: status,
  });

  // each row: the call, and the status each actor gets (actors run in this order; a one-time success last)
  const rows: Array<[string, (token: string | undefined) => Promise<number>, () => Statuses]> = [
    [
      'GET /api/hostels/:id/reviews',
      async (token) => (await call(server, 'GET', `/api/hostels/${hostelId}/reviews`, { token })).status,
      () => everyone(200),
    ],
    [
      'GET /api/student/hostels/:hostelId/review-eligibility',
      async (token) =>
        (await call(server, 'GET', `/api/student/hostels/${hostelId}/review-eligibility`, { token })).status,
      () => ({ ...only('student', 200), otherStudent: 200 }),
    ],
    [
      'POST /api/student/hostels/:hostelId/reviews',
      async (token) =>
        (await call(server, 'POST', `/api/student/hostels/${hostelId}/reviews`, { token, body: REVIEW })).status,
      // the other student has no stay
      () => only('student', 201),
    ],
    [
      'POST /api/reviews/:id/report',
      async (token) =>
        (await call(server, 'POST', `/api/reviews/${reviewId}/report`, { token, body: { reason: 'Odd.' } })).status,
      () => ({ ...everyone(201), visitor: 401, suspendedOwner: 403 }),
    ],
    [
      'PUT /api/owner/reviews/:id/reply',
      async (token) =>
        (await call(server, 'PUT', `/api/owner/reviews/${reviewId}/reply`, { token, body: { text: 'Thanks!' } }))
          .status,
      // another owner's hostel: "not found"
      () => ({ ...only('owner', 200), otherOwner: 404 }),
    ],
    ...(
      [
        ['GET', '/api/admin/overview'],
        ['GET', '/api/admin/hostels?status=pending'],
        ['GET', '/api/admin/reports'],
        ['GET', '/api/admin/owners'],
      ] as const
    ).map(([method, url]): [string, (token: string | undefined) => Promise<number>, () => Statuses] => [
      `${method} ${url}`,
      async (token) => (await call(server, method, url, { token })).status,
      () => only('admin', 200),
    ]),
    [
      'PUT /api/admin/hostels/:id/reject',
      async (token) =>
        (await call(server, 'PUT', `/api/admin/hostels/${pendingId}/reject`, { token, body: { reason: 'Blurry.' } }))
          .status,
      () => only('admin', 200),
    ],
    [
      'PUT /api/admin/hostels/:id/verify',
      async (token) => (await call(server, 'PUT', `/api/admin/hostels/${pendingId}/verify`, { token })).status,
      () => only('admin', 200),
    ],
    [
      'PUT /api/admin/owners/:id/suspend',
      async (token) =>
        (await call(server, 'PUT', `/api/admin/owners/${targetOwnerId}/suspend`, { token, body: { reason: 'x' } }))
          .status,
      () => only('admin', 200),
    ],
    [
      'PUT /api/admin/owners/:id/restore',
      async (token) => (await call(server, 'PUT', `/api/admin/owners/${targetOwnerId}/restore`, { token })).status,
      () => only('admin', 200),
    ],
  ];

  it.each(rows)('%s', async (_name, request, expected) => {
    const want = expected();
    expect(await statusesOf(want, tokens, request)).toEqual(want);
  });

  it('PUT /api/admin/reports/:id', async () => {
    const queue = await call<{ reports: Array<{ id: string }> }>(server, 'GET', '/api/admin/reports', { token: admin });
    const id = queue.body.reports[0].id;
    const got = await statusesOf(
      tokens,
      tokens,
      async (token) =>
        (
          await call(server, 'PUT', `/api/admin/reports/${id}`, {
            token,
            body: { decision: 'keep', note: 'Fair comment.' },
          })
        ).status,
    );
    expect(got).toEqual(only('admin', 200));
  });
});

describe('seeded details', () => {
  it('an owner who removes the seeded room options keeps that after a restart', async () => {
    const card = await hostelNamed('Sri Sai Ladies Nest');
    const put = await call(server, 'PUT', `/api/owner/hostels/${card.id}`, {
      token: owner,
      body: {
        name: 'Sri Sai Ladies Nest',
        contact: '9123456780',
        facilities: 'Wi-Fi, Food included',
        category: 'Girls',
        description: 'Rooms for women students.',
        location: 'Sri Sai Ladies Nest, Mangalpally, Hyderabad, Telangana',
        area: 'Mangalpally',
        price: 7000,
        roomOptions: [],
      },
    });
    expect(put.status).toBe(200);
    await server.restart();
    expect(await hostelNamed('Sri Sai Ladies Nest')).toMatchObject({ sharing: [], price: 7000 });
  });
});
