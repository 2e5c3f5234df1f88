import { call, login, startTestServer, type TestServer } from './server';

// Lists that grow with use answer a page at a time: ?page= from 1, ?pageSize= up to 100 (50 unless asked).
let server: TestServer;
let student: string;
let owner: string;
beforeAll(async () => {
  server = await startTestServer();
  student = await login(server, 'student@demo.in', 'student123', 'student');
  owner = await login(server, 'owner@demo.in', 'owner123', 'owner');
}, 30000);
afterAll(() => server.stop());

type Item = { _id?: string; id?: string };
const idOf = (item: Item) => item._id ?? item.id;

const lists: Array<[route: string, who: () => string, items: (body: unknown) => Item[]]> = [
  ['/api/notifications', () => student, (b) => b as Item[]],
  ['/api/student/bookings', () => student, (b) => (b as { bookings: Item[] }).bookings],
  ['/api/student/complaints', () => student, (b) => (b as { complaints: Item[] }).complaints],
  ['/api/students/mine', () => owner, (b) => (b as { students: Item[] }).students],
  ['/api/owner/complaints', () => owner, (b) => (b as { complaints: Item[] }).complaints],
  ['/api/owner/booking-requests', () => owner, (b) => (b as { requests: Item[] }).requests],
];

describe.each(lists)('%s', (route, who, items) => {
  it('pages through the whole list without repeats or gaps', async () => {
    const all = items((await call(server, 'GET', route, { token: who() })).body).map(idOf);
    expect(all.length).toBeGreaterThan(0);
    const paged: unknown[] = [];
    for (let page = 1; page <= all.length + 1; page++) {
      const res = await call(server, 'GET', `${route}?page=${page}&pageSize=1`, { token: who() });
      expect(res.status).toBe(200);
      const got = items(res.body).map(idOf);
      expect(got.length).toBe(page <= all.length ? 1 : 0);
      paged.push(...got);
    }
    expect(paged).toEqual(all);
  });

  it('refuses a page size over 100 or a page under 1, saying why', async () => {
    const big = await call(server, 'GET', `${route}?pageSize=101`, { token: who() });
    expect(big).toEqual({ status: 400, body: expect.objectContaining({ message: 'Page size is at most 100.' }) });
    const zero = await call(server, 'GET', `${route}?page=0`, { token: who() });
    expect(zero).toEqual({ status: 400, body: expect.objectContaining({ message: 'Page starts at 1.' }) });
  });
});
