import { useMutation } from '@tanstack/react-query';
import { formProblem, useLazyContractForm, usePageMeta } from 'app-kit';
import type { FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { LOGIN_CODE_SENT, type LoginPayload } from 'contracts';
import { useState } from 'react';
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
import { afterLoginPath } from './afterLogin';

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

const RoleHint = styled.span`
  display: block;
  margin-top: 0.35rem;
  font-weight: 400;
`;

/** The form's rules come with the visitor's first touch of it (useLazyContractForm). */
const loadSchema = () => import('./authForms').then((forms) => forms.loginFormSchema);

export default function LoginPage() {
  usePageMeta('Login', 'Log in to Hostel Hub as a student or a hostel owner.');

  const { login } = useAuthActions();
  const location = useLocation();
  const from = (location.state as LoginRedirectState | null)?.from;
  // sent here from an owner's page (a guard, "Switch account"): the owner's login is the likely one
  const form = useLazyContractForm(loadSchema, {
    email: '',
    password: '',
    role: from?.startsWith('/owner') ? 'owner' : 'student',
    otp: '',
  });
  const role = form.watch('role');
  const signIn = useMutation({
    mutationFn: (payload: LoginPayload) => login(payload, afterLoginPath(from, payload.role)),
    onSuccess: (_user, { email, password, role }) => {
      if (isDemoAccount(email, password, role)) toast.info(`Logged in as ${role} (TEST MODE)`);
    },
  });
  const busy = signIn.isPending || signIn.isSuccess;
  // many failed logins on this account from elsewhere: the API e-mailed a code, asked for from then on
  const [codeAsked, setCodeAsked] = useState(false);
  if (!codeAsked && signIn.isError && serverMessage(signIn.error, '') === LOGIN_CODE_SENT) setCodeAsked(true);
  const error =
    formProblem(form.formState.errors) ??
    (signIn.isError
      ? signIn.error instanceof Error && signIn.error.message === INVALID_RESPONSE
        ? signIn.error.message
        : serverMessage(signIn.error, 'Login failed. Invalid credentials or server error.')
      : '');
  // every failed sign-in names the other tab, so the hint says nothing about whether the account exists
  const otherRole = role === 'owner' ? 'student' : 'owner';
  const roleHint =
    signIn.isError && !codeAsked
      ? `Are you ${otherRole === 'owner' ? 'a hostel owner' : 'a student'}? Choose ${ROLE_LABELS[otherRole]} above.`
      : '';
  const onSubmit = (event: FormEvent) => {
    signIn.reset();
    return form.handleSubmit((payload) => signIn.mutate(payload))(event);
  };

  return (
    <AuthCard>
      <h1>{ROLE_LABELS[role]} Login</h1>
      <RoleToggle role={role} onChange={(next) => form.setValue('role', next)} disabled={busy} />
      {error && (
        <Banner tone="error">
          {error}
          {roleHint && <RoleHint>{roleHint}</RoleHint>}
        </Banner>
      )}
      <form
        method="post"
        action="/login"
        onSubmit={onSubmit}
        onFocus={form.warm}
        onPointerDown={form.warm}
        noValidate
        aria-label={`${ROLE_LABELS[role]} login`}
      >
        <TextField label="Email" type="email" autoComplete="email" disabled={busy} {...form.register('email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          disabled={busy}
          {...form.register('password')}
        />
        {codeAsked && (
          <TextField
            label="One-time code from the e-mail"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            disabled={busy}
            {...form.register('otp')}
          />
        )}
        <Button type="submit" $block disabled={busy}>
          {busy ? 'Logging in...' : `Login as ${ROLE_LABELS[role]}`}
        </Button>
      </form>
      <AuthLinks>
        <span>
          Don&apos;t have an account?{' '}
          <Link to="/register" state={location.state}>
            Register here
          </Link>
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
