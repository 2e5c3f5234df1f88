import { screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { useSession } from 'shared-auth';
import { renderWithRouter } from '../../../../tools/jest/render';
import StudentDashboardPage from './StudentDashboardPage';

const student = { _id: '1', name: 'Asha', email: 'a@x.in', phone: '9999999999', role: 'student' as const };

it('welcomes the student and links every card of the spec', async () => {
  useSession.getState().setSession('t', student);
  renderWithRouter(<StudentDashboardPage />, { path: '/student-dashboard' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Asha!');
  const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
  // the spec's cards, and My Bookings (issue 40)
  for (const href of [
    '/student/hostels',
    '/student/my-bookings',
    '/student/interested',
    '/student/profile-settings',
    '/student/payments',
    '/student/notifications',
    '/student/raise-complaint',
    '/contact',
  ]) {
    expect(hrefs).toContain(href);
  }
  expect(screen.getByRole('heading', { name: 'Explore Nearby Hostels' })).toBeInTheDocument();
  expect(await screen.findByText(/Could not load hostels/)).toBeInTheDocument();
});

it('clears the session of a non-student and sends them to /login', async () => {
  useSession.getState().setSession('t', { ...student, role: 'owner' });
  renderWithRouter(<StudentDashboardPage />, {
    path: '/student-dashboard',
    routePath: '/student-dashboard',
    extraRoutes: <Route path="/login" element={<p>login page</p>} />,
  });
  expect(screen.getByText('login page')).toBeInTheDocument();
  await Promise.resolve();
  expect(localStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('user')).toBeNull();
});
