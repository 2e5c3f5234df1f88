import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePageMeta } from 'app-kit';
import { Button, Card, Page, PageTitle, TextField } from 'shared-ui';
import { CONTACT, POLICY } from '../legal/content/policy';
import { RichText } from '../legal/RichText';
import { FAQ, matchingQuestions } from './faq';
import { legalPath } from 'contracts';

const SUPPORT_EMAIL = CONTACT.supportEmail;
const SUPPORT_LAST_UPDATED = POLICY.laterVersion;
const SUPPORT_DESCRIPTION = `Hostel Hub's support centre: write to ${SUPPORT_EMAIL}, answers to common questions and help topics.`;

const helpLinks = [
  {
    to: legalPath('refund-policy'),
    label: 'Refunds and cancellations',
    text: 'How much of your deposit comes back, and when.',
  },
  { to: legalPath('data-protection'), label: 'Your data', text: 'See, correct or delete the data we keep about you.' },
  {
    to: '/login',
    label: 'Password reset',
    text: 'On the login page choose “Forgot password?” to get a one-time code by e-mail.',
  },
  {
    to: legalPath('community-guidelines'),
    label: 'Community guidelines',
    text: 'Reviews, conduct and reporting a problem.',
  },
  { to: legalPath('terms-and-conditions'), label: 'Terms and conditions', text: 'The rules of using Hostel Hub.' },
  { to: legalPath('privacy-policy'), label: 'Privacy policy', text: 'What we collect and why.' },
  {
    to: legalPath('transparency'),
    label: 'Transparency statement',
    text: 'How listings are verified and ranked, and what we earn.',
  },
  { to: legalPath('partner-terms'), label: 'Partner terms', text: 'For hostel owners: duties, payouts and delisting.' },
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

const Faq = styled.section`
  margin-bottom: 2rem;
  h3 { margin: 1.25rem 0 0.5rem; }
  details { border-bottom: 1px solid ${({ theme }) => theme.colors.border}; padding: 0.6rem 0; }
  summary { cursor: pointer; font-weight: 600; }
  details p { margin: 0.5rem 0 0; }
`;

const Updated = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /support: the support centre (spec: e-mail, postal address, last-updated date, help links). */
export default function SupportPage() {
  usePageMeta('Support Centre', SUPPORT_DESCRIPTION);
  const [search, setSearch] = useState('');
  const groups = matchingQuestions(FAQ, search);
  return (
    <Page>
      <PageTitle>Support Centre</PageTitle>
      <Updated>Last updated: {SUPPORT_LAST_UPDATED}</Updated>
      <Card as="section" aria-labelledby="support-contact" style={{ marginBottom: '2rem' }}>
        <h2 id="support-contact">Contact us</h2>
        <p>
          E-mail: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> — we answer within one working day.
        </p>
        <address style={{ fontStyle: 'normal' }}>{CONTACT.postalAddress}</address>
      </Card>
      <Faq aria-labelledby="faq-title">
        <h2 id="faq-title">Frequently asked questions</h2>
        <TextField
          label="Search the questions"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
        />
        {groups.length === 0 && (
          <p role="status">
            No question matches “{search.trim()}”.{' '}
            <Button $variant="secondary" onClick={() => setSearch('')}>
              Clear search
            </Button>
          </p>
        )}
        {groups.map((group) => (
          <div key={group.topic}>
            <h3>{group.topic}</h3>
            {group.items.map((item) => (
              <details key={item.q}>
                <summary>{item.q}</summary>
                <p>
                  <RichText text={item.a} />
                </p>
              </details>
            ))}
          </div>
        ))}
      </Faq>
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
