import { earlyDataFor as requestsFor, isRemoteArea, type RemoteArea } from './areas';

/** The paths of the early requests (most cases here are about which). */
const earlyDataFor = (...args: Parameters<typeof requestsFor>) => requestsFor(...args).map((r) => r.path);

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
    pictures: { '/api/hostels/:id': 'images.0' },
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

it("names where a request's answer has the page's largest picture, for that request only", () => {
  expect(requestsFor('/student/hostels/h1', '', 'student', areas)).toEqual([
    { path: '/api/hostels/h1', picture: 'images.0' },
    { path: '/api/hostels/h1/reviews?page=1' },
  ]);
  expect(requestsFor('/student/hostels', '', 'student', areas)).toEqual([{ path: '/api/hostels?page=1' }]);
});

it('takes well-formed pictures only: an API path and a dotted path into its answer', () => {
  const area = (pictures: unknown) => ({
    path: 'student/*',
    module: 'mfe_student/StudentRoutes',
    data: ['/api/hostels?page=1'],
    pictures,
  });
  expect(isRemoteArea(area({ '/api/hostels?page=1': 'hostels.0.imageUrl' }))).toBe(true);
  expect(isRemoteArea(area({ '/api/hostels/:id': 'images.0' }))).toBe(true);
  expect(isRemoteArea(area({ 'https://elsewhere.example/a.png': 'url' }))).toBe(false);
  expect(isRemoteArea(area({ '/api/hostels/:id': 'images[0]' }))).toBe(false);
  expect(isRemoteArea(area({ '/api/hostels/:id': '' }))).toBe(false);
  expect(isRemoteArea(area(['images.0']))).toBe(false);
});
