import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Profile } from 'contracts';
import { useProfileSettings } from 'app-kit';
import { authApi, serverMessage, useSession } from 'shared-auth';
import { Banner, Button, Card, Page, PageTitle, Spinner, TextField } from 'shared-ui';

function EditForm({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const [name, setName] = useState(profile.name);
  const [phone, setPhone] = useState(profile.phoneNumber || profile.phone);
  const [hostelName, setHostelName] = useState(profile.hostelName ?? '');
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  const [busy, setBusy] = useState(false);
  const isOwner = profile.role === 'owner';

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => navigate('/profile'), 1500);
    return () => clearTimeout(timer);
  }, [success, navigate]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSuccess('');
    if (!name.trim() || !profile.email) return setError('Name and email are required.');
    if (phone.trim() && !/^\d{10}$/.test(phone.trim())) return setError('Please enter a valid 10-digit phone number.');
    if (isOwner && !hostelName.trim()) return setError('Hostel name is required for owners.');
    setError('');
    setBusy(true);
    try {
      const { user } = await authApi.updateProfile({
        name: name.trim(),
        phoneNumber: phone.trim(),
        ...(isOwner ? { hostelName: hostelName.trim() } : {}),
      });
      useSession.getState().updateUser({ name: user.name, phone: user.phone, hostelName: user.hostelName });
      setSuccess('Profile updated successfully!');
    } catch (err) {
      setError(serverMessage(err, 'Failed to save changes.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      {error && <Banner tone="error">{error}</Banner>}
      {success && <Banner tone="success">{success}</Banner>}
      <form onSubmit={onSubmit} noValidate aria-label="Edit profile">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          disabled={busy}
        />
        <TextField
          label="Email"
          type="email"
          name="email"
          value={profile.email}
          readOnly
          hint="Your e-mail cannot be changed."
        />
        <TextField
          label="Phone"
          type="tel"
          name="phone"
          inputMode="numeric"
          maxLength={10}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          disabled={busy}
        />
        {isOwner && (
          <TextField
            label="Hostel name"
            name="hostelName"
            value={hostelName}
            onChange={(e) => setHostelName(e.target.value)}
            disabled={busy}
          />
        )}
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save Changes'}
        </Button>{' '}
        <Button as={Link} to="/profile" $variant="secondary">
          Cancel
        </Button>
      </form>
    </Card>
  );
}

export default function EditProfilePage() {
  const { state } = useProfileSettings();
  return (
    <Page $narrow>
      <PageTitle>Edit Profile</PageTitle>
      {state.status === 'loading' && <Spinner label="Loading profile..." showLabel />}
      {state.status === 'error' && <Banner tone="error">{state.message}</Banner>}
      {state.status === 'ready' && <EditForm profile={state.profile} />}
    </Page>
  );
}
