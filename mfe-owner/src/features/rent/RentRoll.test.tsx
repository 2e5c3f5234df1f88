import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RentRoll } from 'contracts';
import { respondWith } from '../../../../tools/jest/apiResponses';
import { renderWithRouter } from '../../../../tools/jest/render';
import { RentSection } from './RentRoll';

const hostels = [{ _id: 'h1', name: 'Sri Sai Residency' }];
const roll = (status: 'Awaiting confirmation' | 'Paid'): RentRoll => ({
  hostel: { id: 'h1', name: 'Sri Sai Residency', dueDay: 5, lateFee: { kind: 'none', amount: 0, graceDays: 0 } },
  month: '2026-11',
  monthLabel: 'November 2026',
  rows: [
    {
      billId: 'BILL-A',
      kind: 'rent',
      title: 'Rent for November 2026',
      dueNote: null,
      studentName: 'Divya Sree',
      room: '101',
      amount: 6500,
      dueDate: '2026-11-05',
      status,
      paidAt: status === 'Paid' ? '2026-11-06T10:00:00.000Z' : null,
      method: status === 'Paid' ? 'UPI' : null,
      reference: '412345678901',
      receiptNo: status === 'Paid' ? 'RCT-202611-A' : null,
      remindedAt: null,
    },
    {
      billId: 'BILL-B',
      kind: 'rent',
      title: 'Rent for November 2026',
      dueNote: null,
      studentName: 'Kiran Rao',
      room: '102',
      amount: 7000,
      dueDate: '2026-11-05',
      status: 'Overdue',
      paidAt: null,
      method: null,
      reference: null,
      receiptNo: null,
      remindedAt: null,
    },
  ],
  totals: {
    billed: 13500,
    paid: status === 'Paid' ? 6500 : 0,
    awaiting: status === 'Paid' ? 0 : 6500,
    due: 0,
    overdue: 7000,
  },
  unbilled: [{ name: 'Arjun Rao', room: '101' }],
});

it('names the residents added by hand, whom nothing bills', async () => {
  respondWith({
    'GET /api/owner/my-hostels': { status: 200, data: { hostels } },
    'GET /api/owner/rent': { status: 200, data: roll('Paid') },
  });
  renderWithRouter(<RentSection />);
  const unbilled = await screen.findByRole('list', { name: 'Residents not billed here' });
  expect(unbilled).toHaveTextContent('Arjun Rao · Room 101');
});

it('shows who paid and who is overdue, confirms a UPI payment and reminds', async () => {
  let status: 'Awaiting confirmation' | 'Paid' = 'Awaiting confirmation';
  const calls: string[] = [];
  respondWith({
    'GET /api/owner/my-hostels': { status: 200, data: { hostels } },
    'GET /api/owner/rent': (config) => {
      calls.push(`roll ${config.params.month}`);
      return { status: 200, data: roll(status) };
    },
    'PUT /api/owner/bills/BILL-A/confirm': (config) => {
      calls.push(`confirm ${config.data}`);
      status = 'Paid';
      return { status: 200, data: { message: 'Payment confirmed. The student has their receipt.' } };
    },
    'POST /api/owner/bills/BILL-B/remind': () => {
      calls.push('remind');
      return { status: 200, data: { message: 'Reminder sent.' } };
    },
  });
  renderWithRouter(<RentSection />, { path: '/owner/payment-settings?month=2026-11' });
  const list = await screen.findByRole('list', { name: 'Rent for November 2026' });
  const totals = screen.getByLabelText('Totals for November 2026');
  expect(within(totals).getByText('Overdue').nextSibling).toHaveTextContent('₹7,000');
  expect(screen.getByLabelText('Month')).toHaveValue('2026-11');
  expect(calls).toContain('roll 2026-11');

  const divya = within(list).getByText('Divya Sree').closest('li') as HTMLElement;
  expect(divya).toHaveTextContent('Awaiting confirmation');
  expect(divya).toHaveTextContent('The student says they paid (UPI reference 412345678901).');
  await userEvent.click(within(divya).getByRole('button', { name: 'Confirm UPI payment from Divya Sree' }));
  expect(await screen.findByRole('alertdialog')).toHaveTextContent('₹6,500 received from Divya Sree by UPI?');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
  expect(await screen.findByText('Payment confirmed. The student has their receipt.')).toBeInTheDocument();
  expect(calls).toContain('confirm {"method":"UPI"}');
  expect(await within(list).findByText(/Receipt RCT-202611-A/)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Remind Kiran Rao' }));
  expect(await screen.findByText('Reminder sent.')).toBeInTheDocument();
});
