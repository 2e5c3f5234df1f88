import { screen } from '@testing-library/react';
import { useSession } from 'shared-auth';
import { respondWith } from '../../../../tools/jest/apiResponses';
import { renderWithRouter } from '../../../../tools/jest/render';
import OwnerDashboardPage from './OwnerDashboardPage';

it('links the stat cards and buttons of the spec', async () => {
  useSession.getState().setSession('t', {
    _id: '2',
    name: 'Ravi',
    email: 'r@x.in',
    phone: '9999999999',
    role: 'owner',
    hostelName: 'Sri Sai Residency',
  });
  renderWithRouter(<OwnerDashboardPage />, { path: '/owner-dashboard' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Ravi!');
  const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
  for (const href of [
    '/owner/my-hostels',
    '/owner/filled-rooms',
    '/owner/my-students',
    '/owner/view-complaints',
    '/owner/available-rooms',
    '/owner/manage-rooms',
    '/owner/add-hostel',
    '/owner/view-requests',
    '/owner/add-student',
    '/owner/send-alerts',
    '/owner/rules-and-regulations',
    '/owner/payment-settings',
    '/owner/profile-settings',
  ]) {
    expect(hrefs).toContain(href);
  }
  expect(await screen.findByText('Could not load your numbers.')).toBeInTheDocument();
});

it('an owner of several hostels is told how many she manages, not one name', async () => {
  respondWith({
    'GET /api/owner/dashboard': {
      status: 200,
      data: {
        hostels: 3,
        rooms: 20,
        roomsFilled: 12,
        students: 30,
        complaints: 1,
        availableRooms: 8,
        pendingRequests: 0,
        duesOutstanding: 19500,
        overdueBills: 2,
      },
    },
  });
  useSession.getState().setSession('t', {
    _id: '2',
    name: 'Ravi',
    email: 'r@x.in',
    phone: '9999999999',
    role: 'owner',
    hostelName: 'Sri Sai Residency',
  });
  renderWithRouter(<OwnerDashboardPage />, { path: '/owner-dashboard' });
  expect(await screen.findByText('Managing 3 hostels')).toBeInTheDocument();
  expect(screen.queryByText('Managing Sri Sai Residency')).not.toBeInTheDocument();
  // rent billed and not paid, with the overdue count, leads to the rent roll
  const dues = screen.getByRole('link', { name: /Dues outstanding/ });
  expect(dues).toHaveTextContent('₹19,500');
  expect(dues).toHaveTextContent('2 overdue bills');
  expect(dues).toHaveAttribute('href', '/owner/payment-settings');
});

it('a suspended owner sees why, what it means and how to appeal, and no numbers to wait for', async () => {
  respondWith({
    'GET /api/owner/dashboard': {
      status: 403,
      data: {
        message:
          'This account is suspended: Fake listing photos. Write to support@hostelhub.in if you think this is a mistake.',
      },
    },
  });
  useSession
    .getState()
    .setSession('t', { _id: '2', name: 'Ravi', email: 'r@x.in', phone: '9999999999', role: 'owner' });
  renderWithRouter(<OwnerDashboardPage />, { path: '/owner-dashboard' });
  const notice = await screen.findByRole('region', { name: 'Your account is suspended' });
  expect(notice).toHaveTextContent('Reason given by the Hostel Hub team: Fake listing photos.');
  expect(notice).toHaveTextContent('your hostels are hidden from students');
  expect(screen.getByRole('link', { name: 'support@hostelhub.in' })).toHaveAttribute(
    'href',
    'mailto:support@hostelhub.in',
  );
  expect(screen.queryByRole('list', { name: 'Hostel overview' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});
