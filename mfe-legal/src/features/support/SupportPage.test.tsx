import { screen } from '@testing-library/react';
import { renderWithRouter } from '../../../../tools/jest/render';
import SupportPage, { SUPPORT_EMAIL } from './SupportPage';

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
