import { useEffect, type ReactNode } from 'react';
import { BrowserRouter, Link, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  authApi,
  configureApi,
  DEMO_ACCOUNTS,
  ROLE_LABELS,
  registerNavigate,
  serverMessage,
  syncSessionAcrossTabs,
  useAuth,
  useSession,
  type LoginRedirectState,
} from 'shared-auth';
import { Button, HubThemeProvider, Page, ToastViewport, toast, useThemeMode } from 'shared-ui';

// A small local host for running one remote on its own (npm run dev -w mfe-xxx): theme, router and a
// real session against the API, without the shell. Imports go through the package names so the store
// and theme are the same singletons the remote's pages use.

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 0.6rem 1rem;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-bottom: 2px dashed ${({ theme }) => theme.colors.border};
  font-size: 0.9rem;
  strong { margin-right: auto; }
`;

function NavigateBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    const unregister = registerNavigate((to) => navigate(to));
    return unregister;
  }, [navigate]);
  return null;
}

/** A login button of the dev bar: a published account (the operator's signs in from either role). */
export interface DevAccount {
  label: string;
  email: string;
  password: string;
  role: (typeof DEMO_ACCOUNTS)[number]['role'];
}

const DEMO_BUTTONS: DevAccount[] = DEMO_ACCOUNTS.map((a) => ({
  ...a,
  label: `Log in as demo ${ROLE_LABELS[a.role].toLowerCase()}`,
}));

function DevBar({
  title,
  links,
  accounts,
}: {
  title: string;
  links: Array<{ to: string; label: string }>;
  accounts: DevAccount[];
}) {
  const { user, isLoggedIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const toggleTheme = useThemeMode((s) => s.toggle);
  const loginAs = async ({ email, password, role }: DevAccount) => {
    try {
      const { token, user: u } = await authApi.login({ email, password, role });
      useSession.getState().setSession(token, u);
      // Back to the page that sent us to /login, as the composed site does.
      if (location.pathname === '/login')
        navigate((location.state as LoginRedirectState | null)?.from ?? links[0]?.to ?? '/', { replace: true });
    } catch (error) {
      toast.error(serverMessage(error, 'Login failed: is the API running?'));
    }
  };
  return (
    <Bar>
      <strong>{title} — standalone</strong>
      {links.map((l) => (
        <Link key={l.to} to={l.to}>
          {l.label}
        </Link>
      ))}
      <Button type="button" $size="sm" $variant="secondary" onClick={toggleTheme}>
        Toggle theme
      </Button>
      {isLoggedIn ? (
        <>
          <span>
            {user?.name} ({user?.role})
          </span>
          <Button type="button" $size="sm" $variant="secondary" onClick={() => useSession.getState().clear()}>
            Logout
          </Button>
        </>
      ) : (
        accounts.map((a) => (
          <Button key={a.email} type="button" $size="sm" onClick={() => loginAs(a)}>
            {a.label}
          </Button>
        ))
      )}
    </Bar>
  );
}

export function StandaloneHost({
  title,
  apiBaseUrl,
  links,
  accounts = DEMO_BUTTONS,
  children,
}: {
  title: string;
  apiBaseUrl: string;
  links: Array<{ to: string; label: string }>;
  /** The dev bar's login buttons (the demo student and owner unless given). */
  accounts?: DevAccount[];
  children: ReactNode;
}) {
  configureApi({ baseUrl: apiBaseUrl });
  useEffect(() => {
    useSession.getState().restore();
    const stopSyncing = syncSessionAcrossTabs();
    return stopSyncing;
  }, []);
  return (
    <HubThemeProvider>
      <BrowserRouter>
        <NavigateBridge />
        <DevBar title={title} links={links} accounts={accounts} />
        <main>
          <Routes>
            {/* The guards send visitors here; in the composed site the shell owns /login. */}
            <Route
              path="/login"
              element={
                <Page $narrow>
                  <h1>Log in</h1>
                  <p>Use a demo login button above.</p>
                </Page>
              }
            />
            <Route path="*" element={children} />
          </Routes>
        </main>
        <ToastViewport />
      </BrowserRouter>
    </HubThemeProvider>
  );
}
