import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { renderWithRouter } from '../../../../tools/jest/render';
import { HostelControls, SEARCH_DEBOUNCE_MS } from './HostelControls';
import { Pagination } from './Pagination';
import { useHostelFilters } from './useHostelFilters';

function Harness() {
  const { filters, update } = useHostelFilters();
  const location = useLocation();
  return (
    <>
      <HostelControls filters={filters} onChange={update} />
      <Pagination page={filters.page} totalPages={3} onPage={(page) => update({ page })} />
      <output aria-label="query">{location.search}</output>
    </>
  );
}

const query = () => screen.getByLabelText('query').textContent;

it('keeps the filters in the URL, and a filter change goes back to page 1', async () => {
  renderWithRouter(<Harness />, { path: '/student/hostels?page=2' });
  expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await userEvent.selectOptions(screen.getByLabelText('Area'), 'Adibatla');
  expect(query()).toBe('?area=Adibatla');
  await userEvent.selectOptions(screen.getByLabelText('Type'), 'Girls');
  // the default order says what it is
  expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Recommended');
  await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'desc');
  expect(query()).toBe('?area=Adibatla&type=Girls&sort=desc');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(query()).toBe('?area=Adibatla&type=Girls&sort=desc&page=2');
  await userEvent.click(screen.getByRole('button', { name: 'Prev' }));
  expect(query()).toBe('?area=Adibatla&type=Girls&sort=desc');
});

it('reads filters from a shared URL and ignores unknown values', () => {
  renderWithRouter(<Harness />, { path: '/student/hostels?area=Sheriguda&type=Pets&sort=asc&page=3' });
  expect(screen.getByLabelText('Area')).toHaveValue('Sheriguda');
  expect(screen.getByLabelText('Type')).toHaveValue('');
  expect(screen.getByLabelText('Sort by')).toHaveValue('asc');
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});

it('searches by name after a short pause in typing', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithRouter(<Harness />, { path: '/student/hostels' });
  await user.type(screen.getByLabelText('Search by name'), 'sai');
  expect(query()).toBe('');
  act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  expect(query()).toBe('?search=sai');
  jest.useRealTimers();
});

it('offers the spec’s types and areas', () => {
  renderWithRouter(<Harness />, { path: '/student/hostels' });
  const types = [...(screen.getByLabelText('Type') as HTMLSelectElement).options].map((o) => o.text);
  expect(types).toEqual(['All Types', 'Boys', 'Girls', 'Co-Living']);
  const areas = [...(screen.getByLabelText('Area') as HTMLSelectElement).options].map((o) => o.text);
  expect(areas).toEqual([
    'All Areas',
    'Mangalpally',
    'Adibatla',
    'Sheriguda',
    'Dilsukhnagar',
    'Maisammaguda',
    'Narayanaguda',
    'Others',
  ]);
});

it('folds the offer filters behind "More filters": price range, sharing, amenities (all), available beds only', async () => {
  renderWithRouter(<Harness />, { path: '/student/hostels' });
  const more = screen.getByRole('button', { name: 'More filters' });
  expect(more).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(more);
  await userEvent.type(screen.getByLabelText('Max price per bed (₹)'), '7000{Enter}');
  await userEvent.selectOptions(screen.getByLabelText('Sharing'), 'Double');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Wi-Fi' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'AC' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Available beds only' }));
  expect(query()).toBe('?maxPrice=7000&sharing=Double&amenities=Wi-Fi%2CAC&available=1');
  expect(screen.getByRole('button', { name: 'More filters (5)' })).toHaveAttribute('aria-expanded', 'true');
  await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'rating');
  expect(query()).toContain('sort=rating');
  await userEvent.click(screen.getByRole('button', { name: 'Clear these filters' }));
  expect(query()).toBe('?sort=rating');
});

it('opens "More filters" when a shared URL has some, and drops unknown amenities', () => {
  renderWithRouter(<Harness />, { path: '/student/hostels?amenities=Gym,Pool&minPrice=4000' });
  expect(screen.getByRole('button', { name: 'More filters (2)' })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('checkbox', { name: 'Gym' })).toBeChecked();
  expect(screen.getByLabelText('Min price per bed (₹)')).toHaveValue(4000);
});

it('on a phone the filters fold into one "Filters" button: a sheet that Escape closes, focus back on the button', async () => {
  renderWithRouter(<Harness />, { path: '/student/hostels?area=Adibatla&sharing=Double' });
  // jsdom applies no media queries: the button, shown only on narrow screens, is found by its text here
  const filtersButton = (name: string) => screen.getByText(name).closest('button') as HTMLButtonElement;
  const button = filtersButton('Filters (2)');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await userEvent.click(button);
  const sheet = screen.getByRole('dialog', { name: 'Filters' });
  expect(sheet).toContainElement(screen.getByLabelText('Area'));
  expect(sheet).toContainElement(screen.getByLabelText('Sort by'));
  expect(sheet).not.toContainElement(screen.getByLabelText('Search by name'));
  expect(sheet.querySelector('h2')).toHaveFocus();
  await userEvent.selectOptions(screen.getByLabelText('Type'), 'Girls');
  expect(filtersButton('Filters (3)')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(filtersButton('Filters (3)')).toHaveFocus();
  await userEvent.click(filtersButton('Filters (3)'));
  await userEvent.click(screen.getByText('Show hostels'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
