import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { HubThemeProvider } from 'shared-ui';
import { SiteRoutes } from '../routes';
import type { RemoteModule } from './remotes';

/** Every address each fake section rendered with. */
const seen: Record<string, string[]> = { hostels: [], legal: [] };

function section(name: 'hostels' | 'legal'): RemoteModule {
  function Section() {
    const { pathname } = useLocation();
    seen[name].push(pathname);
    return (
      <Routes>
        <Route path="*" element={<h1>{name} section</h1>} />
      </Routes>
    );
  }
  return { default: Section } as RemoteModule;
}

const modules: Record<string, RemoteModule> = {
  'mfe_student/PublicHostelRoutes': section('hostels'),
  'mfe_legal/LegalRoutes': section('legal'),
};

jest.mock('./remotes', () => ({
  ...jest.requireActual('./remotes'),
  loadedModule: (id: string) => modules[id],
  ensureCurrentRelease: () => Promise.resolve(),
  refreshDeployment: () => Promise.resolve(),
}));
jest.mock('./startAreaData', () => ({ startAreaData: () => undefined }));

it('moving from one area to another never renders the first area’s section with the next one’s address', async () => {
  render(
    <HubThemeProvider>
      <MemoryRouter initialEntries={['/hostels']}>
        <SiteRoutes
          areas={[
            { path: 'hostels/*', module: 'mfe_student/PublicHostelRoutes' },
            { path: 'legal/*', module: 'mfe_legal/LegalRoutes' },
          ]}
        />
        <Link to="/legal/cookie-policy">Cookie Policy (test link)</Link>
      </MemoryRouter>
    </HubThemeProvider>,
  );
  expect(await screen.findByRole('heading', { name: 'hostels section' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Cookie Policy (test link)' }));
  expect(await screen.findByRole('heading', { name: 'legal section' })).toBeInTheDocument();
  expect(seen.legal).toContain('/legal/cookie-policy');
  // the hostels' routes would have read "/legal/cookie-policy" as a hostel's id (a request for /api/hostels/cookie-policy)
  expect(seen.hostels.every((path) => path === '/hostels')).toBe(true);
});
