import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { HubThemeProvider } from 'shared-ui';
import { Layout } from '../layout/Layout';
import { SiteErrorBoundary } from '../layout/SiteErrorBoundary';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

let explode = true;
function Fragile() {
  if (explode) throw new Error('hostels is undefined');
  return <p>section works</p>;
}

beforeEach(() => {
  explode = true;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('a remote that throws while rendering shows the fallback with its error, and Retry renders it again', async () => {
  const onRetry = jest.fn();
  render(
    <HubThemeProvider>
      <RemoteErrorBoundary resetKey="/student/hostels" onRetry={onRetry}>
        <Fragile />
      </RemoteErrorBoundary>
    </HubThemeProvider>,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Unexpected Application Error!');
  expect(alert).toHaveTextContent('This section is temporarily unavailable');
  expect(alert).toHaveTextContent('hostels is undefined');
  explode = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalled();
  expect(screen.getByText('section works')).toBeInTheDocument();
});

it('a shell page that throws shows "Unexpected Application Error!" with the text, inside the layout', async () => {
  render(
    <HubThemeProvider>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route element={<Layout />}>
            <Route path="/" element={<Fragile />} />
            <Route path="/about" element={<p>about works</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </HubThemeProvider>,
  );
  expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  expect(screen.getByText('hostels is undefined')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  // going elsewhere leaves the error behind
  await userEvent.click(screen.getAllByRole('link', { name: 'About Us' })[0]);
  expect(await screen.findByText('about works')).toBeInTheDocument();
});

it('what fails outside a page (an effect of the layout) shows the error under the navbar, not a blank window', async () => {
  function LayoutWithBadEffect() {
    const { pathname } = useLocation();
    useLayoutEffect(() => {
      if (pathname === '/hostels/h2') throw new TypeError('i is not a function');
    }, [pathname]);
    return <Link to="/hostels/h2">Next hostel</Link>;
  }
  render(
    <HubThemeProvider>
      <MemoryRouter initialEntries={['/hostels/h1']}>
        <SiteErrorBoundary>
          <LayoutWithBadEffect />
        </SiteErrorBoundary>
      </MemoryRouter>
    </HubThemeProvider>,
  );
  await userEvent.click(screen.getByRole('link', { name: 'Next hostel' }));
  expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  expect(screen.getByText('i is not a function')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  // Go back returns to the page before, rendered again
  await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
  expect(await screen.findByRole('link', { name: 'Next hostel' })).toBeInTheDocument();
});

it('a section whose script cannot be fetched any more (ChunkLoadError) asks politely for a reload, not an error page', () => {
  function Stale(): never {
    const error = new Error('Loading chunk 250 failed.\n(error: https://legal.example/mfe-legal/x/250.js)');
    error.name = 'ChunkLoadError';
    throw error;
  }
  render(
    <HubThemeProvider>
      <RemoteErrorBoundary resetKey="/support" onRetry={() => undefined}>
        <Stale />
      </RemoteErrorBoundary>
    </HubThemeProvider>,
  );
  const notice = screen.getByRole('status');
  expect(notice).toHaveTextContent('A new version of this section is available');
  expect(notice).toHaveTextContent('Reload the page to open it.');
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
});
