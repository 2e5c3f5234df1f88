import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Bill, PaymentsOverview } from 'contracts';
import { respondWith } from '../../../../tools/jest/apiResponses';
import { renderWithRouter } from '../../../../tools/jest/render';
import PaymentsPage, { PAYMENT_DEMO_MESSAGE } from './PaymentsPage';

const link =
  'upi://pay?pa=demoowner%40okhdfcbank&pn=Demo%20Owner&am=6500.00&cu=INR&tn=Rent%20November%202026&tr=BILL-1';
const bill = (over: Partial<Bill> = {}): Bill => ({
  id: 'BILL-1',
  kind: 'rent',
  title: 'Rent for November 2026',
  dueNote: null,
  hostelName: 'Sri Sai Residency',
  month: 'November 2026',
  period: '2026-11',
  amount: 6500,
  dueDate: '2026-11-05',
  status: 'Pending',
  overdue: true,
  upi: { payeeAddress: 'demoowner@okhdfcbank', payeeName: 'Demo Owner', link },
  reportedAt: null,
  reference: null,
  ...over,
});
const overview = (current: Bill | null): PaymentsOverview => ({
  bill: current,
  unpaid: [],
  history: [
    {
      id: 'TXN1002',
      date: '2026-10-03T10:00:00.000Z',
      amount: 6500,
      status: 'Success',
      month: 'October 2026',
      hostelName: 'Sri Sai Residency',
      receiptNo: 'RCT-202610-TXN1002',
      title: 'Rent for October 2026',
    },
  ],
});

it('pays by UPI: a QR code and a upi://pay link to the owner, then "I have paid" with a reference', async () => {
  let current = bill();
  const reported: unknown[] = [];
  respondWith({
    'GET /api/student/payments': () => ({ status: 200, data: overview(current) }),
    'POST /api/student/bills/BILL-1/paid': (config) => {
      reported.push(JSON.parse(String(config.data)));
      current = bill({
        status: 'Awaiting confirmation',
        reference: '412345678901',
        reportedAt: new Date().toISOString(),
      });
      return { status: 200, data: { message: 'Thank you. The owner has been told and will confirm your payment.' } };
    },
  });
  renderWithRouter(<PaymentsPage />, { path: '/student/payments' });
  expect(await screen.findByText('Overdue')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'UPI QR code: pay ₹6,500 to demoowner@okhdfcbank' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open in a UPI app' })).toHaveAttribute('href', link);

  // the hint says 12 digits, and so does the check
  await userEvent.type(screen.getByLabelText('UPI reference (optional)'), '12345');
  await userEvent.click(screen.getByRole('button', { name: 'I have paid' }));
  expect(await screen.findByText('A UPI reference is the 12-digit number your UPI app shows.')).toBeInTheDocument();
  expect(reported).toEqual([]);

  await userEvent.clear(screen.getByLabelText('UPI reference (optional)'));
  await userEvent.type(screen.getByLabelText('UPI reference (optional)'), '412345678901');
  await userEvent.click(screen.getByRole('button', { name: 'I have paid' }));
  expect(
    await screen.findByText('Thank you. The owner has been told and will confirm your payment.'),
  ).toBeInTheDocument();
  expect(reported).toEqual([{ reference: '412345678901' }]);
  expect(await screen.findByText(/The owner will confirm it/)).toHaveTextContent('(UPI reference 412345678901)');
  expect(screen.getByText('Awaiting confirmation')).toBeInTheDocument();
  // focus moves to the status that replaced the form (not lost to the page's end)
  await waitFor(() => expect(screen.getByRole('status', { name: 'Payment status' })).toHaveFocus());
});

it('card and net banking stay a demonstration; paid months have their receipts', async () => {
  respondWith({ 'GET /api/student/payments': { status: 200, data: overview(bill({ upi: null })) } });
  renderWithRouter(<PaymentsPage />, { path: '/student/payments' });
  expect(
    await screen.findByText('The owner has not added a UPI ID yet. Pay them another way and ask them to record it.'),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('radio', { name: 'Card (Demo only)' }));
  await userEvent.click(screen.getByRole('button', { name: 'Pay ₹6,500 with Card' }));
  expect(await screen.findByText(PAYMENT_DEMO_MESSAGE, {}, { timeout: 3000 })).toBeInTheDocument();

  const history = screen.getByRole('table');
  expect(within(history).getByRole('link', { name: /Receipt RCT-202610-TXN1002/ })).toHaveAttribute(
    'href',
    '/student/payments/receipts/TXN1002',
  );
  expect(within(history).getByRole('button', { name: /Download PDF/ })).toBeEnabled();
});
