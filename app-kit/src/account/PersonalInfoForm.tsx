import { GENDERS, type Profile, personalInfoSchema } from 'contracts';
import { Banner, Button, SelectField, TextField } from 'shared-ui';
import { errorText } from '../query/QueryView';
import { useContractForm } from '../forms/useContractForm';
import { useSaveProfile } from './profileQuery';
import { ProfilePictureField, useProfilePicture } from './ProfilePictureField';

/** Name, username, phone and picture, on the contract's rules; the one personal form of every settings screen. */
export function PersonalInfoForm({
  profile,
  formLabel,
  submitLabel,
}: {
  profile: Profile;
  formLabel: string;
  submitLabel: string;
}) {
  const save = useSaveProfile();
  const picture = useProfilePicture(profile.profilePictureUrl);
  const form = useContractForm(personalInfoSchema, {
    name: profile.name,
    username: profile.username,
    phoneNumber: profile.phoneNumber,
    gender: profile.gender ?? '',
    pan: profile.pan ?? '',
  });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || save.isPending;
  const problem =
    errors.name?.message ??
    errors.username?.message ??
    errors.phoneNumber?.message ??
    errors.gender?.message ??
    errors.pan?.message ??
    (save.isError ? errorText(save.error, 'Failed to save changes.') : '');

  const submit = form.handleSubmit(async (fields) => {
    try {
      // a student gives a gender, an owner a PAN; each role sends only its own
      const { gender, pan, ...common } = fields;
      const own = profile.role === 'student' ? { gender } : profile.role === 'owner' ? { pan } : {};
      await save.mutateAsync({ ...common, ...own, profilePictureUrl: await picture.upload() });
      picture.clear();
    } catch {
      /* shown from the mutation's error */
    }
  });

  return (
    <form method="post" onSubmit={submit} noValidate aria-label={formLabel}>
      {problem && <Banner tone="error">{problem}</Banner>}
      <ProfilePictureField picture={picture} disabled={busy} />
      <TextField label="Name" autoComplete="name" disabled={busy} {...form.register('name')} />
      <TextField
        label="Username"
        autoComplete="username"
        maxLength={30}
        disabled={busy}
        {...form.register('username')}
      />
      <TextField label="Email" type="email" value={profile.email} readOnly hint="Your e-mail cannot be changed." />
      <TextField
        label="Phone number"
        type="tel"
        inputMode="numeric"
        maxLength={10}
        disabled={busy}
        {...form.register('phoneNumber')}
      />
      {profile.role === 'student' && (
        <SelectField
          label="Gender (optional)"
          hint="Boys’ and girls’ hostels take requests from their own students only."
          disabled={busy}
          {...form.register('gender')}
        >
          <option value="">Prefer not to say</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {g}
            </option>
          ))}
        </SelectField>
      )}
      {profile.role === 'owner' && (
        <TextField
          label="PAN (optional)"
          hint="Printed on rent receipts: tenants paying over ₹1 lakh a year need it to claim HRA."
          maxLength={10}
          autoCapitalize="characters"
          disabled={busy}
          {...form.register('pan')}
        />
      )}
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : submitLabel}
      </Button>
    </form>
  );
}
