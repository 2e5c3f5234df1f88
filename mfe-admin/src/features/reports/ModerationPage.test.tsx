import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModerationItem } from 'contracts';
import { respondWith } from '../../../../tools/jest/apiResponses';
import { renderWithRouter } from '../../../../tools/jest/render';
import ModerationPage from './ModerationPage';
import { waitingText } from './waiting';

const HOUR = 3_600_000;
const report = (hoursAgo: number): ModerationItem => ({
  id: 'r1',
  reason: 'Spam',
  reportedAt: new Date(Date.now() - hoursAgo * HOUR - 60_000).toISOString(),
  reporter: 'Priya Sharma',
  review: {
    id: 'v1',
    hostelId: 'h1',
    hostelName: 'Sri Sai Residency',
    author: 'Asha R.',
    overall: 1,
    text: 'Buy cheap phones at …',
    createdAt: '2026-11-20T10:00:00.000Z',
  },
});

it('measures the wait against the 48-hour promise', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  expect(waitingText('2026-11-23T07:00:00Z', now)).toEqual({ text: 'Waiting 5 h of 48 h · 43 h left', tone: 'info' });
  expect(waitingText('2026-11-21T22:00:00Z', now).tone).toBe('warning');
  expect(waitingText('2026-11-21T02:00:00Z', now)).toEqual({
    text: 'Overdue: waiting 58 h (promise 48 h)',
    tone: 'danger',
  });
});

it('shows each report with its wait, and removes a review with a note', async () => {
  const decisions: unknown[] = [];
  respondWith({
    'GET /api/admin/reports': { status: 200, data: { reports: [report(50)], total: 1 } },
    'GET /api/admin/message-reports': { status: 200, data: { reports: [], total: 0 } },
    'PUT /api/admin/reports/r1': (config) => {
      decisions.push(JSON.parse(config.data));
      return { status: 200, data: { message: 'Review removed. Both the reporter and the author are told.' } };
    },
  });
  renderWithRouter(<ModerationPage />, { path: '/admin/reports' });
  const card = await screen.findByRole('article', { name: /Review of Sri Sai Residency by Asha R\./ });
  expect(within(card).getByText('Overdue: waiting 50 h (promise 48 h)')).toBeInTheDocument();
  expect(within(card).getByText('Reported by Priya Sharma: “Spam”')).toBeInTheDocument();
  await userEvent.click(within(card).getByRole('button', { name: 'Decide' }));
  await userEvent.click(within(card).getByRole('button', { name: 'Remove the review' }));
  expect(await within(card).findByText('Please add a note for the people involved.')).toBeInTheDocument();
  await userEvent.type(within(card).getByLabelText('Note to the reporter and the author'), 'Advertising.');
  await userEvent.click(within(card).getByRole('button', { name: 'Remove the review' }));
  expect(await screen.findByText('Review removed. Both the reporter and the author are told.')).toBeInTheDocument();
  expect(decisions).toEqual([{ decision: 'remove', note: 'Advertising.' }]);
});

it('reported messages wait beside the reviews, and are kept or removed the same way', async () => {
  const decisions: unknown[] = [];
  respondWith({
    'GET /api/admin/reports': { status: 200, data: { reports: [], total: 0 } },
    'GET /api/admin/message-reports': {
      status: 200,
      data: {
        reports: [
          {
            id: 'mr1',
            reason: 'Asks for money outside the site.',
            reportedAt: new Date(Date.now() - 2 * HOUR).toISOString(),
            reporter: 'Asha Rao',
            message: {
              id: 'm1',
              hostelName: 'Sri Sai Residency',
              author: 'Ramesh Goud',
              from: 'owner',
              text: 'Pay the advance to my own account.',
              createdAt: '2026-11-20T10:00:00.000Z',
            },
          },
        ],
        total: 1,
      },
    },
    'PUT /api/admin/message-reports/mr1': (config) => {
      decisions.push(JSON.parse(config.data));
      return { status: 200, data: { message: 'Message kept. Both the reporter and the writer are told.' } };
    },
  });
  renderWithRouter(<ModerationPage />, { path: '/admin/reports' });
  expect(await screen.findByText('No reported reviews are waiting.')).toBeInTheDocument();
  const card = await screen.findByRole('article', { name: 'Message about Sri Sai Residency by Ramesh Goud (owner)' });
  expect(within(card).getByText('Pay the advance to my own account.')).toBeInTheDocument();
  await userEvent.click(within(card).getByRole('button', { name: 'Decide' }));
  await userEvent.type(within(card).getByLabelText('Note to the reporter and the writer'), 'Reminded of the rules.');
  await userEvent.click(within(card).getByRole('button', { name: 'Keep the message' }));
  expect(await screen.findByText('Message kept. Both the reporter and the writer are told.')).toBeInTheDocument();
  expect(decisions).toEqual([{ decision: 'keep', note: 'Reminded of the rules.' }]);
});
