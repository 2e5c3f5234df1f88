import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Booking } from 'contracts';
import { respondWith } from '../../../../tools/jest/apiResponses';
import { bookingFixture } from '../../../../tools/jest/fixtures';
import { renderWithRouter } from '../../../../tools/jest/render';
import MyBookingsPage from './MyBookingsPage';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const stay = (checkInDate: string): Booking =>
  bookingFixture({
    checkInDate,
    duration: 3,
    createdAt: '2026-11-01T10:00:00.000Z',
    decidedAt: '2026-11-01T11:00:00.000Z',
    respondBy: '2026-11-02T10:00:00.000Z',
  });

it('a stay not begun: the refund by the policy is shown before the cancel is confirmed', async () => {
  const cancelled: string[] = [];
  respondWith({
    'GET /api/student/bookings': { status: 200, data: { bookings: [stay(iso(Date.now() + 2 * DAY))] } },
    'GET /api/student/bookings/b1/cancellation': {
      status: 200,
      data: {
        deposit: 6500,
        refund: 4875,
        deducted: 1625,
        rule: 'Cancelled less than 72 hours before check-in: 25% of the deposit is deducted.',
      },
    },
    'PUT /api/student/bookings/b1/cancel': () => {
      cancelled.push('b1');
      return {
        status: 200,
        data: {
          message: 'Stay cancelled. ₹4,875 comes back to you in 5–7 working days.',
          booking: { ...stay(iso(Date.now() + 2 * DAY)), status: 'Cancelled' },
        },
      };
    },
  });
  renderWithRouter(<MyBookingsPage />, { path: '/student/my-bookings' });
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel stay' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent(
    '25% of the deposit is deducted. You get ₹4,875 back (₹1,625 of your ₹6,500 deposit deducted) in 5–7 working days.',
  );
  expect(cancelled).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel stay' }));
  expect(await screen.findByText('Stay cancelled. ₹4,875 comes back to you in 5–7 working days.')).toBeInTheDocument();
  expect(cancelled).toEqual(['b1']);
});

it('a running stay gives notice; the server says when notice is too short', async () => {
  const sent: string[] = [];
  respondWith({
    'GET /api/student/bookings': { status: 200, data: { bookings: [stay(iso(Date.now() - 30 * DAY))] } },
    'POST /api/student/bookings/b1/notice': (config) => {
      sent.push(JSON.parse(config.data).leavingOn);
      return sent.length === 1
        ? { status: 400, data: { message: "Leaving needs 7 days' notice: the earliest date is 30 Nov." } }
        : {
            status: 200,
            data: {
              message: 'Notice given: you leave on 1 Dec. The owner confirms your check-out that day.',
              booking: { ...stay(iso(Date.now() - 30 * DAY)), leavingOn: '2026-12-01' },
            },
          };
    },
  });
  renderWithRouter(<MyBookingsPage />, { path: '/student/my-bookings' });
  await userEvent.click(await screen.findByRole('button', { name: 'Give notice' }));
  const date = screen.getByLabelText('Leaving on');
  await userEvent.clear(date);
  await userEvent.type(date, '2026-11-25');
  await userEvent.click(screen.getByRole('button', { name: 'Give notice' }));
  expect(await screen.findByText("Leaving needs 7 days' notice: the earliest date is 30 Nov.")).toBeInTheDocument();
  await userEvent.clear(date);
  await userEvent.type(date, '2026-12-01');
  await userEvent.click(screen.getByRole('button', { name: 'Give notice' }));
  expect(await screen.findByText(/You gave notice: you leave on/)).toBeInTheDocument();
  expect(sent).toEqual(['2026-11-25', '2026-12-01']);
});

it('a notice given can move to another date or be withdrawn', async () => {
  const running = { ...stay(iso(Date.now() - 30 * DAY)), leavingOn: '2026-12-01' };
  const calls: string[] = [];
  respondWith({
    'GET /api/student/bookings': { status: 200, data: { bookings: [running] } },
    'PUT /api/student/bookings/b1/notice': (config) => {
      calls.push(`move ${JSON.parse(config.data).leavingOn}`);
      return {
        status: 200,
        data: {
          message: 'Notice changed: you leave on 15 Dec. The owner has been told.',
          booking: { ...running, leavingOn: '2026-12-15' },
        },
      };
    },
    'DELETE /api/student/bookings/b1/notice': () => {
      calls.push('withdraw');
      return {
        status: 200,
        data: {
          message: 'Notice withdrawn: your stay runs on. The owner has been told.',
          booking: { ...running, leavingOn: null, noticeGivenAt: null },
        },
      };
    },
  });
  renderWithRouter(<MyBookingsPage />, { path: '/student/my-bookings' });
  await userEvent.click(await screen.findByRole('button', { name: 'Change leaving date' }));
  const date = screen.getByLabelText('Leaving on');
  expect(date).toHaveValue('2026-12-01');
  await userEvent.clear(date);
  await userEvent.type(date, '2026-12-15');
  await userEvent.click(screen.getByRole('button', { name: 'Change leaving date' }));
  expect(await screen.findByText('Notice changed: you leave on 15 Dec. The owner has been told.')).toBeInTheDocument();
  expect(await screen.findByText(/^You gave notice: you leave on 15 Dec/)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Withdraw notice' }));
  await userEvent.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw notice' }),
  );
  expect(await screen.findByRole('button', { name: 'Give notice' })).toBeInTheDocument();
  expect(calls).toEqual(['move 2026-12-15', 'withdraw']);
});
