import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { respondWith } from '../../../../tools/jest/apiResponses';
import { renderWithRouter } from '../../../../tools/jest/render';
import { HomeSearch } from './HomeSearch';
import { LiveListings } from './LiveListings';

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

it('the search box opens the listing with the chosen area, type and words', async () => {
  renderWithRouter(
    <>
      <HomeSearch />
      <Address />
    </>,
  );
  await userEvent.selectOptions(screen.getByLabelText('Area'), 'Adibatla');
  await userEvent.selectOptions(screen.getByLabelText('Type'), 'Girls');
  await userEvent.type(screen.getByLabelText('Hostel name or facility'), ' wifi ');
  await userEvent.click(screen.getByRole('button', { name: 'Search hostels' }));
  expect(screen.getByLabelText('address')).toHaveTextContent('/hostels?area=Adibatla&type=Girls&search=wifi');
});

it('an empty search opens the whole listing', async () => {
  renderWithRouter(
    <>
      <HomeSearch />
      <Address />
    </>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Search hostels' }));
  expect(screen.getByLabelText('address')).toHaveTextContent(/^\/hostels$/);
});

const hostel = (id: string, name: string) => ({
  id,
  name,
  type: 'Boys',
  location: 'Mangalpally',
  price: 6500,
  available: true,
  features: ['Wi-Fi'],
  imageUrl: `/media/hostel-art/${id}/0.svg`,
  rating: { average: 4.5, count: 2 },
  bedsFree: 3,
  sharing: ['Double'],
});

it('shows live hostels from the API, each opening its public page', async () => {
  respondWith({
    'GET /api/hostels': {
      status: 200,
      data: {
        hostels: [hostel('a1', 'Sri Sai Residency'), hostel('b2', 'Lotus Girls Hostel')],
        total: 17,
        page: 1,
        pageSize: 12,
        totalPages: 2,
      },
    },
  });
  renderWithRouter(<LiveListings />);
  const list = await screen.findByRole('list', { name: 'Hostels listed now' });
  expect(list).toHaveTextContent('Sri Sai Residency');
  expect(list).toHaveTextContent('4.5 ★ (2 reviews from verified stays)');
  expect(screen.getByRole('link', { name: /Lotus Girls Hostel/ })).toHaveAttribute('href', '/hostels/b2');
  expect(screen.getByRole('link', { name: 'See all 17 hostels' })).toHaveAttribute('href', '/hostels');
});

it('says so when the listing cannot load, with Retry', async () => {
  respondWith({ 'GET /api/hostels': { status: 500, data: { message: 'Something went wrong on our side.' } } });
  renderWithRouter(<LiveListings />);
  expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
