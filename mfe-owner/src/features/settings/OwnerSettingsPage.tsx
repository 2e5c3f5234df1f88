import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import type { Profile } from 'contracts';
import { PasswordChangeForm, ProfilePictureField, useApiData, useProfilePicture, useProfileSettings } from 'app-kit';
import { authApi, serverMessage } from 'shared-auth';
import { Banner, Button, Card, Page, PageTitle, TabPanel, Tabs, TextField, toast } from 'shared-ui';
import { ownerApi } from '../../api/ownerApi';
import { currentPosition } from '../../shared/geolocation';
import { describeMethod } from '../payouts/describeMethod';

type Tab = 'personal' | 'location' | 'payments' | 'security';
const TABS: Array<{ id: Tab; label: string }> = (['personal', 'location', 'payments', 'security'] as const).map(
  (id) => ({ id, label: `${id[0].toUpperCase()}${id.slice(1)} Info` }),
);

function useSave(onSaved: (p: Profile) => void) {
  const [busy, setBusy] = useState(false);
  const save = async (build: () => Promise<Parameters<typeof authApi.updateProfile>[0]>) => {
    setBusy(true);
    try {
      const { user } = await authApi.updateProfile(await build());
      onSaved(user);
      toast.success('Profile updated successfully!');
      return true;
    } catch (err) {
      toast.error(serverMessage(err, 'Failed to save changes.'));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, save };
}

function PersonalTab({ profile, onSaved }: { profile: Profile; onSaved: (p: Profile) => void }) {
  const [name, setName] = useState(profile.name);
  const [username, setUsername] = useState(profile.username);
  const [phoneNumber, setPhone] = useState(profile.phoneNumber);
  const picture = useProfilePicture(profile.profilePictureUrl);
  const { busy, save } = useSave(onSaved);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (
      await save(async () => ({
        name: name.trim(),
        username: username.trim(),
        phoneNumber: phoneNumber.trim(),
        profilePictureUrl: await picture.upload(),
      }))
    )
      picture.clear();
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Personal info">
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
        {busy ? 'Saving...' : 'Save Personal Info'}
      </Button>
    </form>
  );
}

function LocationTab({ profile, onSaved }: { profile: Profile; onSaved: (p: Profile) => void }) {
  const [address, setAddress] = useState(profile.address);
  const [lat, setLat] = useState(profile.location ? String(profile.location.lat) : '');
  const [lng, setLng] = useState(profile.location ? String(profile.location.lng) : '');
  const [error, setError] = useState('');
  const [locating, setLocating] = useState(false);
  const { busy, save } = useSave(onSaved);

  const locate = async () => {
    setError('');
    setLocating(true);
    try {
      const here = await currentPosition();
      setLat(String(here.lat));
      setLng(String(here.lng));
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setLocating(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const hasPoint = lat.trim() !== '' || lng.trim() !== '';
    const point = { lat: Number(lat), lng: Number(lng) };
    if (
      hasPoint &&
      (!Number.isFinite(point.lat) ||
        !Number.isFinite(point.lng) ||
        Math.abs(point.lat) > 90 ||
        Math.abs(point.lng) > 180 ||
        lat.trim() === '' ||
        lng.trim() === '')
    ) {
      return setError('Enter both latitude (−90 to 90) and longitude (−180 to 180), or leave both empty.');
    }
    setError('');
    await save(async () => ({ address: address.trim(), location: hasPoint ? point : null }));
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Location info">
      {error && <Banner tone="error">{error}</Banner>}
      <TextField
        label="Address"
        maxLength={300}
        value={address}
        onChange={(e) => setAddress(e.target.value)}
        disabled={busy}
      />
      <TextField
        label="Latitude"
        inputMode="decimal"
        value={lat}
        onChange={(e) => setLat(e.target.value)}
        disabled={busy || locating}
      />
      <TextField
        label="Longitude"
        inputMode="decimal"
        value={lng}
        onChange={(e) => setLng(e.target.value)}
        disabled={busy || locating}
      />
      <p>
        <Button type="button" $variant="secondary" $size="sm" onClick={locate} disabled={busy || locating}>
          {locating ? 'Locating...' : 'Use my current location'}
        </Button>
      </p>
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : 'Save Location Info'}
      </Button>
    </form>
  );
}

function PaymentsTab() {
  const methods = useApiData(() => ownerApi.payoutMethods(), [], 'Failed to fetch payout methods.');
  const preferred = methods.data?.find((m) => m.isDefault);
  return (
    <div>
      {methods.status === 'loading' && <p>Loading payout methods...</p>}
      {methods.status === 'error' && <Banner tone="error">{methods.error}</Banner>}
      {methods.status === 'ready' &&
        (preferred ? (
          <p>
            Payouts go to <strong>{describeMethod(preferred)}</strong> (default of {methods.data.length} method
            {methods.data.length > 1 ? 's' : ''}).
          </p>
        ) : (
          <p>You have no payout method yet.</p>
        ))}
      <Button as={Link} to="/owner/payment-settings" $variant="secondary">
        Manage payout methods
      </Button>
    </div>
  );
}

/** /owner/profile-settings: Owner Settings with Personal, Location, Payments and Security Info tabs (spec 001 §2, §8). */
export default function OwnerSettingsPage() {
  const navigate = useNavigate();
  const { state, saved } = useProfileSettings();
  const [tab, setTab] = useState<Tab>('personal');
  return (
    <Page $narrow>
      <Button type="button" $variant="ghost" onClick={() => navigate('/owner-dashboard')}>
        <ArrowLeft size={18} aria-hidden="true" /> Back to Dashboard
      </Button>
      <PageTitle>Owner Settings</PageTitle>
      {state.status === 'loading' && <p role="status">Loading profile settings...</p>}
      {state.status === 'error' && <Banner tone="error">{state.message}</Banner>}
      {state.status === 'ready' && (
        <Card>
          <Tabs idPrefix="owner-settings" label="Owner settings" tabs={TABS} active={tab} onChange={setTab} />
          <TabPanel idPrefix="owner-settings" id={tab}>
            {tab === 'personal' && <PersonalTab profile={state.profile} onSaved={saved} />}
            {tab === 'location' && <LocationTab profile={state.profile} onSaved={saved} />}
            {tab === 'payments' && <PaymentsTab />}
            {tab === 'security' && <PasswordChangeForm />}
          </TabPanel>
        </Card>
      )}
    </Page>
  );
}
