import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { respondWith } from '../../../../tools/jest/apiResponses';
import { renderWithRouter } from '../../../../tools/jest/render';
import { WaitlistSection } from './WaitlistSection';

it('lists the options waited for, says when a bed is free, and leaves a waitlist', async () => {
  let entries = [
    {
      hostelId: 'h1',
      hostelName: 'Sri Sai Ladies Nest',
      sharing: 'Triple',
      createdAt: '2026-11-20T10:00:00.000Z',
      toldAt: null,
    },
    {
      hostelId: 'h2',
      hostelName: 'Pearl Ladies Hostel',
      sharing: 'Single',
      createdAt: '2026-11-21T10:00:00.000Z',
      toldAt: '2026-11-25T10:00:00.000Z',
    },
  ];
  const left: string[] = [];
  respondWith({
    'GET /api/student/waitlist': () => ({ status: 200, data: { entries } }),
    'DELETE /api/student/waitlist/h1/Triple': () => {
      left.push('h1 Triple');
      entries = entries.slice(1);
      return { status: 200, data: { message: 'You left the waitlist.' } };
    },
  });
  renderWithRouter(<WaitlistSection />);
  const list = await screen.findByRole('list', { name: 'Waiting for a bed' });
  expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Sri Sai Ladies Nest · Triple sharing');
  expect(within(list).getByText('A bed is free: request it')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Leave the triple waitlist of Sri Sai Ladies Nest' }));
  await waitFor(() => expect(screen.queryByText('Sri Sai Ladies Nest')).not.toBeInTheDocument());
  expect(left).toEqual(['h1 Triple']);
});
