import { useMutation, useQuery } from '@tanstack/react-query';
import {
  errorText,
  EmailSettingsCard,
  PasswordChangeForm,
  PersonalInfoForm,
  profileError,
  useContractForm,
  useProfile,
  useSaveProfile,
  usePageMeta,
} from 'app-kit';
import type { Profile } from 'contracts';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Banner, Button, Card, Page, PageTitle, Tabs, TextField } from 'shared-ui';
import { currentPosition } from '../../shared/geolocation';
import { describeMethod } from '../payouts/describeMethod';
import { payoutMethodsQuery } from '../payouts/queries';
import { locationInfoSchema } from './locationInfoSchema';
import { ownerPaths } from '../../paths';

type Tab = 'personal' | 'location' | 'payments' | 'security';
const TABS: Array<{ id: Tab; label: string }> = (['personal', 'location', 'payments', 'security'] as const).map(
  (id) => ({ id, label: `${id[0].toUpperCase()}${id.slice(1)} Info` }),
);

function LocationTab({ profile }: { profile: Profile }) {
  const save = useSaveProfile();
  const form = useContractForm(locationInfoSchema, {
    address: profile.address,
    lat: profile.location ? String(profile.location.lat) : '',
    lng: profile.location ? String(profile.location.lng) : '',
  });
  const locate = useMutation({
    mutationFn: currentPosition,
    onSuccess: (here) => {
      form.setValue('lat', String(here.lat));
      form.setValue('lng', String(here.lng));
    },
  });
  const { errors } = form.formState;
  const busy = save.isPending;
  const problem = errors.address?.message ?? errors.lat?.message ?? (locate.isError ? locate.error.message : '');
  const submit = form.handleSubmit((fields) => save.mutate(fields));

  return (
    <form method="post" onSubmit={submit} noValidate aria-label="Location info">
      {problem && <Banner tone="error">{problem}</Banner>}
      {save.isError && <Banner tone="error">{errorText(save.error, 'Failed to save changes.')}</Banner>}
      <TextField label="Address" maxLength={300} disabled={busy} {...form.register('address')} />
      <TextField label="Latitude" inputMode="decimal" disabled={busy || locate.isPending} {...form.register('lat')} />
      <TextField label="Longitude" inputMode="decimal" disabled={busy || locate.isPending} {...form.register('lng')} />
      <p>
        <Button
          type="button"
          $variant="secondary"
          $size="sm"
          onClick={() => locate.mutate()}
          disabled={busy || locate.isPending}
        >
          {locate.isPending ? 'Locating...' : 'Use my current location'}
        </Button>
      </p>
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : 'Save Location Info'}
      </Button>
    </form>
  );
}

function PaymentsTab() {
  const methods = useQuery(payoutMethodsQuery);
  const preferred = methods.data?.find((m) => m.isDefault);
  return (
    <div>
      {methods.isPending && <p>Loading payout methods...</p>}
      {methods.isError && <Banner tone="error">{methods.error.message}</Banner>}
      {methods.data &&
        (preferred ? (
          <p>
            Payouts go to <strong>{describeMethod(preferred)}</strong> (default of {methods.data.length} method
            {methods.data.length > 1 ? 's' : ''}).
          </p>
        ) : (
          <p>You have no payout method yet.</p>
        ))}
      <Button as={Link} to={ownerPaths.paymentSettings} $variant="secondary">
        Manage payout methods
      </Button>
    </div>
  );
}

/** /owner/profile-settings: Owner Settings with Personal, Location, Payments and Security Info tabs (spec 001 §2, §8). */
export default function OwnerSettingsPage() {
  usePageMeta('Owner Settings');
  const navigate = useNavigate();
  const profile = useProfile();
  const [tab, setTab] = useState<Tab>('personal');
  return (
    <Page $narrow>
      <Button type="button" $variant="ghost" onClick={() => navigate(ownerPaths.dashboard)}>
        <ArrowLeft size={18} aria-hidden="true" /> Back to Dashboard
      </Button>
      <PageTitle>Owner Settings</PageTitle>
      {profile.isPending && <p role="status">Loading profile settings...</p>}
      {profile.isError && <Banner tone="error">{profileError(profile.error)}</Banner>}
      {profile.data && (
        <Card>
          <Tabs label="Owner settings" tabs={TABS} active={tab} onChange={setTab}>
            {tab === 'personal' && (
              <PersonalInfoForm profile={profile.data} formLabel="Personal info" submitLabel="Save Personal Info" />
            )}
            {tab === 'location' && <LocationTab profile={profile.data} />}
            {tab === 'payments' && <PaymentsTab />}
            {tab === 'security' && <PasswordChangeForm />}
          </Tabs>
        </Card>
      )}
      {profile.data && <EmailSettingsCard />}
    </Page>
  );
}
