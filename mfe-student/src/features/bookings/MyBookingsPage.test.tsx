import { screen, within } from '@testing-library/react';
import { respondWith } from '../../../../tools/jest/apiResponses';
import { bookingFixture } from '../../../../tools/jest/fixtures';
import { renderWithRouter } from '../../../../tools/jest/render';
import MyBookingsPage from './MyBookingsPage';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

it('a confirmed stay that starts next month is upcoming, not the current stay', async () => {
  respondWith({
    'GET /api/student/bookings': {
      status: 200,
      data: {
        bookings: [
          bookingFixture({ id: 'next', hostelName: 'Sri Sai Ladies Nest', checkInDate: iso(Date.now() + 30 * DAY) }),
          bookingFixture({ id: 'now', hostelName: 'Sri Sai Residency', checkInDate: iso(Date.now() - 30 * DAY) }),
        ],
      },
    },
    'GET /api/student/waitlist': { status: 200, data: { entries: [] } },
    'GET /api/student/visits': { status: 200, data: { visits: [] } },
  });
  renderWithRouter(<MyBookingsPage />, { path: '/student/my-bookings' });
  const upcoming = await screen.findByRole('list', { name: 'Upcoming stay' });
  expect(within(upcoming).getByRole('heading', { name: /Sri Sai Ladies Nest/ })).toHaveTextContent('Upcoming');
  const current = screen.getByRole('list', { name: 'Current stay' });
  expect(within(current).getByRole('heading', { name: /Sri Sai Residency/ })).toHaveTextContent('Active');
  expect(within(current).queryByText('Sri Sai Ladies Nest')).not.toBeInTheDocument();
});
