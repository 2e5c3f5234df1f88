import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Visit } from 'contracts';
import { Route, useLocation } from 'react-router-dom';
import { type LoginRedirectState, useSession } from 'shared-auth';
import { respondWith } from '../../../../tools/jest/apiResponses';
import { renderWithRouter } from '../../../../tools/jest/render';
import { MyVisits } from './MyVisits';
import { VisitPicker } from './VisitPicker';

const H = 'h1';
// Saturday 28 Nov 2026, 10:00 and 10:30 in India; Sunday 29 Nov, 11:00
const SLOTS = ['2026-11-28T04:30:00.000Z', '2026-11-28T05:00:00.000Z', '2026-11-29T05:30:00.000Z'];

function LoginProbe() {
  const state = useLocation().state as LoginRedirectState | null;
  return <p>Log in, then back to {state?.from}</p>;
}

afterEach(() => {
  useSession.getState().clear();
  sessionStorage.clear();
});

it('a student picks a day and a time (India) and asks to visit', async () => {
  useSession
    .getState()
    .setSession('t', { _id: 's1', name: 'Asha', email: 'a@x.in', phone: '9876543210', role: 'student' });
  const asked: unknown[] = [];
  respondWith({
    [`GET /api/hostels/${H}/visit-slots`]: { status: 200, data: { slots: SLOTS } },
    [`POST /api/student/hostels/${H}/visits`]: (config) => {
      asked.push(JSON.parse(config.data));
      return {
        status: 201,
        data: {
          message: 'Visit requested. The owner will confirm it or propose another time.',
          visit: visit({ startsAt: SLOTS[2] }),
        },
      };
    },
  });
  renderWithRouter(<VisitPicker hostelId={H} />, { path: `/student/hostels/${H}` });
  const day = await screen.findByLabelText('Day');
  expect(
    within(day)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Sat, 28 Nov', 'Sun, 29 Nov']);
  expect(
    within(screen.getByLabelText('Time (India)'))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['10:00 am', '10:30 am']);
  await userEvent.selectOptions(day, 'Sun, 29 Nov');
  await userEvent.click(screen.getByRole('button', { name: 'Ask to visit' }));
  expect(await screen.findByText(/Visit requested\./)).toBeInTheDocument();
  expect(asked).toEqual([{ startsAt: SLOTS[2] }]);
  expect(screen.getByRole('link', { name: 'See your visits' })).toHaveAttribute('href', '/student/my-bookings#visits');
});

it('a visitor’s chosen time waits while they log in', async () => {
  respondWith({ [`GET /api/hostels/${H}/visit-slots`]: { status: 200, data: { slots: SLOTS } } });
  renderWithRouter(<VisitPicker hostelId={H} />, {
    path: `/hostels/${H}`,
    routePath: '/hostels/:id',
    extraRoutes: <Route path="/login" element={<LoginProbe />} />,
  });
  await userEvent.selectOptions(await screen.findByLabelText('Time (India)'), '10:30 am');
  await userEvent.click(screen.getByRole('button', { name: 'Log in to ask for a visit' }));
  expect(await screen.findByText(`Log in, then back to /hostels/${H}?intent=visit`)).toBeInTheDocument();
  expect(JSON.parse(sessionStorage.getItem('hh-visit-draft') ?? '{}')).toEqual({ hostelId: H, startsAt: SLOTS[1] });
});

it('a hostel without visiting hours says so', async () => {
  respondWith({ [`GET /api/hostels/${H}/visit-slots`]: { status: 200, data: { slots: [] } } });
  renderWithRouter(<VisitPicker hostelId={H} />, { path: `/hostels/${H}` });
  expect(await screen.findByText('This hostel has not set visiting hours yet. Ask it a question below.')).toBeVisible();
});

const visit = (over: Partial<Visit>): Visit => ({
  id: 'v1',
  hostelId: H,
  hostelName: 'Sri Sai Residency',
  studentName: 'Asha',
  startsAt: SLOTS[0],
  status: 'requested',
  cancelledBy: null,
  cancelReason: null,
  happened: false,
  ...over,
});

it('my visits: accept a proposed time, cancel with a reason, and ask to book after a visit', async () => {
  const calls: string[] = [];
  let visits = [
    visit({ id: 'v1', status: 'proposed' }),
    visit({ id: 'v2', status: 'confirmed', startsAt: SLOTS[1] }),
    visit({ id: 'v3', status: 'confirmed', happened: true, hostelName: 'Lotus Girls Hostel', hostelId: 'h3' }),
  ];
  respondWith({
    'GET /api/student/visits': () => ({ status: 200, data: { visits } }),
    'PUT /api/student/visits/v1/accept': () => {
      calls.push('accept v1');
      visits = visits.map((v) => (v.id === 'v1' ? { ...v, status: 'confirmed' } : v));
      return { status: 200, data: { message: 'Visit confirmed for the time the owner proposed.', visit: visits[0] } };
    },
    'PUT /api/visits/v2/cancel': (config) => {
      calls.push(`cancel v2: ${JSON.parse(config.data).reason}`);
      visits = visits.map((v) =>
        v.id === 'v2' ? { ...v, status: 'cancelled', cancelledBy: 'student', cancelReason: 'Exams.' } : v,
      );
      return { status: 200, data: { message: 'Visit cancelled.', visit: visits[1] } };
    },
  });
  renderWithRouter(<MyVisits />, { path: '/student/my-bookings' });
  const list = await screen.findByRole('list', { name: 'My visits' });
  await userEvent.click(within(list).getByRole('button', { name: 'Accept Sat, 28 Nov, 10:00 am' }));
  await waitFor(() => expect(calls).toEqual(['accept v1']));
  const [, second] = within(list).getAllByRole('listitem');
  await userEvent.click(within(second).getByRole('button', { name: 'Cancel the visit' }));
  await userEvent.type(within(second).getByLabelText('Why cancel the visit on Sat, 28 Nov, 10:30 am?'), 'Exams.');
  await userEvent.click(within(second).getByRole('button', { name: 'Cancel the visit' }));
  await waitFor(() => expect(calls).toContain('cancel v2: Exams.'));
  expect(await within(list).findByText('Cancelled by you: Exams.')).toBeInTheDocument();
  expect(within(list).getByRole('link', { name: 'Request to book Lotus Girls Hostel' })).toHaveAttribute(
    'href',
    '/student/hostels/h3#book-title',
  );
});
