import { useMutation } from '@tanstack/react-query';
import { formProblem, useContractForm, usePageMeta } from 'app-kit';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { authApi, isNetworkError, serverMessage } from 'shared-auth';
import { Banner, Button, TextField } from 'shared-ui';
import { AuthCard, AuthLinks } from './AuthCard';
import { resetFormSchema } from './authForms';
import { PasswordField } from './PasswordField';
import { RESET_REDIRECT_MS, resetEmail } from './resetEmail';
import { useDelayedNavigate } from './useDelayedNavigate';

function ResetForm({ email }: { email: string }) {
  const navigateLater = useDelayedNavigate();
  const form = useContractForm(resetFormSchema, { otp: '', newPassword: '', confirmPassword: '' });
  const reset = useMutation({
    mutationFn: ({ otp, newPassword }: { otp: string; newPassword: string }) =>
      authApi.resetPassword({ email, otp: otp.trim(), newPassword }),
    onSuccess: () => {
      resetEmail.clear();
      navigateLater('/login', RESET_REDIRECT_MS);
    },
  });
  const done = reset.isSuccess;
  const busy = reset.isPending || done;
  const error =
    formProblem(form.formState.errors) ??
    (reset.isError
      ? isNetworkError(reset.error)
        ? 'Something went wrong. Try again later.'
        : serverMessage(reset.error, 'Reset failed.')
      : '');
  const onSubmit = (event: FormEvent) => {
    reset.reset();
    return form.handleSubmit((values) => reset.mutate(values))(event);
  };

  return (
    <>
      {error && <Banner tone="error">{error}</Banner>}
      {done && <Banner tone="success">Password reset successful! Redirecting to login...</Banner>}
      <form method="post" action="/reset-password" onSubmit={onSubmit} noValidate aria-label="Reset password">
        <TextField
          label="OTP"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          disabled={busy}
          {...form.register('otp')}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          disabled={busy}
          {...form.register('newPassword')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          disabled={busy}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" $block disabled={busy}>
          {reset.isPending ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
    </>
  );
}

export default function ResetPasswordPage() {
  usePageMeta('Reset password');

  const [email] = useState(() => resetEmail.get());
  return (
    <AuthCard>
      <h1>Reset Password</h1>
      {email ? (
        <>
          <p>
            Enter the 6-digit code we sent to <strong>{email}</strong> and choose a new password.
          </p>
          <ResetForm email={email} />
        </>
      ) : (
        <Banner tone="error">No email found. Please go through Forgot Password again.</Banner>
      )}
      <AuthLinks>
        {email ? (
          <Link to="/forgot-password">Didn&apos;t get a code? Send it again</Link>
        ) : (
          <Link to="/forgot-password">Go to Forgot Password</Link>
        )}
      </AuthLinks>
    </AuthCard>
  );
}
