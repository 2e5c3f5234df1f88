import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Visit } from 'contracts';
import { respondWith } from '../../../../tools/jest/apiResponses';
import { renderWithRouter } from '../../../../tools/jest/render';
import VisitsPage from './VisitsPage';

const SLOTS = ['2026-11-28T04:30:00.000Z', '2026-11-28T05:00:00.000Z'];
const visit = (over: Partial<Visit>): Visit => ({
  id: 'v1',
  hostelId: 'h1',
  hostelName: 'Sri Sai Residency',
  studentName: 'Asha Rao',
  startsAt: SLOTS[0],
  status: 'requested',
  cancelledBy: null,
  cancelReason: null,
  happened: false,
  ...over,
});

it('the owner confirms one visit, proposes another time for a second, and sets visiting hours', async () => {
  const calls: unknown[] = [];
  let visits = [visit({ id: 'v1' }), visit({ id: 'v2', studentName: 'Ravi Kumar', startsAt: SLOTS[1] })];
  let hours = [{ weekday: 6, from: '10:00', to: '13:00' }];
  respondWith({
    'GET /api/owner/visits': () => ({ status: 200, data: { visits } }),
    'GET /api/owner/my-hostels': { status: 200, data: { hostels: [{ _id: 'h1', name: 'Sri Sai Residency' }] } },
    'GET /api/owner/hostels/h1/visiting-hours': () => ({ status: 200, data: { hours } }),
    'PUT /api/owner/hostels/h1/visiting-hours': (config) => {
      hours = JSON.parse(config.data).hours;
      calls.push({ hours });
      return { status: 200, data: { message: 'Visiting hours saved.', hours } };
    },
    'GET /api/hostels/h1/visit-slots': { status: 200, data: { slots: ['2026-11-29T05:30:00.000Z'] } },
    'PUT /api/owner/visits/v1/confirm': () => {
      calls.push('confirm v1');
      visits = visits.map((v) => (v.id === 'v1' ? { ...v, status: 'confirmed' } : v));
      return { status: 200, data: { message: 'Visit confirmed.', visit: visits[0] } };
    },
    'PUT /api/owner/visits/v2/propose': (config) => {
      calls.push({ propose: JSON.parse(config.data) });
      visits = visits.map((v) =>
        v.id === 'v2' ? { ...v, status: 'proposed', startsAt: '2026-11-29T05:30:00.000Z' } : v,
      );
      return { status: 200, data: { message: 'Another time proposed to the student.', visit: visits[1] } };
    },
  });
  renderWithRouter(<VisitsPage />, { path: '/owner/visits' });
  const list = await screen.findByRole('list', { name: 'Visits to your hostels' });
  await userEvent.click(within(list).getByRole('button', { name: 'Confirm the visit of Asha Rao' }));
  expect(await screen.findByText('Visit confirmed.')).toBeInTheDocument();

  const [, ravi] = within(list).getAllByRole('listitem');
  await userEvent.click(within(ravi).getByRole('button', { name: 'Propose another time' }));
  expect(await within(ravi).findByRole('option', { name: 'Sun, 29 Nov, 11:00 am' })).toBeInTheDocument();
  await userEvent.click(within(ravi).getByRole('button', { name: 'Propose this time' }));
  expect(await within(ravi).findByText('You proposed this time')).toBeInTheDocument();

  await userEvent.click(await screen.findByRole('button', { name: 'Add visiting hours' }));
  await userEvent.selectOptions(screen.getByLabelText('Day 2'), 'Sunday');
  await userEvent.click(screen.getByRole('button', { name: 'Save visiting hours' }));
  expect(await screen.findByText('Visiting hours saved.')).toBeInTheDocument();
  await waitFor(() =>
    expect(calls).toEqual([
      'confirm v1',
      { propose: { startsAt: '2026-11-29T05:30:00.000Z' } },
      {
        hours: [
          { weekday: 6, from: '10:00', to: '13:00' },
          { weekday: 0, from: '10:00', to: '13:00' },
        ],
      },
    ]),
  );
});
