import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnerComplaint } from 'contracts';
import { respondWith } from '../../../../tools/jest/apiResponses';
import { renderWithRouter } from '../../../../tools/jest/render';
import ComplaintsPage from './ComplaintsPage';

const complaint = (id: string, issue: string, conversationId: string | null): OwnerComplaint => ({
  id,
  student: 'Asha Rao',
  room: '101',
  issue,
  details: 'Since Monday.',
  date: '2026-11-23T04:30:00.000Z',
  status: 'Open',
  hostelName: 'Sri Sai Residency',
  category: 'Water',
  photoUrl: null,
  timeline: [{ status: 'Open', at: '2026-11-23T04:30:00.000Z' }],
  conversationId,
});

it('the owner answers a complaint; one already answered links to its conversation', async () => {
  const answers: unknown[] = [];
  let answered = false;
  respondWith({
    'GET /api/owner/complaints': () => ({
      status: 200,
      data: {
        complaints: [
          complaint('c1', 'No hot water', answered ? 'conv-1' : null),
          complaint('c2', 'Leaking tap', 'conv-2'),
        ],
      },
    }),
    'POST /api/owner/complaints/c1/answer': (config) => {
      answers.push(JSON.parse(config.data));
      answered = true;
      return {
        status: 201,
        data: {
          message: 'Message sent.',
          conversationId: 'conv-1',
          sent: {
            id: 'm1',
            from: 'owner',
            author: 'Sri Sai Residency',
            text: 'The plumber comes at 10.',
            createdAt: '2026-11-23T05:00:00.000Z',
            mine: true,
            removed: false,
          },
        },
      };
    },
  });
  renderWithRouter(<ComplaintsPage />, { path: '/owner/view-complaints' });
  expect(await screen.findByRole('link', { name: 'Answers in Messages' })).toHaveAttribute(
    'href',
    '/owner/messages/conv-2',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Answer “No hot water”' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
  expect(await screen.findByText('Write a message first.')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Your answer to “No hot water”'), 'The plumber comes at 10.');
  await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
  expect(await screen.findByText('Answer sent to Asha Rao.')).toBeInTheDocument();
  expect(answers).toEqual([{ text: 'The plumber comes at 10.' }]);
  expect(await screen.findAllByRole('link', { name: 'Answers in Messages' })).toHaveLength(2);
});
