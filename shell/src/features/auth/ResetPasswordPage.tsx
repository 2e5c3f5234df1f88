import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { authApi, isNetworkError, serverMessage } from 'shared-auth';
import { Banner, Button, TextField } from 'shared-ui';
import { AuthCard, AuthLinks } from './AuthCard';
import { PasswordField } from './PasswordField';
import { RESET_REDIRECT_MS, resetEmail } from './resetEmail';
import { useDelayedNavigate } from './useDelayedNavigate';
import { validateReset } from './validation';

export default function ResetPasswordPage() {
  const navigateLater = useDelayedNavigate();
  const [email] = useState(() => resetEmail.get());
  const [otp, setOtp] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  const [busy, setBusy] = useState(false);

  if (!email) {
    return (
      <AuthCard>
        <h1>Reset Password</h1>
        <Banner tone="error">No email found. Please go through Forgot Password again.</Banner>
        <AuthLinks>
          <Link to="/forgot-password">Go to Forgot Password</Link>
        </AuthLinks>
      </AuthCard>
    );
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validateReset({ otp, newPassword, confirmPassword });
    if (problem) return setError(problem);
    setError('');
    setBusy(true);
    try {
      await authApi.resetPassword({ email, otp: otp.trim(), newPassword });
      resetEmail.clear();
      setSuccess('Password reset successful! Redirecting to login...');
      navigateLater('/login', RESET_REDIRECT_MS);
    } catch (err) {
      setError(isNetworkError(err) ? 'Something went wrong. Try again later.' : serverMessage(err, 'Reset failed.'));
      setBusy(false);
    }
  };

  return (
    <AuthCard>
      <h1>Reset Password</h1>
      <p>
        Enter the 6-digit code we sent to <strong>{email}</strong> and choose a new password.
      </p>
      {error && <Banner tone="error">{error}</Banner>}
      {success && <Banner tone="success">{success}</Banner>}
      <form onSubmit={onSubmit} noValidate aria-label="Reset password">
        <TextField
          label="OTP"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={otp}
          onChange={(e) => setOtp(e.target.value)}
          disabled={busy || !!success}
        />
        <PasswordField
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
          disabled={busy || !!success}
        />
        <TextField
          label="Confirm new password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
          disabled={busy || !!success}
        />
        <Button type="submit" $block disabled={busy || !!success}>
          {busy ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
      <AuthLinks>
        <Link to="/forgot-password">Didn&apos;t get a code? Send it again</Link>
      </AuthLinks>
    </AuthCard>
  );
}
