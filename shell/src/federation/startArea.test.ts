import { useSession } from 'shared-auth';
import { respondWith } from '../../../tools/jest/apiResponses';
import { setRemoteAreas } from './areas';
import { registerDeploymentRemotes } from './remotes';
import { startAreaOf } from './startArea';

const student = { _id: '1', name: 'Asha', email: 'a@x.in', phone: '9999999999', role: 'student' as const };
let asked: string[];

beforeEach(() => {
  asked = [];
  const answer = (request: { url?: string }) => {
    asked.push(String(request.url));
    return { status: 200, data: [] };
  };
  respondWith({ 'GET /api/hostels': answer, 'GET /api/bookings/my': answer });
  registerDeploymentRemotes({}); // a deployment just read: the code of no remote is fetched here
  setRemoteAreas([
    { path: 'student-dashboard', module: 'mfe_student/DashboardPage', role: 'student', data: ['/api/hostels'] },
    { path: 'legal/*', module: 'mfe_legal/LegalRoutes' },
  ]);
});
afterEach(() => useSession.getState().clear());

it("opening an area's own address asks for its first data at once, for a user of its role", () => {
  useSession.getState().setSession('t', student);
  startAreaOf({ pathname: '/student-dashboard', search: '' });
  expect(asked).toEqual(['/api/hostels']);
});

it('asks for nothing when the guard will send the user elsewhere, or the address is not the area’s own', () => {
  startAreaOf({ pathname: '/student-dashboard', search: '' }); // a visitor goes to /login
  useSession.getState().setSession('t', { ...student, role: 'owner' });
  startAreaOf({ pathname: '/student-dashboard', search: '' });
  useSession.getState().setSession('t', student);
  startAreaOf({ pathname: '/student-dashboard', search: '?tab=2' });
  startAreaOf({ pathname: '/about', search: '' });
  expect(asked).toEqual([]);
});
