import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingRequest } from 'contracts';
import { respondWith } from '../../../../tools/jest/apiResponses';
import { stayLedgerFixture } from '../../../../tools/jest/fixtures';
import { renderWithRouter } from '../../../../tools/jest/render';
import { CurrentStays } from './CurrentStays';

const DAY = 86_400_000;
const stay = (id: string, studentName: string, checkInDate: string, leavingOn: string | null): BookingRequest => ({
  id,
  hostelId: 'h1',
  hostelName: 'Sri Sai Residency',
  location: 'Mangalpally',
  roomInfo: 'Room 101, Floor 1',
  checkInDate,
  duration: 6,
  note: '',
  status: 'Active',
  createdAt: '2026-10-01T10:00:00.000Z',
  decidedAt: '2026-10-01T11:00:00.000Z',
  respondBy: '2026-10-02T10:00:00.000Z',
  deposit: 6500,
  noticeGivenAt: leavingOn ? '2026-11-20T10:00:00.000Z' : null,
  leavingOn,
  cancelledBy: null,
  refund: null,
  checkOut: null,
  rejectReason: null,
  sharing: 'Double',
  pricePerBed: 6500,
  studentName,
  studentPhone: '9876543210',
  studentEmail: 's@example.in',
});

it('checks out a student who gave notice: her open bills paid from the deposit, a deduction with its reason', async () => {
  const bodies: unknown[] = [];
  respondWith({
    'GET /api/owner/stays': {
      status: 200,
      data: {
        stays: [
          stay('s1', 'Lakshmi', new Date(Date.now() - 30 * DAY).toISOString().slice(0, 10), '2026-12-01'),
          stay('s2', 'Arjun', new Date(Date.now() + 9 * DAY).toISOString().slice(0, 10), null),
        ],
      },
    },
    // the deposit received: what the check-out can return
    'GET /api/owner/stays/s1/ledger': {
      status: 200,
      data: stayLedgerFixture({
        openBills: [
          { billId: 'b-el', title: 'Electricity: October meter', amount: 765, dueDate: '2026-11-05', status: 'Due' },
          { billId: 'b-dec', title: 'Rent for December 2026', amount: 6500, dueDate: '2026-12-05', status: 'Due' },
          {
            billId: 'b-nov',
            title: 'Rent for November 2026',
            amount: 6500,
            dueDate: '2026-11-05',
            status: 'Awaiting confirmation',
          },
        ],
      }),
    },
    'PUT /api/owner/stays/s1/check-out': (config) => {
      bodies.push(JSON.parse(config.data));
      return {
        status: 200,
        data: {
          message: 'Lakshmi is checked out; the bed is free.',
          booking: stay('s1', 'Lakshmi', '2026-10-05', null),
        },
      };
    },
  });
  renderWithRouter(<CurrentStays />);
  const lakshmi = await screen.findByRole('article', { name: /Lakshmi/ });
  expect(within(lakshmi).getByText(/^Leaving/)).toBeInTheDocument();
  const arjun = screen.getByRole('article', { name: /Arjun/ });
  expect(within(arjun).getByRole('button', { name: 'Cancel stay of Arjun' })).toBeInTheDocument();

  await userEvent.click(within(lakshmi).getByRole('button', { name: 'Check out Lakshmi' }));
  // the form's code comes on opening it, with what is still to pay
  const electricity = await within(lakshmi).findByRole('checkbox', { name: /Pay Electricity: October meter, ₹765/ });
  const sum = within(lakshmi).getByLabelText('The deposit at check-out');
  expect(sum).toHaveTextContent('Returned to Lakshmi₹6,500');
  expect(sum).toHaveTextContent('Still due from Lakshmi₹13,765');
  // a payment the student reported is settled on the rent roll first
  expect(within(lakshmi).getByRole('checkbox', { name: /Rent for November 2026/ })).toBeDisabled();
  await userEvent.click(electricity);
  await userEvent.click(within(lakshmi).getByRole('button', { name: 'Add a deduction' }));
  await userEvent.type(within(lakshmi).getByLabelText('Amount (₹)'), '500');
  await userEvent.type(within(lakshmi).getByLabelText('Reason'), 'A broken bucket.');
  expect(sum).toHaveTextContent('Bills paid from it₹765');
  expect(sum).toHaveTextContent('Other deductions₹500');
  expect(sum).toHaveTextContent('Returned to Lakshmi₹5,235');
  expect(sum).toHaveTextContent('Still due from Lakshmi₹13,000');
  // more than the deposit cannot be kept
  await userEvent.click(within(lakshmi).getByRole('checkbox', { name: /Rent for December 2026/ }));
  expect(within(lakshmi).getByRole('alert')).toHaveTextContent('The deductions are ₹1,265 more than the deposit');
  expect(within(lakshmi).getByRole('button', { name: 'Confirm check-out' })).toBeDisabled();
  await userEvent.click(within(lakshmi).getByRole('checkbox', { name: /Rent for December 2026/ }));
  await userEvent.click(within(lakshmi).getByRole('button', { name: 'Confirm check-out' }));
  expect(await screen.findByText('Lakshmi is checked out; the bed is free.')).toBeInTheDocument();
  expect(bodies).toEqual([
    { outcome: 'left', settleBillIds: ['b-el'], deductions: [{ amount: 500, reason: 'A broken bucket.' }] },
  ]);
});

it('charges electricity by the units used, or any charge by its amount', async () => {
  const bodies: unknown[] = [];
  respondWith({
    'GET /api/owner/stays': {
      status: 200,
      data: { stays: [stay('s1', 'Lakshmi', new Date(Date.now() - 30 * DAY).toISOString().slice(0, 10), null)] },
    },
    'POST /api/owner/stays/s1/charges': (config) => {
      bodies.push(JSON.parse(String(config.data)));
      return { status: 201, data: { message: 'Charge added.' } };
    },
  });
  renderWithRouter(<CurrentStays />);
  await userEvent.click(await screen.findByRole('button', { name: 'Add a charge for Lakshmi' }));
  const form = await screen.findByRole('form', { name: 'Charge Lakshmi' });
  await userEvent.type(within(form).getByLabelText('Note the student sees'), 'October meter');
  await userEvent.click(within(form).getByRole('button', { name: 'Add charge' }));
  expect(await within(form).findByText('Please give the amount in rupees.')).toBeInTheDocument();
  await userEvent.type(within(form).getByLabelText('Units used'), '60');
  await userEvent.click(within(form).getByRole('button', { name: 'Add charge' }));
  expect(await screen.findByText('Charge added.')).toBeInTheDocument();
  expect(bodies).toEqual([{ category: 'Electricity', note: 'October meter', units: 60 }]);
});
