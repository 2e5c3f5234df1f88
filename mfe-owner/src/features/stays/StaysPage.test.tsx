import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { respondWith } from '../../../../tools/jest/apiResponses';
import { bookingFixture } from '../../../../tools/jest/fixtures';
import { renderWithRouter } from '../../../../tools/jest/render';
import StaysPage from './StaysPage';

const owners = { studentName: 'Lakshmi', studentPhone: '9876543210', studentEmail: 'l@example.in' };

it('past stays are a tab of their own, in the address, each with how it ended and its statement', async () => {
  const asked: string[] = [];
  respondWith({
    'GET /api/owner/stays': (request) => {
      asked.push(String(request.params.status ?? 'current'));
      return {
        status: 200,
        data: {
          stays:
            request.params.status === 'past'
              ? [
                  {
                    ...bookingFixture({
                      id: 's9',
                      status: 'Completed',
                      checkOut: {
                        outcome: 'left',
                        at: '2026-11-30T10:00:00.000Z',
                        depositReturned: 5735,
                        deducted: 765,
                        reason: 'Electricity: October meter (₹765, settled from the deposit)',
                      },
                    }),
                    ...owners,
                  },
                ]
              : [],
        },
      };
    },
  });
  renderWithRouter(<StaysPage />, { path: '/owner/stays' });
  expect(await screen.findByText('No confirmed stays yet.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'Past' }));
  expect(screen.getByLabelText('current path')).toHaveTextContent('/owner/stays');
  const past = await screen.findByRole('list', { name: 'Past stays' });
  const card = within(past).getByRole('article', { name: /Lakshmi/ });
  expect(card).toHaveTextContent(
    'Checked out 30 Nov 2026: ₹5,735 of the deposit returned (₹765 kept: Electricity: October meter (₹765, settled from the deposit)).',
  );
  expect(within(card).getByRole('link', { name: "Settlement statement of Lakshmi's stay" })).toHaveAttribute(
    'href',
    '/owner/stays/s9/statement',
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Past stays');
  expect(asked).toEqual(['current', 'past']);
});
