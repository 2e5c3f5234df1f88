import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../../../tools/jest/render';
import { CONTACT } from '../legal/content/policy';
import SupportPage from './SupportPage';

const SUPPORT_EMAIL = CONTACT.supportEmail;

it('shows contact, address, last-updated date and the help links of the spec', () => {
  renderWithRouter(<SupportPage />, { path: '/support' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Support Centre');
  expect(screen.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  expect(screen.getByText(/Last updated:/)).toBeInTheDocument();
  expect(screen.getByText(/Mangalpally/)).toBeInTheDocument();
  const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
  for (const href of [
    '/legal/refund-policy',
    '/legal/data-protection',
    '/login',
    '/legal/community-guidelines',
    '/legal/terms-and-conditions',
    '/legal/privacy-policy',
    '/legal/transparency',
    '/legal/partner-terms',
  ]) {
    expect(hrefs).toContain(href);
  }
  expect(document.title).toBe('Support Centre · Hostel Hub');
});

it('searches the questions by every word typed, and offers a way back from no match', async () => {
  const user = userEvent.setup();
  renderWithRouter(<SupportPage />, { path: '/support' });
  const questions = () => [...document.querySelectorAll('details summary')].map((summary) => summary.textContent);
  const all = questions().length;
  const search = screen.getByRole('searchbox', { name: 'Search the questions' });
  await user.type(search, 'PASSWORD forgot');
  expect(questions()).toEqual(['I forgot my password.']);
  await user.clear(search);
  await user.type(search, 'partner-terms');
  // "/legal/partner-terms" is a link's address in an answer, not its text
  expect(questions()).toEqual([]);
  await user.clear(search);
  await user.type(search, 'swimming pool');
  expect(screen.getByText(/No question matches/)).toHaveTextContent('No question matches “swimming pool”.');
  await user.click(screen.getByRole('button', { name: 'Clear search' }));
  expect(search).toHaveValue('');
  expect(questions()).toHaveLength(all);
});
