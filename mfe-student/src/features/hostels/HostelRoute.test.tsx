import { screen, waitFor } from '@testing-library/react';
import { respondWith } from '../../../../tools/jest/apiResponses';
import { renderWithRouter } from '../../../../tools/jest/render';
import HostelRoute from './HostelRoute';

it("asks for the hostel while the page's code is still on its way", async () => {
  const asked: string[] = [];
  respondWith({
    'GET /api/hostels/h-42': () => {
      // what the page shows when its hostel is asked for
      asked.push(screen.queryByText('Loading...') ? 'page code still loading' : 'page rendered');
      return { status: 404, data: { message: 'Hostel not found' } };
    },
  });
  renderWithRouter(<HostelRoute />, { path: '/hostels/h-42', routePath: '/hostels/:id' });
  // the page's chunk has not arrived: its spinner shows, and the request has already left
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  await waitFor(() => expect(asked).toEqual(['page code still loading']));
});
