import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorBoundary, RouteError } from 'app-kit';
import { Navbar } from './Navbar';

const Plain = styled.header`
  padding: 1rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  a { font-weight: 800; font-size: 1.3rem; color: ${({ theme }) => theme.colors.primary}; }
`;

/** The navbar, or the site's name linking home when the navbar is what failed. */
function NavbarOrName() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      label="the navbar"
      resetKey={pathname}
      fallback={() => (
        <Plain>
          <a href="/">Hostel Hub</a>
        </Plain>
      )}
    >
      <Navbar />
    </ErrorBoundary>
  );
}

/**
 * Around the whole layout: what fails outside a page (the layout's own effects, the navbar) shows the error page
 * under the navbar instead of a blank window. A page's own failure is caught nearer, in the content area.
 */
export function SiteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      label="the site's layout"
      resetKey={pathname}
      fallback={(error) => (
        <>
          <NavbarOrName />
          <main id="main" tabIndex={-1}>
            <RouteError error={error} />
          </main>
        </>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
