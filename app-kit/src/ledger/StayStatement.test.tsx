import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stayLedgerFixture } from '../../../tools/jest/fixtures';
import { renderWithRouter } from '../../../tools/jest/render';
import { StayStatement } from './StayStatement';

const ledger = stayLedgerFixture({
  bookingId: 'b1',
  status: 'Completed',
  endedAt: '2026-11-20T10:00:00.000Z',
  lines: [
    {
      date: '2026-10-01',
      kind: 'deposit',
      title: 'Security deposit',
      charge: 6500,
      payment: 0,
      balance: 6500,
      receiptNo: null,
    },
  ],
  settlement: { depositReceived: 6500, deducted: 500, refunded: 6000, reasons: ['A broken chair.'] },
});

it('downloads the statement as the API’s PDF, and says so when it cannot', async () => {
  let calls = 0;
  const download = () => {
    calls += 1;
    return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve();
  };
  renderWithRouter(<StayStatement ledger={ledger} viewer="owner" download={download} />);
  expect(screen.getByRole('heading', { name: 'Settlement statement' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
  expect(await screen.findByText('Could not download the statement.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
  expect(calls).toBe(2);
});
