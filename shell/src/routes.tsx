import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { RequireAuth } from 'shared-auth';
import { Spinner } from 'shared-ui';
import { Layout } from './layout/Layout';
import { RouteErrorPage } from './layout/RouteErrorPage';
import { areaAddress, getRemoteAreas, type RemoteArea } from './federation/areas';
import { RemoteRoute } from './federation/RemoteRoute';
import { AreaGuard } from './features/wrong-area/AreaGuard';

type PageModule = () => Promise<{ default: ComponentType }>;

/** A page as its own chunk, so `/` stays light. */
const lightPage = (load: PageModule) => async () => ({ Component: (await load()).default });

/** A page that reads or writes server state: its chunk comes with the shell's query cache (TanStack Query), which
 * `/` does not load for a visitor. */
const page = (load: PageModule) => async () => {
  const [{ default: Page }, { ShellQueryProvider }] = await Promise.all([load(), import('./queryClient')]);
  return {
    element: (
      <ShellQueryProvider>
        <Page />
      </ShellQueryProvider>
    ),
  };
};

/** The area's first requests, with the address they belong to (the area's own, without query). */
const earlyData = (area: RemoteArea) => (area.data?.length ? { at: areaAddress(area), paths: area.data } : undefined);

function remoteElement(area: RemoteArea) {
  const section = <RemoteRoute module={area.module} early={earlyData(area)} />;
  if (!area.role) return section;
  return (
    <AreaGuard role={area.role} clearOnMismatch={area.clearOnMismatch}>
      {section}
    </AreaGuard>
  );
}

/** The site's routes: the shell's own pages, and every remote area the deployment names (data). */
export const createRoutes = (areas: readonly RemoteArea[] = getRemoteAreas()): RouteObject[] => [
  {
    element: <Layout />,
    hydrateFallbackElement: <Spinner label="Loading Hostel Hub..." />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, lazy: lightPage(() => import('./features/home/HomePage')) },
          { path: 'about', lazy: lightPage(() => import('./features/about/AboutPage')) },
          { path: 'contact', lazy: page(() => import('./features/contact/ContactPage')) },
          { path: 'login', lazy: page(() => import('./features/auth/LoginPage')) },
          { path: 'register', lazy: page(() => import('./features/auth/RegisterPage')) },
          { path: 'forgot-password', lazy: page(() => import('./features/auth/ForgotPasswordPage')) },
          { path: 'reset-password', lazy: page(() => import('./features/auth/ResetPasswordPage')) },
          {
            element: (
              <RequireAuth fallback={<Spinner />}>
                <Outlet />
              </RequireAuth>
            ),
            children: [
              { path: 'profile', lazy: page(() => import('./features/profile/ProfilePage')) },
              { path: 'edit-profile', lazy: page(() => import('./features/profile/EditProfilePage')) },
            ],
          },
          ...areas.map((area) => ({ path: area.path, element: remoteElement(area) })),
          { path: '*', lazy: lightPage(() => import('./features/not-found/NotFoundPage')) },
        ],
      },
    ],
  },
];
