import type { ReactNode } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { RequireAuth } from 'shared-auth';
import { Spinner } from 'shared-ui';
import { Layout } from './layout/Layout';
import { SiteErrorBoundary } from './layout/SiteErrorBoundary';
import { AreasContext } from './federation/areaRole';
import { getRemoteAreas, type RemoteArea } from './federation/areas';
import { RemoteRoute } from './federation/RemoteRoute';
import { AreaGuard } from './features/wrong-area/AreaGuard';
import { type LazyPage, lazyPage, ShowPage } from './routing/lazyPage';

/** A page that reads or writes server state comes with the shell's query cache (TanStack Query). */
const withQueryCache = async () => (await import('./queryClient')).ShellQueryProvider;

/** The shell's own pages, each its own chunk so `/` stays light. `signedIn`: only for a signed-in user. */
const shellPages: Array<{ path: string; page: LazyPage; signedIn?: true }> = [
  { path: '/', page: lazyPage(() => import('./features/home/HomePage')) },
  { path: '/about', page: lazyPage(() => import('./features/about/AboutPage')) },
  { path: '/contact', page: lazyPage(() => import('./features/contact/ContactPage'), withQueryCache) },
  { path: '/login', page: lazyPage(() => import('./features/auth/LoginPage'), withQueryCache) },
  { path: '/register', page: lazyPage(() => import('./features/auth/RegisterPage'), withQueryCache) },
  { path: '/forgot-password', page: lazyPage(() => import('./features/auth/ForgotPasswordPage'), withQueryCache) },
  { path: '/reset-password', page: lazyPage(() => import('./features/auth/ResetPasswordPage'), withQueryCache) },
  {
    path: '/profile',
    page: lazyPage(() => import('./features/profile/ProfilePage'), withQueryCache),
    signedIn: true,
  },
  {
    path: '/edit-profile',
    page: lazyPage(() => import('./features/profile/EditProfilePage'), withQueryCache),
    signedIn: true,
  },
];
const notFound = lazyPage(() => import('./features/not-found/NotFoundPage'));

/** Loads the code of the shell's page at `pathname`, if the shell renders it (a remote's area loads its own). */
export function preloadShellPage(pathname: string): Promise<void> | undefined {
  return shellPages.find((p) => matchPath(p.path, pathname))?.page.preload();
}

/** A remote area's element. Keyed by the area: moving from one area to another mounts the next one's section afresh,
 * instead of rendering the one on screen with the next area's address for a render (its routes would read it). */
function remoteElement(area: RemoteArea) {
  const section = <RemoteRoute key={area.path} module={area.module} />;
  if (!area.role) return section;
  return (
    <AreaGuard key={area.path} role={area.role} clearOnMismatch={area.clearOnMismatch}>
      {section}
    </AreaGuard>
  );
}

/**
 * The site's routes: the shell's own pages, and every remote area the deployment names (data), in the layout.
 * `children`: more routes (the prerender's empty section slot). Declarative routes on a <BrowserRouter>, not a data
 * router (createBrowserRouter): the site has no loaders, actions or fetchers, and that router put 18 kB gzip more on
 * every page. Moving to another page is a transition: the page on screen stays until the next one has its code.
 */
export function SiteRoutes({
  areas = getRemoteAreas(),
  children,
}: {
  areas?: readonly RemoteArea[];
  children?: ReactNode;
}) {
  return (
    <AreasContext value={areas}>
      <SiteErrorBoundary>
        <Routes>
          <Route element={<Layout />}>
            {children}
            {shellPages.map(({ path, page, signedIn }) => (
              <Route
                key={path}
                path={path}
                element={
                  signedIn ? (
                    <RequireAuth fallback={<Spinner />}>
                      <ShowPage page={page} />
                    </RequireAuth>
                  ) : (
                    <ShowPage page={page} />
                  )
                }
              />
            ))}
            {areas.map((area) => (
              <Route key={area.path} path={area.path} element={remoteElement(area)} />
            ))}
            <Route path="*" element={<ShowPage page={notFound} />} />
          </Route>
        </Routes>
      </SiteErrorBoundary>
    </AreasContext>
  );
}
