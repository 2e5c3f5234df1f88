import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Page, PageTitle } from 'shared-ui';

export const SUPPORT_EMAIL = 'support@hostelhub.in';
export const SUPPORT_LAST_UPDATED = 'July 17, 2025';

const helpLinks = [
  { to: '/legal/refund-policy', label: 'Refunds and cancellations', text: 'How much of your deposit comes back, and when.' },
  { to: '/legal/data-protection', label: 'Your data', text: 'See, correct or delete the data we keep about you.' },
  { to: '/login', label: 'Password reset', text: 'On the login page choose “Forgot password?” to get a one-time code by e-mail.' },
  { to: '/legal/community-guidelines', label: 'Community guidelines', text: 'Reviews, conduct and reporting a problem.' },
  { to: '/legal/terms-and-conditions', label: 'Terms and conditions', text: 'The rules of using Hostel Hub.' },
  { to: '/legal/privacy-policy', label: 'Privacy policy', text: 'What we collect and why.' },
  { to: '/legal/transparency', label: 'Transparency statement', text: 'How listings are verified and ranked, and what we earn.' },
  { to: '/legal/partner-terms', label: 'Partner terms', text: 'For hostel owners: duties, payouts and delisting.' },
];

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 2rem;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 1rem;
  li { display: flex; }
  li > div { flex: 1; }
  h3 { margin: 0 0 0.3rem; font-size: 1.05rem; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Updated = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /support: the support centre (spec: e-mail, postal address, last-updated date, help links). */
export default function SupportPage() {
  useEffect(() => window.scrollTo(0, 0), []);
  return (
    <Page>
      <PageTitle>Support Centre</PageTitle>
      <Updated>Last updated: {SUPPORT_LAST_UPDATED}</Updated>
      <Card as="section" aria-labelledby="support-contact" style={{ marginBottom: '2rem' }}>
        <h2 id="support-contact">Contact us</h2>
        <p>
          E-mail: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> — we answer within one working day.
        </p>
        <address style={{ fontStyle: 'normal' }}>
          Hostel Hub, Plot 12, Main Road, Mangalpally, Ibrahimpatnam, Hyderabad, Telangana 501510, India
        </address>
      </Card>
      <h2>Help topics</h2>
      <Grid>
        {helpLinks.map((l) => (
          <li key={l.to}>
            <Card>
              <h3>
                <Link to={l.to}>{l.label}</Link>
              </h3>
              <p>{l.text}</p>
            </Card>
          </li>
        ))}
      </Grid>
    </Page>
  );
}
