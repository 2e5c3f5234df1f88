import { earlyDataFor, isRemoteArea, type RemoteArea } from './areas';

const areas: RemoteArea[] = [
  { path: 'owner-dashboard', module: 'mfe_owner/DashboardPage', role: 'owner', data: ['/api/owner/dashboard'] },
  {
    path: 'student/*',
    module: 'mfe_student/StudentRoutes',
    role: 'student',
    data: {
      '/student/hostels': ['/api/hostels?page=1'],
      '/student/hostels/:id': ['/api/hostels/:id', '/api/hostels/:id/reviews?page=1'],
    },
  },
  { path: 'legal/*', module: 'mfe_legal/LegalRoutes', data: ['/api/legal'] },
];

it("names a list's requests at the area's own address only", () => {
  expect(earlyDataFor('/owner-dashboard', '', 'owner', areas)).toEqual(['/api/owner/dashboard']);
  expect(earlyDataFor('/legal', '', undefined, areas)).toEqual(['/api/legal']);
  expect(earlyDataFor('/legal/privacy-policy', '', undefined, areas)).toEqual([]);
});

it("names each page's requests, with the address's parameters put in (encoded)", () => {
  expect(earlyDataFor('/student/hostels', '', 'student', areas)).toEqual(['/api/hostels?page=1']);
  expect(earlyDataFor('/student/hostels/a%20b', '', 'student', areas)).toEqual([
    '/api/hostels/a%20b',
    '/api/hostels/a%20b/reviews?page=1',
  ]);
  expect(earlyDataFor('/student/hostels/h1', '', 'student', areas)).toEqual([
    '/api/hostels/h1',
    '/api/hostels/h1/reviews?page=1',
  ]);
  expect(earlyDataFor('/student/my-bookings', '', 'student', areas)).toEqual([]);
});

it('names nothing for an address with a query, a visitor of another role, or an address no area serves', () => {
  expect(earlyDataFor('/student/hostels', '?page=2', 'student', areas)).toEqual([]);
  expect(earlyDataFor('/student/hostels', '', 'owner', areas)).toEqual([]);
  expect(earlyDataFor('/owner-dashboard', '', undefined, areas)).toEqual([]);
  expect(earlyDataFor('/about', '', undefined, areas)).toEqual([]);
});

it('takes well-formed data only: API paths, and parameters the address has', () => {
  const area = (data: unknown) => ({ path: 'student/*', module: 'mfe_student/StudentRoutes', data });
  expect(isRemoteArea(area(['/api/hostels?page=1']))).toBe(true);
  expect(isRemoteArea(area({ '/student/hostels/:id': ['/api/hostels/:id'] }))).toBe(true);
  expect(isRemoteArea(area({ '/student/hostels/:id': ['/api/rooms/:roomId'] }))).toBe(false);
  expect(isRemoteArea(area({ '/student/hostels': ['https://elsewhere.example/api'] }))).toBe(false);
  expect(isRemoteArea(area({ 'student/hostels': ['/api/hostels'] }))).toBe(false);
  expect(isRemoteArea(area({ '/student/hostels': '/api/hostels' }))).toBe(false);
  expect(isRemoteArea(area(['/api/hostels/:id']))).toBe(false);
});
