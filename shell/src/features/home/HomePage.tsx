import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AREAS } from 'contracts';
import { usePageMeta } from 'app-kit';
import { Spinner } from 'shared-ui';
import { WhenNear } from '../../layout/WhenNear';
import { Carousel } from './Carousel';
import { HomeSearch, listingPath } from './HomeSearch';
import { ProjectNotice } from './ProjectNotice';

// Below the fold: its code, the query cache and its request come when the visitor scrolls towards it.
const LiveListings = lazy(() => import('./LiveListings'));
/** Until the listing comes near; without JavaScript it never comes, so a link to the listing instead of a spinner. */
const loadingHostels = (
  <>
    <div className="needs-scripts">
      <Spinner label="Loading hostels..." />
    </div>
    <noscript>
      <style>{'.needs-scripts{display:none}'}</style>
      <p>
        <a href="/hostels">See the hostels listed now</a>
      </p>
    </noscript>
  </>
);

const Section = styled.section`
  max-width: 1200px;
  margin: 0 auto;
  padding: 2rem 1.25rem;
  h2 { margin: 0 0 1rem; font-size: 1.4rem; }
`;

const Areas = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
  a {
    display: inline-block;
    padding: 0.55rem 1rem;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 600;
  }
`;

export default function HomePage() {
  usePageMeta(
    '',
    'Find and book verified hostels near your campus in Mangalpally and around Hyderabad: compare prices, photos and facilities, free.',
  );
  return (
    <>
      <h1 style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        Hostel Hub
      </h1>
      <ProjectNotice />
      <Carousel />
      <Section aria-labelledby="find-title">
        <h2 id="find-title">Find a hostel</h2>
        <HomeSearch />
      </Section>
      <Section aria-labelledby="areas-title">
        <h2 id="areas-title">Browse by area</h2>
        <Areas>
          {AREAS.map((area) => (
            <li key={area}>
              <Link to={listingPath({ area })}>{area}</Link>
            </li>
          ))}
        </Areas>
      </Section>
      <Section aria-labelledby="live-title">
        <h2 id="live-title">Hostels listed now</h2>
        <WhenNear placeholder={loadingHostels}>
          <Suspense fallback={loadingHostels}>
            <LiveListings />
          </Suspense>
        </WhenNear>
      </Section>
    </>
  );
}
