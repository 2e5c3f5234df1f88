import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { respondWith } from '../../../../tools/jest/apiResponses';
import { renderWithRouter } from '../../../../tools/jest/render';
import { InvitationsList } from './InvitationsList';

const invitation = {
  id: '4f1c1a52-3a51-4b8e-9a53-1d6f0c2b7e11',
  hostel: { id: 'h1', name: 'Green Nest', area: 'Adibatla' },
  room: '101',
  floor: 1,
  invitedAt: '2026-11-20T10:00:00.000Z',
};

it('shows a hostel’s invitation; Accept answers it and it leaves the list', async () => {
  let answered = '';
  respondWith({
    'GET /api/student/invitations': { status: 200, data: { invitations: [invitation] } },
    [`PUT /api/student/invitations/${invitation.id}/accept`]: () => (
      (answered = 'accept'),
      { status: 200, data: { message: 'Invitation accepted: you will receive this hostel’s alerts.' } }
    ),
  });
  renderWithRouter(<InvitationsList />);
  const section = await screen.findByRole('region', { name: 'Invitations' });
  expect(within(section).getByText(/listed you as a resident: room 101, floor 1/)).toBeInTheDocument();
  await userEvent.click(within(section).getByRole('button', { name: 'Accept the invitation of Green Nest' }));
  expect(await screen.findByText('Invitation accepted: you will receive this hostel’s alerts.')).toBeInTheDocument();
  expect(answered).toBe('accept');
  expect(screen.queryByRole('region', { name: 'Invitations' })).not.toBeInTheDocument();
});

it('shows nothing when there is no invitation', async () => {
  respondWith({ 'GET /api/student/invitations': { status: 200, data: { invitations: [] } } });
  renderWithRouter(<InvitationsList />);
  await new Promise((r) => setTimeout(r, 20));
  expect(screen.queryByRole('region', { name: 'Invitations' })).not.toBeInTheDocument();
});
