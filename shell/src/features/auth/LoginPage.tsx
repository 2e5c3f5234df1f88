import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { Role } from 'contracts';
import {
  DEMO_ACCOUNTS,
  INVALID_RESPONSE,
  ROLE_LABELS,
  isDemoAccount,
  serverMessage,
  useAuthActions,
  type LoginRedirectState,
} from 'shared-auth';
import { Banner, Button, TextField, toast } from 'shared-ui';
import { AuthCard, AuthLinks } from './AuthCard';
import { PasswordField } from './PasswordField';
import { RoleToggle } from './RoleToggle';
import { validateLogin } from './validation';

const Credentials = styled.section`
  margin-top: 1.5rem;
  padding: 0.9rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.infoBg};
  color: ${({ theme }) => theme.colors.infoText};
  font-size: 0.92rem;
  h2 { font-size: 1rem; margin: 0 0 0.4rem; }
  ul { margin: 0; padding-left: 1.1rem; }
  code { font-size: 0.9rem; }
`;

/** Where to go after login: back to the page that asked for it when it belongs to this role. */
function afterLoginPath(from: string | undefined, role: Role): string | undefined {
  if (!from) return undefined;
  if (from.startsWith('/student') && role !== 'student') return undefined;
  if (from.startsWith('/owner') && role !== 'owner') return undefined;
  return from;
}

export default function LoginPage() {
  const { login } = useAuthActions();
  const location = useLocation();
  const from = (location.state as LoginRedirectState | null)?.from;
  const [role, setRole] = useState<Role>('student');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validateLogin({ email, password });
    if (problem) return setError(problem);
    setError('');
    setBusy(true);
    try {
      await login({ email, password, role }, afterLoginPath(from, role));
      if (isDemoAccount(email, password, role)) toast.info(`Logged in as ${role} (TEST MODE)`);
    } catch (err) {
      setError(
        err instanceof Error && err.message === INVALID_RESPONSE
          ? err.message
          : serverMessage(err, 'Login failed. Invalid credentials or server error.'),
      );
      setBusy(false);
    }
  };

  return (
    <AuthCard>
      <h1>{ROLE_LABELS[role]} Login</h1>
      <RoleToggle role={role} onChange={setRole} disabled={busy} />
      {error && <Banner tone="error">{error}</Banner>}
      <form onSubmit={onSubmit} noValidate aria-label={`${ROLE_LABELS[role]} login`}>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={busy}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={busy}
        />
        <Button type="submit" $block disabled={busy}>
          {busy ? 'Logging in...' : `Login as ${ROLE_LABELS[role]}`}
        </Button>
      </form>
      <AuthLinks>
        <span>
          Don&apos;t have an account? <Link to="/register">Register here</Link>
        </span>
        <Link to="/forgot-password">Forgot password?</Link>
      </AuthLinks>
      <Credentials aria-labelledby="test-credentials">
        <h2 id="test-credentials">Test credentials</h2>
        <ul>
          {DEMO_ACCOUNTS.map((a) => (
            <li key={a.role}>
              {ROLE_LABELS[a.role]}: <code>{a.email}</code> / <code>{a.password}</code>
            </li>
          ))}
        </ul>
      </Credentials>
    </AuthCard>
  );
}
