import { screen } from '@testing-library/react';
import { useSession } from 'shared-auth';
import { respondWith } from '../../../../tools/jest/apiResponses';
import { hostelSummaryFixture } from '../../../../tools/jest/fixtures';
import { renderWithRouter } from '../../../../tools/jest/render';
import StudentDashboardPage from '../dashboard/StudentDashboardPage';
import HostelsPage from './HostelsPage';

const hostel = hostelSummaryFixture;

beforeEach(() =>
  respondWith({
    'GET /api/hostels': {
      status: 200,
      data: { hostels: [1, 2, 3, 4, 5].map(hostel), total: 5, page: 1, pageSize: 12, totalPages: 1 },
    },
  }),
);

/** The cards' photos (decorative: alt="", the card's text names the hostel): how each is asked for. */
const photos = async () =>
  [...(await screen.findByRole('list', { name: 'Hostels' })).querySelectorAll('img')].map((img) => [
    img.getAttribute('loading'),
    img.getAttribute('fetchpriority'),
  ]);

it('the listing page loads its first screen of card photos at once, the first one first; the rest when near', async () => {
  renderWithRouter(<HostelsPage />, { path: '/student/hostels' });
  expect(await photos()).toEqual([
    ['eager', 'high'],
    ['eager', null],
    ['eager', null],
    ['lazy', null],
    ['lazy', null],
  ]);
});

it('on the dashboard the listing is below the fold: every photo waits until it comes near', async () => {
  useSession
    .getState()
    .setSession('t', { _id: '1', name: 'Asha', email: 'a@x.in', phone: '9999999999', role: 'student' });
  renderWithRouter(<StudentDashboardPage />, { path: '/student-dashboard' });
  expect((await photos()).every(([loading, priority]) => loading === 'lazy' && priority === null)).toBe(true);
});
