import { useMutation } from '@tanstack/react-query';
import { formProblem, useLazyContractForm, usePageMeta } from 'app-kit';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { authApi, isNetworkError, serverMessage } from 'shared-auth';
import { Banner, Button, TextField } from 'shared-ui';
import { AuthCard, AuthLinks } from './AuthCard';
import { OTP_REDIRECT_MS, resetEmail } from './resetEmail';
import { useDelayedNavigate } from './useDelayedNavigate';

/** The form's rules come with the visitor's first touch of it (useLazyContractForm). */
const loadSchema = () => import('./authForms').then((forms) => forms.forgotFormSchema);

export default function ForgotPasswordPage() {
  usePageMeta('Forgot password');

  const navigateLater = useDelayedNavigate();
  const form = useLazyContractForm(loadSchema, { email: '' });
  const send = useMutation({
    mutationFn: ({ email }: { email: string }) => authApi.sendOtp(email),
    onSuccess: (_answer, { email }) => {
      resetEmail.set(email);
      navigateLater('/reset-password', OTP_REDIRECT_MS);
    },
  });
  const busy = send.isPending || send.isSuccess;
  const error =
    formProblem(form.formState.errors) ??
    (send.isError
      ? isNetworkError(send.error)
        ? 'Something went wrong. Try again later.'
        : serverMessage(send.error, 'Failed to send OTP.')
      : '');
  const onSubmit = (event: FormEvent) => {
    send.reset();
    return form.handleSubmit((values) => send.mutate(values))(event);
  };

  return (
    <AuthCard>
      <h1>Forgot Password</h1>
      <p>Enter the e-mail of your account and we will send you a one-time code (OTP) to reset your password.</p>
      {error && <Banner tone="error">{error}</Banner>}
      {send.isSuccess && <Banner tone="success">OTP sent successfully! Please check your email.</Banner>}
      <form
        method="post"
        action="/forgot-password"
        onSubmit={onSubmit}
        onFocus={form.warm}
        onPointerDown={form.warm}
        noValidate
        aria-label="Forgot password"
      >
        <TextField label="Email" type="email" autoComplete="email" disabled={busy} {...form.register('email')} />
        <Button type="submit" $block disabled={busy}>
          {send.isPending ? 'Sending...' : 'Send OTP'}
        </Button>
      </form>
      <AuthLinks>
        <Link to="/login">Back to login</Link>
      </AuthLinks>
    </AuthCard>
  );
}
