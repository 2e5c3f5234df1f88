import { LEGAL_PAGES, legalPath } from 'contracts';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { dashboardPath } from 'shared-auth';
import { useShownRole } from './useShownRole';

const HIDDEN_ON = ['/login', '/register', '/forgot-password', '/reset-password'];

/** The footer shows on every page but the sign-in pages (spec §2). */
/** The site has been published since 2025 (its policies are dated July 2025): the copyright runs from then
 * to this year, so the support page's 2025 date and the footer agree. */
export const FIRST_PUBLISHED = 2025;
export const copyrightYears = (year = new Date().getFullYear()) =>
  year > FIRST_PUBLISHED ? `${FIRST_PUBLISHED}–${year}` : String(FIRST_PUBLISHED);

export function showsFooter(pathname: string): boolean {
  return !HIDDEN_ON.includes(pathname.replace(/\/$/, '') || '/');
}

export const LEGAL_LINKS = LEGAL_PAGES.map((page) => ({ to: legalPath(page.slug), label: page.title }));

const Wrapper = styled.footer`
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding: 2.5rem 1rem 1.5rem;
  font-size: 0.95rem;
`;

const Grid = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  display: grid;
  grid-template-columns: 2fr 1fr 2fr 1.5fr;
  gap: 2rem;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) { grid-template-columns: 1fr; gap: 1.25rem; }
  h2 { font-size: 1rem; margin: 0 0 0.6rem; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.35rem; }
  p { margin: 0 0 0.4rem; color: ${({ theme }) => theme.colors.textMuted}; }
  address { font-style: normal; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Bottom = styled.p`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 2rem auto 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function Footer() {
  // "Dashboard" is /login for a visitor (spec §2) and the dashboard itself for a signed-in user
  const { role } = useShownRole();
  return (
    <Wrapper>
      <Grid>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">Hostel Hub</h2>
          <p>Verified hostels near your campus in Mangalpally, Hyderabad. Browse, compare and enquire for free.</p>
        </section>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore">Explore</h2>
          <ul>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to={role ? dashboardPath(role) : '/login'}>Dashboard</Link>
            </li>
            <li>
              <Link to="/support">Support</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">Legal</h2>
          <ul>
            {LEGAL_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <address>
            Hostel Hub, Plot 12, Main Road,
            <br />
            Mangalpally, Ibrahimpatnam,
            <br />
            Hyderabad, Telangana 501510
            <br />
            <a href="mailto:support@hostelhub.in">support@hostelhub.in</a>
            <br />
            <a href="tel:+919000012345">+91 90000 12345</a>
          </address>
        </section>
      </Grid>
      <Bottom>© {copyrightYears()} Hostel Hub. All rights reserved.</Bottom>
    </Wrapper>
  );
}
