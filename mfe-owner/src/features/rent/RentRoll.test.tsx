import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RentRoll } from 'contracts';
import { respondWith } from '../../../../tools/jest/apiResponses';
import { renderWithRouter } from '../../../../tools/jest/render';
import RentPage from './RentPage';

const hostels = [{ _id: 'h1', name: 'Sri Sai Residency' }];
const roll = (status: 'Awaiting confirmation' | 'Paid'): RentRoll => ({
  hostel: {
    id: 'h1',
    name: 'Sri Sai Residency',
    dueDay: 5,
    lateFee: { kind: 'none', amount: 0, graceDays: 0 },
    electricityRate: null,
  },
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
      hasAccount: true,
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
      hasAccount: true,
    },
    {
      billId: 'BILL-C',
      kind: 'rent',
      title: 'Rent for November 2026',
      dueNote: null,
      studentName: 'Ravi Listed',
      room: '103',
      amount: 6000,
      dueDate: '2026-11-05',
      status: 'Due',
      paidAt: null,
      method: null,
      reference: null,
      receiptNo: null,
      remindedAt: null,
      hasAccount: false,
    },
  ],
  totals: {
    billed: 19500,
    paid: status === 'Paid' ? 6500 : 0,
    awaiting: status === 'Paid' ? 0 : 6500,
    due: 6000,
    overdue: 7000,
  },
  unbilled: [{ residentId: 'r1', name: 'Arjun Rao', room: '101', suggestedRent: 7500 }],
});

it('sets up the rent of a resident added by hand, from the room’s price', async () => {
  const sent: unknown[] = [];
  respondWith({
    'GET /api/owner/my-hostels': { status: 200, data: { hostels } },
    'GET /api/owner/rent': { status: 200, data: roll('Paid') },
    'POST /api/owner/residents/r1/stay': (config) => {
      sent.push(JSON.parse(String(config.data)));
      return { status: 201, data: { message: 'Rent set up for Arjun Rao.' } };
    },
  });
  renderWithRouter(<RentPage />);
  const unbilled = await screen.findByRole('list', { name: 'Residents not billed yet' });
  expect(unbilled).toHaveTextContent('Arjun Rao · Room 101');
  await userEvent.click(within(unbilled).getByRole('button', { name: 'Set up rent for Arjun Rao' }));
  const form = within(unbilled).getByRole('form', { name: 'Rent for Arjun Rao' });
  expect(within(form).getByLabelText('Rent a month (₹)')).toHaveValue(7500);
  await userEvent.clear(within(form).getByLabelText('Rent a month (₹)'));
  await userEvent.click(within(form).getByRole('button', { name: 'Set up rent' }));
  expect(await within(form).findByText('Please give the rent a month.')).toBeInTheDocument();
  expect(sent).toEqual([]);
  await userEvent.type(within(form).getByLabelText('Rent a month (₹)'), '7000');
  await userEvent.clear(within(form).getByLabelText('Moved in on'));
  await userEvent.type(within(form).getByLabelText('Moved in on'), '2026-06-01');
  await userEvent.clear(within(form).getByLabelText(/Deposit you hold/));
  await userEvent.type(within(form).getByLabelText(/Deposit you hold/), '5000');
  await userEvent.click(within(form).getByRole('button', { name: 'Set up rent' }));
  expect(await screen.findByText('Rent set up for Arjun Rao.')).toBeInTheDocument();
  expect(sent).toEqual([{ checkInDate: '2026-06-01', rent: 7000, depositReceived: 5000 }]);
});

