import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router-dom';
import { type LoginRedirectState, useSession } from 'shared-auth';
import { renderWithRouter } from '../../../../tools/jest/render';
import { AreaGuard } from './AreaGuard';

const student = { _id: 's1', name: 'Asha', email: 'student@demo.in', phone: '9876543210', role: 'student' as const };

const ownerArea = (
  <AreaGuard role="owner">
    <h1>My Hostels</h1>
  </AreaGuard>
);

beforeEach(() => useSession.getState().setSession('a-token', student));
afterEach(() => useSession.getState().clear());

it('tells a signed-in student that the owner area is not hers, with the way back to her dashboard', async () => {
  renderWithRouter(ownerArea, { path: '/owner/my-hostels' });
  expect(await screen.findByRole('heading', { name: 'This area is for hostel owners' })).toBeInTheDocument();
  expect(screen.getByText(/You are signed in as Asha \(Student\)/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to My Dashboard' })).toHaveAttribute('href', '/student-dashboard');
  expect(screen.queryByRole('heading', { name: 'My Hostels' })).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
});

it('"Switch account" logs out and goes to the login page, which will bring the other account back here', async () => {
  function LoginProbe() {
    const state = useLocation().state as LoginRedirectState | null;
    return <p>Log in, then back to {state?.from}</p>;
  }
  renderWithRouter(ownerArea, {
    path: '/owner/my-hostels?hostel=2',
    routePath: '/owner/*',
    extraRoutes: <Route path="/login" element={<LoginProbe />} />,
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Switch account' }));
  expect(screen.getByText('Log in, then back to /owner/my-hostels?hostel=2')).toBeInTheDocument();
  expect(useSession.getState().token).toBeNull();
});

it('lets the area’s own role in', () => {
  useSession.getState().setSession('a-token', { ...student, role: 'owner', name: 'Ravi' });
  renderWithRouter(ownerArea, { path: '/owner/my-hostels' });
  expect(screen.getByRole('heading', { name: 'My Hostels' })).toBeInTheDocument();
});
