import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorBoundary } from 'app-kit';
import { registerNavigate } from 'shared-auth';
import { Spinner, ToastViewport } from 'shared-ui';
import { DeploymentBanners } from '../deployment/DeploymentBanners';
import { RouteErrorPage } from './RouteErrorPage';
import { useScrollRestoration } from './useScrollRestoration';
import { Navbar } from './Navbar';
import { Footer, showsFooter } from './Footer';

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

/** The content area fills the screen below the navbar (4rem) even while a section is still loading, so the
 * footer starts below the fold and the arriving section pushes nothing on screen (no layout shift). */
const Main = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-height: calc(100vh - 4rem);
  min-height: calc(100svh - 4rem);
`;

/** The content area's id: the skip link's target, and what a server-rendered page's first paint waits for
 * (prerender/renderPages.tsx). */
export const CONTENT_ID = 'main';

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus { left: 1rem; top: 1rem; z-index: 2000; padding: 0.5rem 1rem; background: ${({ theme }) => theme.colors.surface}; }
`;

export function Layout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    const unregister = registerNavigate((to) => navigate(to));
    return unregister;
  }, [navigate]);
  useScrollRestoration();
  return (
    <Shell>
      <SkipLink href={`#${CONTENT_ID}`}>Skip to content</SkipLink>
      <DeploymentBanners />
      <Navbar />
      <Main id={CONTENT_ID} tabIndex={-1}>
        {/* a page that throws shows why in the content area, until the visitor goes elsewhere */}
        <ErrorBoundary label="a page" resetKey={pathname} fallback={(error) => <RouteErrorPage error={error} />}>
          {/* the first page's code on its way (moving to another page keeps the one on screen meanwhile) */}
          <Suspense fallback={<Spinner label="Loading Hostel Hub..." />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Main>
      {showsFooter(pathname) && <Footer />}
      <ToastViewport />
    </Shell>
  );
}
