import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { authApi, checkImageFile, httpStatus, serverMessage, useAuth, useSession, type Profile } from 'shared-auth';
import { Banner, Button, Card, Page, PageTitle, Spinner, TabPanel, Tabs, TextField, toast } from 'shared-ui';

type Tab = 'personal' | 'security';

const Avatar = styled.img`
  width: 96px;
  height: 96px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  display: block;
  margin-bottom: 0.5rem;
`;

function PersonalForm({ profile, onSaved }: { profile: Profile; onSaved: (p: Profile) => void }) {
  const [name, setName] = useState(profile.name);
  const [username, setUsername] = useState(profile.username);
  const [phoneNumber, setPhone] = useState(profile.phoneNumber);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState(profile.profilePictureUrl);
  const [fileError, setFileError] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onFile = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = checkImageFile(chosen);
    setFileError(problem ?? '');
    setFile(problem ? null : chosen);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError('Name cannot be empty.');
    if (phoneNumber.trim() && !/^\d{10}$/.test(phoneNumber.trim())) return setError('Please enter a valid 10-digit phone number.');
    setError('');
    setBusy(true);
    try {
      let profilePictureUrl = profile.profilePictureUrl;
      if (file) {
        toast.info('Uploading profile image...');
        profilePictureUrl = (await authApi.uploadImage(file)).secure_url;
      }
      const { user } = await authApi.updateProfile({ name: name.trim(), username: username.trim(), phoneNumber: phoneNumber.trim(), profilePictureUrl });
      setFile(null);
      onSaved(user);
      toast.success('Profile updated successfully!');
    } catch (err) {
      setError(serverMessage(err, 'Failed to save changes.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Personal details">
      {error && <Banner tone="error">{error}</Banner>}
      {preview ? <Avatar src={preview} alt="Your profile picture" /> : null}
      <TextField label="Profile picture" type="file" accept="image/png,image/jpeg,image/gif,image/webp" hint="Image files only, up to 2 MB." error={fileError} onChange={(e) => onFile(e.target.files?.[0])} disabled={busy} />
      <TextField label="Name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} disabled={busy} />
      <TextField label="Username" autoComplete="username" maxLength={30} value={username} onChange={(e) => setUsername(e.target.value)} disabled={busy} />
      <TextField label="Email" type="email" value={profile.email} readOnly hint="Your e-mail cannot be changed." />
      <TextField label="Phone number" type="tel" inputMode="numeric" maxLength={10} value={phoneNumber} onChange={(e) => setPhone(e.target.value)} disabled={busy} />
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}

function SecurityForm() {
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
      <TextField label="Current password" type="password" autoComplete="current-password" value={currentPassword} onChange={(e) => setCurrent(e.target.value)} disabled={busy} />
      <TextField label="New password" type="password" autoComplete="new-password" value={newPassword} onChange={(e) => setNew(e.target.value)} disabled={busy} />
      <TextField label="Confirm password" type="password" autoComplete="new-password" value={confirmPassword} onChange={(e) => setConfirm(e.target.value)} disabled={busy} />
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : 'Change Password'}
      </Button>
    </form>
  );
}

/** /student/profile-settings: Personal and Security tabs (spec §2). */
export default function ProfileSettingsPage() {
  const navigate = useNavigate();
  const { token } = useAuth();
  const [tab, setTab] = useState<Tab>('personal');
  const [state, setState] = useState<{ status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; profile: Profile }>({ status: 'loading' });

  useEffect(() => {
    if (!token) {
      toast.error('Please log in to manage your profile.');
      navigate('/login', { replace: true });
      return;
    }
    let alive = true;
    authApi.getProfile().then(
      (profile) => alive && setState({ status: 'ready', profile }),
      (err: unknown) => {
        if (!alive) return;
        const status = httpStatus(err);
        if (status === 401 || status === 403) navigate('/login', { replace: true });
        else setState({ status: 'error', message: serverMessage(err, 'Failed to load profile data.') });
      },
    );
    return () => {
      alive = false;
    };
  }, [token, navigate]);

  const onSaved = (profile: Profile) => {
    setState({ status: 'ready', profile });
    useSession.getState().updateUser({ name: profile.name, phone: profile.phone, username: profile.username, profilePictureUrl: profile.profilePictureUrl });
  };

  return (
    <Page $narrow>
      <PageTitle>Profile Settings</PageTitle>
      {state.status === 'loading' && <Spinner label="Loading profile..." showLabel />}
      {state.status === 'error' && <Banner tone="error">{state.message}</Banner>}
      {state.status === 'ready' && (
        <Card>
          <Tabs idPrefix="profile" label="Profile settings" tabs={[{ id: 'personal', label: 'Personal' }, { id: 'security', label: 'Security' }]} active={tab} onChange={setTab} />
          <TabPanel idPrefix="profile" id={tab}>
            {tab === 'personal' ? <PersonalForm profile={state.profile} onSaved={onSaved} /> : <SecurityForm />}
          </TabPanel>
        </Card>
      )}
    </Page>
  );
}
