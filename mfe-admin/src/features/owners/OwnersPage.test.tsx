import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOwner } from 'contracts';
import { respondWith } from '../../../../tools/jest/apiResponses';
import { renderWithRouter } from '../../../../tools/jest/render';
import OwnersPage from './OwnersPage';

const owner: AdminOwner = {
  id: 'o1',
  name: 'Ravi Teja',
  email: 'ravi@example.in',
  phone: '9876543210',
  hostels: 2,
  suspended: false,
  suspensionReason: null,
};

it('suspends an owner with a reason and restores a suspended one', async () => {
  const calls: string[] = [];
  respondWith({
    'GET /api/admin/owners': {
      status: 200,
      data: {
        owners: [owner, { ...owner, id: 'o2', name: 'Meena Rao', suspended: true, suspensionReason: 'Fraud.' }],
        total: 2,
      },
    },
    'PUT /api/admin/owners/o1/suspend': (config) => {
      calls.push(`suspend ${JSON.parse(config.data).reason}`);
      return { status: 200, data: { message: 'Ravi Teja is suspended; their hostels are off the listing.' } };
    },
    'PUT /api/admin/owners/o2/restore': () => {
      calls.push('restore o2');
      return { status: 200, data: { message: 'Meena Rao is restored; their verified hostels are listed again.' } };
    },
  });
  renderWithRouter(<OwnersPage />, { path: '/admin/owners' });
  const ravi = await screen.findByRole('article', { name: 'Ravi Teja' });
  expect(within(ravi).getByText('2 hostels')).toBeInTheDocument();
  await userEvent.click(within(ravi).getByRole('button', { name: 'Suspend Ravi Teja' }));
  await userEvent.type(within(ravi).getByLabelText(/Why is Ravi Teja suspended/), 'False photos.');
  await userEvent.click(within(ravi).getByRole('button', { name: 'Suspend with this reason' }));
  expect(await screen.findByText('Ravi Teja is suspended; their hostels are off the listing.')).toBeInTheDocument();

  const meena = screen.getByRole('article', { name: 'Meena Rao' });
  expect(within(meena).getByText('Reason: Fraud.')).toBeInTheDocument();
  await userEvent.click(within(meena).getByRole('button', { name: 'Restore Meena Rao' }));
  expect(
    await screen.findByText('Meena Rao is restored; their verified hostels are listed again.'),
  ).toBeInTheDocument();
  expect(calls).toEqual(['suspend False photos.', 'restore o2']);
});
