import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HostelPage } from 'contracts';
import { useLocation } from 'react-router-dom';
import { respondWith } from '../../../../tools/jest/apiResponses';
import { hostelSummaryFixture } from '../../../../tools/jest/fixtures';
import { renderWithRouter } from '../../../../tools/jest/render';
import HostelsPage from './HostelsPage';

const empty = { hostels: [], total: 0, page: 1, pageSize: 12, totalPages: 1, searchedAs: '' };

function Page() {
  return (
    <>
      <HostelsPage />
      <output aria-label="query">{useLocation().search}</output>
    </>
  );
}

/** Mangalpally has nothing; anywhere else has one hostel. */
function answerByArea(asked: Array<Record<string, unknown>>) {
  respondWith({
    'GET /api/hostels': ({ params }): { status: number; data: HostelPage } => {
      asked.push(params);
      return params.area === 'Mangalpally'
        ? { status: 200, data: { ...empty, elsewhere: [{ area: 'Adibatla', total: 1 }] } }
        : { status: 200, data: { ...empty, hostels: [hostelSummaryFixture(1)], total: 1, elsewhere: [] } };
    },
  });
}

const NARROWED = '/student/hostels?area=Mangalpally&type=Girls&search=lotus&amenities=Wi-Fi';

it('an empty result says what narrowed it and offers the nearest areas that have some', async () => {
  const asked: Array<Record<string, unknown>> = [];
  answerByArea(asked);
  renderWithRouter(<Page />, { path: NARROWED });
  expect(await screen.findByText('No hostels found matching your criteria in Mangalpally!')).toBeVisible();
  expect(screen.getByText('Nothing listed matches “lotus”, girls’ hostels, Wi-Fi.')).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: 'Adibatla (1 hostel)' }));
  expect(screen.getByLabelText('query')).toHaveTextContent('?area=Adibatla&type=Girls&search=lotus&amenities=Wi-Fi');
  const cards = await screen.findByRole('list', { name: 'Hostels' });
  expect(cards).toBeVisible();
  // every card a student chooses from says the operator checked it
  expect(within(cards).getByText('Verified')).toHaveAttribute('title', 'Verified by Hostel Hub on 12 Mar 2026');
  expect(asked.at(-1)).toMatchObject({ area: 'Adibatla', search: 'lotus' });
});

it('"Clear filters" takes every filter and the search away', async () => {
  answerByArea([]);
  renderWithRouter(<Page />, { path: `${NARROWED}&sort=asc` });
  await userEvent.click(await screen.findByRole('button', { name: 'Clear filters' }));
  expect(screen.getByLabelText('query')).toHaveTextContent(/^\?sort=asc$/);
  expect(await screen.findByRole('list', { name: 'Hostels' })).toBeVisible();
  expect(screen.getByLabelText('Search by name')).toHaveValue('');
});

it('says what a misspelt search was matched as', async () => {
  respondWith({
    'GET /api/hostels': {
      status: 200,
      data: { ...empty, hostels: [hostelSummaryFixture(1)], total: 1, searchedAs: 'hostel', elsewhere: [] },
    },
  });
  renderWithRouter(<Page />, { path: '/student/hostels?search=hostal' });
  expect(
    await screen.findByText(/Nothing matches “hostal”; showing hostels for “hostel”\. 1 hostel found/),
  ).toBeVisible();
});
