import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useEffect } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { HubThemeProvider } from 'shared-ui';
import { ErrorBoundary } from './ErrorBoundary';
import { thisRelease } from './release';
import { RouteErrorBoundary } from './RouteErrorBoundary';

let logged: unknown[][] = [];
beforeEach(() => {
  logged = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
});
afterEach(() => jest.restoreAllMocks());

/** A page whose effect throws once it has rendered (as a cleanup that is not a function did). */
function FailsInEffect() {
  useEffect(() => {
    throw new TypeError('i is not a function');
  }, []);
  return <p>hostel page</p>;
}

function Site({ children, initial }: { children: ReactNode; initial: string[] }) {
  return (
    <HubThemeProvider>
      <MemoryRouter initialEntries={initial} initialIndex={initial.length - 1}>
        <Link to="/hostels">Browse hostels</Link>
        {children}
      </MemoryRouter>
    </HubThemeProvider>
  );
}

const routes = (
  <RouteErrorBoundary home="/student-dashboard">
    <Routes>
      <Route path="/hostels" element={<p>listing</p>} />
      <Route path="/hostels/:id" element={<FailsInEffect />} />
      <Route path="/student-dashboard" element={<p>dashboard</p>} />
    </Routes>
  </RouteErrorBoundary>
);

it('a page that fails in an effect shows the error, Reload and Go back in its place, and logs it', async () => {
  render(<Site initial={['/hostels', '/hostels/h1']}>{routes}</Site>);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Unexpected Application Error!');
  expect(alert).toHaveTextContent('i is not a function');
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  expect(logged.some((args) => String(args[0]).includes('[development] a page failed at /'))).toBe(true);
  // what is around the area stays, and Go back returns to the page before
  expect(screen.getByRole('link', { name: 'Browse hostels' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
  expect(await screen.findByText('listing')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('Go back on the tab’s first page goes to the area’s home', async () => {
  render(<Site initial={['/hostels/h1']}>{routes}</Site>);
  await userEvent.click(await screen.findByRole('button', { name: 'Go back' }));
  expect(await screen.findByText('dashboard')).toBeInTheDocument();
});

it('a script that is gone is left to the boundary above, which offers the new version', () => {
  function Stale(): never {
    const error = new Error('Loading chunk 250 failed.');
    error.name = 'ChunkLoadError';
    throw error;
  }
  render(
    <Site initial={['/hostels']}>
      <ErrorBoundary label="the section" resetKey="x" fallback={() => <p>A new version is available</p>}>
        <RouteErrorBoundary>
          <Stale />
        </RouteErrorBoundary>
      </ErrorBoundary>
    </Site>,
  );
  expect(screen.getByText('A new version is available')).toBeInTheDocument();
  expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
});

it('names the release from the address its code came from', () => {
  expect(thisRelease('http://localhost:3001/mfe-student/20261205-092353-b1b732dd/')).toBe(
    'mfe-student/20261205-092353-b1b732dd',
  );
  expect(thisRelease('https://hostelhub.in/shell/20261205-092353-e7a25e66/')).toBe('shell/20261205-092353-e7a25e66');
  expect(thisRelease('http://localhost:3013/')).toBe('development');
});
