import { screen, within } from '@testing-library/react';
import { type Booking, COMPLAINT_NEEDS_STAY } from 'contracts';
import { respondWith } from '../../../../tools/jest/apiResponses';
import { bookingFixture } from '../../../../tools/jest/fixtures';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../../../tools/jest/render';
import RaiseComplaintPage from './RaiseComplaintPage';

it('needs both fields, with the spec message', async () => {
  renderWithRouter(<RaiseComplaintPage />, { path: '/student/raise-complaint' });
  await userEvent.type(screen.getByLabelText('Subject'), 'Fan');
  await userEvent.click(screen.getByRole('button', { name: 'Submit Complaint' }));
  expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Please fill in all fields');
});

const booking = (status: Booking['status']) => bookingFixture({ status });

it('says before any typing that a complaint needs a stay', async () => {
  respondWith({
    'GET /api/student/bookings': { status: 200, data: { bookings: [booking('Completed')] } },
    'GET /api/student/complaints': { status: 200, data: { complaints: [] } },
  });
  renderWithRouter(<RaiseComplaintPage />, { path: '/student/raise-complaint' });
  expect(await screen.findByText(COMPLAINT_NEEDS_STAY)).toBeInTheDocument();
  expect(screen.getByLabelText('Subject')).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Submit Complaint' })).toBeDisabled();
});

it('sends the category, shows the photo and the timeline of each complaint', async () => {
  const sent: unknown[] = [];
  respondWith({
    'GET /api/student/bookings': { status: 200, data: { bookings: [booking('Active')] } },
    'GET /api/student/complaints': {
      status: 200,
      data: {
        complaints: [
          {
            id: 'c1',
            hostelName: 'Sri Sai Residency',
            subject: 'Leaking tap',
            details: 'The tap leaks.',
            status: 'Resolved',
            createdAt: '2026-11-01T04:30:00.000Z',
            category: 'Water',
            photoUrl: 'http://localhost:4000/uploads/leak.png',
            timeline: [
              { status: 'Open', at: '2026-11-01T04:30:00.000Z' },
              { status: 'In progress', at: '2026-11-02T04:30:00.000Z' },
              { status: 'Resolved', at: '2026-11-03T04:30:00.000Z' },
            ],
          },
        ],
      },
    },
    'POST /api/student/complaints': (config) => {
      const body = JSON.parse(String(config.data));
      sent.push(body);
      return {
        status: 201,
        data: {
          message: 'Complaint submitted successfully!',
          complaint: {
            id: 'c2',
            hostelName: 'Sri Sai Residency',
            createdAt: '2026-11-23T04:30:00.000Z',
            status: 'Open',
            photoUrl: null,
            timeline: [{ status: 'Open', at: '2026-11-23T04:30:00.000Z' }],
            ...body,
          },
        },
      };
    },
  });
  renderWithRouter(<RaiseComplaintPage />, { path: '/student/raise-complaint' });
  const timeline = await screen.findByRole('list', { name: 'Timeline of “Leaking tap”' });
  expect(
    within(timeline)
      .getAllByRole('listitem')
      .map((li) => li.textContent?.split(' · ')[0]),
  ).toEqual(['Raised', 'In progress', 'Resolved']);
  expect(screen.getByRole('img', { name: 'What “Leaking tap” looks like' })).toHaveAttribute(
    'src',
    'http://localhost:4000/uploads/leak.png',
  );
  await userEvent.selectOptions(screen.getByLabelText('Category'), 'Electricity');
  await userEvent.type(screen.getByLabelText('Subject'), 'No power');
  await userEvent.type(screen.getByLabelText('Complaint Details'), 'The socket in room 101 is dead.');
  await userEvent.click(screen.getByRole('button', { name: 'Submit Complaint' }));
  expect(await screen.findByText('Complaint submitted successfully!')).toBeInTheDocument();
  expect(sent).toEqual([
    { subject: 'No power', details: 'The socket in room 101 is dead.', category: 'Electricity', photoUrl: '' },
  ]);
  expect(await screen.findByRole('list', { name: 'Timeline of “No power”' })).toBeInTheDocument();
});
