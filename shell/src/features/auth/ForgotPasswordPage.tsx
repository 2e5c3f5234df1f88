import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { authApi, isNetworkError, serverMessage } from 'shared-auth';
import { Banner, Button, TextField } from 'shared-ui';
import { AuthCard, AuthLinks } from './AuthCard';
import { OTP_REDIRECT_MS, resetEmail } from './resetEmail';
import { useDelayedNavigate } from './useDelayedNavigate';

export default function ForgotPasswordPage() {
  const navigateLater = useDelayedNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSuccess('');
    if (!email.trim()) return setError('Please enter your email.');
    setError('');
    setBusy(true);
    try {
      await authApi.sendOtp(email.trim());
      resetEmail.set(email.trim());
      setSuccess('OTP sent successfully! Please check your email.');
      navigateLater('/reset-password', OTP_REDIRECT_MS);
    } catch (err) {
      setError(
        isNetworkError(err) ? 'Something went wrong. Try again later.' : serverMessage(err, 'Failed to send OTP.'),
      );
      setBusy(false);
    }
  };

  return (
    <AuthCard>
      <h1>Forgot Password</h1>
      <p>Enter the e-mail of your account and we will send you a one-time code (OTP) to reset your password.</p>
      {error && <Banner tone="error">{error}</Banner>}
      {success && <Banner tone="success">{success}</Banner>}
      <form onSubmit={onSubmit} noValidate aria-label="Forgot password">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={busy}
        />
        <Button type="submit" $block disabled={busy}>
          {busy ? 'Sending...' : 'Send OTP'}
        </Button>
      </form>
      <AuthLinks>
        <Link to="/login">Back to login</Link>
      </AuthLinks>
    </AuthCard>
  );
}
