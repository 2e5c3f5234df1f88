import { useMutation } from '@tanstack/react-query';
import { formProblem, useLazyContractForm, usePageMeta } from 'app-kit';
import type { FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { RegisterPayload } from 'contracts';
import { type LoginRedirectState, ROLE_LABELS, serverMessage, useAuthActions } from 'shared-auth';
import { afterLoginPath } from './afterLogin';
import { Banner, Button, TextField } from 'shared-ui';
import { AuthCard, AuthLinks } from './AuthCard';
import { PasswordField } from './PasswordField';
import { RoleToggle } from './RoleToggle';

/** The form's rules come with the visitor's first touch of it (useLazyContractForm). */
const loadSchema = () => import('./authForms').then((forms) => forms.registerFormSchema);

export default function RegisterPage() {
  usePageMeta('Register', 'Create a free Hostel Hub account as a student or a hostel owner.');

  const { register } = useAuthActions();
  // sent here from a page that asked for an account: back there once registered
  const location = useLocation();
  const from = (location.state as LoginRedirectState | null)?.from;
  const form = useLazyContractForm(loadSchema, {
    name: '',
    email: '',
    phone: '',
    password: '',
    confirmPassword: '',
    hostelName: '',
    role: 'student',
  });
  const role = form.watch('role');
  const signUp = useMutation({
    mutationFn: (payload: RegisterPayload) => register(payload, afterLoginPath(from, payload.role)),
  });
  const busy = signUp.isPending || signUp.isSuccess;
  const error =
    formProblem(form.formState.errors) ??
    (signUp.isError ? serverMessage(signUp.error, 'Registration failed. Please try again.') : '');
  const onSubmit = (event: FormEvent) => {
    signUp.reset();
    return form.handleSubmit((payload) => signUp.mutate(payload))(event);
  };

  return (
    <AuthCard>
      <h1>{ROLE_LABELS[role]} Registration</h1>
      <RoleToggle role={role} onChange={(next) => form.setValue('role', next)} disabled={busy} />
      {error && <Banner tone="error">{error}</Banner>}
      <form
        method="post"
        action="/register"
        onSubmit={onSubmit}
        onFocus={form.warm}
        onPointerDown={form.warm}
        noValidate
        aria-label={`${ROLE_LABELS[role]} registration`}
      >
        <TextField label="Full name" autoComplete="name" disabled={busy} {...form.register('name')} />
        <TextField label="Email" type="email" autoComplete="email" disabled={busy} {...form.register('email')} />
        <TextField
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          hint="10 digits"
          disabled={busy}
          {...form.register('phone')}
        />
        {role === 'owner' && <TextField label="Hostel name" disabled={busy} {...form.register('hostelName')} />}
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint="At least 6 characters"
          disabled={busy}
          {...form.register('password')}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          disabled={busy}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" $block disabled={busy}>
          {busy ? 'Registering...' : `Register as ${ROLE_LABELS[role]}`}
        </Button>
      </form>
      <AuthLinks>
        <span>
          Already have an account?{' '}
          <Link to="/login" state={location.state}>
            Login here
          </Link>
        </span>
      </AuthLinks>
    </AuthCard>
  );
}
