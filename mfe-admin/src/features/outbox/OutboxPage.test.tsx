import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OUTBOX_RETRIED, type OutboxMail } from 'contracts';
import { respondWith } from '../../../../tools/jest/apiResponses';
import { renderWithRouter } from '../../../../tools/jest/render';
import OutboxPage from './OutboxPage';

const failed: OutboxMail = {
  id: 'n1',
  to: 'owner@demo.in',
  kind: 'booking-request',
  state: 'failed',
  attempts: 3,
  createdAt: new Date().toISOString(),
  leaseUntil: null,
};
const counts = { queued: 0, sending: 0, sent: 5, failed: 1 };

it('shows the failed e-mails with the counts of each state, and sends one again', async () => {
  const calls: string[] = [];
  respondWith({
    'GET /api/admin/outbox': (request) => {
      const state = request.params.state;
      calls.push(`list ${state}`);
      const mails = state === 'failed' && !calls.includes('retry n1') ? [failed] : [];
      return { status: 200, data: { mails, total: mails.length, counts } };
    },
    'PUT /api/admin/outbox/n1/retry': () => {
      calls.push('retry n1');
      return { status: 200, data: { message: OUTBOX_RETRIED } };
    },
  });
  renderWithRouter(<OutboxPage />, { path: '/admin/outbox' });
  const mail = await screen.findByRole('article', { name: 'To owner@demo.in' });
  expect(within(mail).getByText('Failed')).toBeInTheDocument();
  expect(within(mail).getByText('A student asks to book one of my hostels')).toBeInTheDocument();
  expect(within(mail).getByText(/3 tries/)).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Sent (5)' })).toBeInTheDocument();
  await userEvent.click(within(mail).getByRole('button', { name: 'Send again to owner@demo.in' }));
  expect(await screen.findByText(OUTBOX_RETRIED)).toBeInTheDocument();
  expect(await screen.findByText('No failed e-mails.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'Sent (5)' }));
  expect(await screen.findByText('No sent e-mails.')).toBeInTheDocument();
  expect(calls).toEqual(['list failed', 'retry n1', 'list failed', 'list sent']);
});