it('shows who paid and who is overdue, confirms a reported UPI payment, records one nobody reported, and reminds', async () => {
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
    'PUT /api/owner/bills/BILL-B/confirm': (config) => {
      calls.push(`record ${config.data}`);
      return { status: 200, data: { message: 'Payment confirmed. The student has their receipt.' } };
    },
    'POST /api/owner/bills/BILL-B/remind': () => {
      calls.push('remind');
      return { status: 200, data: { message: 'Reminder sent.' } };
    },
  });
  renderWithRouter(<RentPage />, { path: '/owner/rent?month=2026-11' });
  const list = await screen.findByRole('list', { name: 'Rent for November 2026' });
  const totals = screen.getByLabelText('Totals for November 2026');
  expect(within(totals).getByText('Overdue').nextSibling).toHaveTextContent('₹7,000');
  expect(screen.getByLabelText('Month')).toHaveValue('2026-11');
  expect(calls).toContain('roll 2026-11');

  const divya = within(list).getByText('Divya Sree').closest('li') as HTMLElement;
  expect(divya).toHaveTextContent('Awaiting confirmation');
  expect(divya).toHaveTextContent('The student says they paid (UPI reference 412345678901).');
  await userEvent.click(within(divya).getByRole('button', { name: 'Confirm UPI payment from Divya Sree' }));
  expect(await screen.findByRole('alertdialog')).toHaveTextContent(
    '₹6,500 received from Divya Sree by UPI (reference 412345678901)?',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
  expect(await screen.findByText('Payment confirmed. The student has their receipt.')).toBeInTheDocument();
  expect(calls).toContain('confirm {"method":"UPI"}');
  expect(await within(list).findByText(/Receipt RCT-202611-A/)).toBeInTheDocument();

  // a resident with no account here cannot be reminded online; the owner records their cash
  const ravi = within(list).getByText('Ravi Listed').closest('li') as HTMLElement;
  expect(within(ravi).queryByRole('button', { name: /^Remind/ })).not.toBeInTheDocument();
  expect(within(ravi).getByRole('button', { name: 'Record cash payment from Ravi Listed' })).toBeEnabled();
  await userEvent.click(screen.getByRole('button', { name: 'Remind Kiran Rao' }));
  expect(await screen.findByText('Reminder sent.')).toBeInTheDocument();

  // nothing was reported for Kiran's rent: no "Confirm", but a UPI payment recorded with its 12-digit reference
  const kiran = within(list).getByText('Kiran Rao').closest('li') as HTMLElement;
  expect(within(kiran).queryByRole('button', { name: /^Confirm UPI payment/ })).not.toBeInTheDocument();
  expect(within(kiran).queryByRole('button', { name: /^Not received/ })).not.toBeInTheDocument();
  await userEvent.click(within(kiran).getByRole('button', { name: 'Record UPI payment from Kiran Rao' }));
  const form = within(kiran).getByRole('form', { name: 'Record a UPI payment from Kiran Rao' });
  await userEvent.type(within(form).getByLabelText('UPI reference (12 digits)'), '12345');
  await userEvent.click(within(form).getByRole('button', { name: /^Record ₹7,000 by UPI/ }));
  expect(await within(form).findByText('Give the 12-digit UPI reference your app shows for it.')).toBeInTheDocument();
  await userEvent.clear(within(form).getByLabelText('UPI reference (12 digits)'));
  await userEvent.type(within(form).getByLabelText('UPI reference (12 digits)'), '512345678903');
  await userEvent.click(within(form).getByRole('button', { name: /^Record ₹7,000 by UPI/ }));
  await waitFor(() => expect(calls).toContain('record {"method":"UPI","reference":"512345678903"}'));
});

it('"Not received": the owner says a reported payment did not arrive, and why', async () => {
  const sent: unknown[] = [];
  respondWith({
    'GET /api/owner/my-hostels': { status: 200, data: { hostels } },
    'GET /api/owner/rent': { status: 200, data: roll('Awaiting confirmation') },
    'PUT /api/owner/bills/BILL-A/not-received': (config) => {
      sent.push(JSON.parse(String(config.data)));
      return {
        status: 200,
        data: { message: 'Marked as not received. The bill is due again and the student has been told why.' },
      };
    },
  });
  renderWithRouter(<RentPage />, { path: '/owner/rent?month=2026-11' });
  const list = await screen.findByRole('list', { name: 'Rent for November 2026' });
  const divya = within(list).getByText('Divya Sree').closest('li') as HTMLElement;
  await userEvent.click(within(divya).getByRole('button', { name: 'Not received from Divya Sree' }));
  const form = within(divya).getByRole('form', { name: 'Payment from Divya Sree not received' });
  await userEvent.type(
    within(form).getByLabelText('Tell the student why (optional)'),
    'No credit with this reference.',
  );
  await userEvent.click(within(form).getByRole('button', { name: 'Mark as not received' }));
  expect(
    await screen.findByText('Marked as not received. The bill is due again and the student has been told why.'),
  ).toBeInTheDocument();
  expect(sent).toEqual([{ note: 'No credit with this reference.' }]);
});
