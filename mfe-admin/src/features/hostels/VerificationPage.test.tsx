import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminHostel } from 'contracts';
import { respondWith } from '../../../../tools/jest/apiResponses';
import { renderWithRouter } from '../../../../tools/jest/render';
import VerificationPage from './VerificationPage';

const pending: AdminHostel = {
  id: 'h1',
  name: 'Lakeview Stay',
  type: 'Girls',
  area: 'Adibatla',
  address: 'Plot 3, Lake Road',
  imageUrl: '',
  owner: { id: 'o1', name: 'Ravi Teja', email: 'ravi@example.in', suspended: false },
  status: 'pending',
  statusReason: null,
  createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
};

it('lists what waits, and verifies a hostel', async () => {
  const verified: string[] = [];
  respondWith({
    'GET /api/admin/hostels': { status: 200, data: { hostels: [pending], total: 1 } },
    'PUT /api/admin/hostels/h1/verify': () => {
      verified.push('h1');
      return { status: 200, data: { message: 'Lakeview Stay: Verified.', hostel: { ...pending, status: 'verified' } } };
    },
  });
  renderWithRouter(<VerificationPage />, { path: '/admin/hostels' });
  const card = await screen.findByRole('article', { name: 'Lakeview Stay' });
  expect(within(card).getByText('Pending verification')).toBeInTheDocument();
  expect(within(card).getByText('Owner: Ravi Teja (ravi@example.in)')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'View the hostel page' })).toHaveAttribute('href', '/hostels/h1');
  await userEvent.click(within(card).getByRole('button', { name: 'Verify Lakeview Stay' }));
  expect(await screen.findByText('Lakeview Stay: Verified.')).toBeInTheDocument();
  expect(verified).toEqual(['h1']);
});

it('rejects only with a reason, which is sent to the API', async () => {
  const reasons: string[] = [];
  respondWith({
    'GET /api/admin/hostels': { status: 200, data: { hostels: [pending], total: 1 } },
    'PUT /api/admin/hostels/h1/reject': (config) => {
      reasons.push(JSON.parse(config.data).reason);
      return { status: 200, data: { message: 'Lakeview Stay: Rejected.', hostel: { ...pending, status: 'rejected' } } };
    },
  });
  renderWithRouter(<VerificationPage />, { path: '/admin/hostels' });
  await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
  await userEvent.click(screen.getByRole('button', { name: 'Reject with this reason' }));
  expect(await screen.findByText('Please give a reason.')).toBeInTheDocument();
  expect(reasons).toEqual([]);
  await userEvent.type(screen.getByLabelText(/Why is Lakeview Stay not verified/), 'Photos are of another building.');
  await userEvent.click(screen.getByRole('button', { name: 'Reject with this reason' }));
  expect(await screen.findByText('Lakeview Stay: Rejected.')).toBeInTheDocument();
  expect(reasons).toEqual(['Photos are of another building.']);
});

it('says so when nothing waits, and shows a failure with Retry', async () => {
  respondWith({ 'GET /api/admin/hostels': { status: 200, data: { hostels: [], total: 0 } } });
  renderWithRouter(<VerificationPage />, { path: '/admin/hostels' });
  expect(await screen.findByText('No hostels are waiting for verification.')).toBeInTheDocument();
});
