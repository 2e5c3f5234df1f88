import { useState, type FormEvent } from 'react';
import type { Profile } from 'contracts';
import { PasswordChangeForm, ProfilePictureField, useProfilePicture, useProfileSettings } from 'app-kit';
import { authApi, serverMessage } from 'shared-auth';
import { Banner, Button, Card, Page, PageTitle, Spinner, TabPanel, Tabs, TextField, toast } from 'shared-ui';

type Tab = 'personal' | 'security';

function PersonalForm({ profile, onSaved }: { profile: Profile; onSaved: (p: Profile) => void }) {
  const [name, setName] = useState(profile.name);
  const [username, setUsername] = useState(profile.username);
  const [phoneNumber, setPhone] = useState(profile.phoneNumber);
  const picture = useProfilePicture(profile.profilePictureUrl);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError('Name cannot be empty.');
    if (phoneNumber.trim() && !/^\d{10}$/.test(phoneNumber.trim()))
      return setError('Please enter a valid 10-digit phone number.');
    setError('');
    setBusy(true);
    try {
      const profilePictureUrl = await picture.upload();
      const { user } = await authApi.updateProfile({
        name: name.trim(),
        username: username.trim(),
        phoneNumber: phoneNumber.trim(),
        profilePictureUrl,
      });
      picture.clear();
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
      <ProfilePictureField picture={picture} disabled={busy} />
      <TextField
        label="Name"
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        disabled={busy}
      />
      <TextField
        label="Username"
        autoComplete="username"
        maxLength={30}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        disabled={busy}
      />
      <TextField label="Email" type="email" value={profile.email} readOnly hint="Your e-mail cannot be changed." />
      <TextField
        label="Phone number"
        type="tel"
        inputMode="numeric"
        maxLength={10}
        value={phoneNumber}
        onChange={(e) => setPhone(e.target.value)}
        disabled={busy}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}

/** /student/profile-settings: Personal and Security tabs (spec §2). */
export default function ProfileSettingsPage() {
  const { state, saved } = useProfileSettings();
  const [tab, setTab] = useState<Tab>('personal');
  return (
    <Page $narrow>
      <PageTitle>Profile Settings</PageTitle>
      {state.status === 'loading' && <Spinner label="Loading profile..." showLabel />}
      {state.status === 'error' && <Banner tone="error">{state.message}</Banner>}
      {state.status === 'ready' && (
        <Card>
          <Tabs
            idPrefix="profile"
            label="Profile settings"
            tabs={[
              { id: 'personal', label: 'Personal' },
              { id: 'security', label: 'Security' },
            ]}
            active={tab}
            onChange={setTab}
          />
          <TabPanel idPrefix="profile" id={tab}>
            {tab === 'personal' ? <PersonalForm profile={state.profile} onSaved={saved} /> : <PasswordChangeForm />}
          </TabPanel>
        </Card>
      )}
    </Page>
  );
}
