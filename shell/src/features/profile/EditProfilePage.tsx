import { profileError, QueryView, useContractForm, useProfile, useSaveProfile, errorText, usePageMeta } from 'app-kit';
import type { Profile } from 'contracts';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Banner, Button, Card, Page, PageTitle, TextField } from 'shared-ui';
import { editOwnerProfileSchema, editProfileSchema } from './editProfileSchema';

function EditForm({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const isOwner = profile.role === 'owner';
  const save = useSaveProfile();
  const form = useContractForm(isOwner ? editOwnerProfileSchema : editProfileSchema, {
    name: profile.name,
    phoneNumber: profile.phoneNumber || profile.phone,
    hostelName: profile.hostelName ?? '',
  });
  const { errors } = form.formState;
  const problem =
    errors.name?.message ??
    errors.phoneNumber?.message ??
    errors.hostelName?.message ??
    (save.isError ? errorText(save.error, 'Failed to save changes.') : '');

  // after a save, back to the profile
  useEffect(() => {
    if (!save.isSuccess) return;
    const timer = setTimeout(() => navigate('/profile'), 1500);
    return () => clearTimeout(timer);
  }, [save.isSuccess, navigate]);

  const submit = form.handleSubmit(({ name, phoneNumber, hostelName }) =>
    save.mutate({ name, phoneNumber, ...(isOwner ? { hostelName } : {}) }),
  );

  return (
    <Card>
      {problem && <Banner tone="error">{problem}</Banner>}
      {save.isSuccess && <Banner tone="success">Profile updated successfully!</Banner>}
      <form method="post" onSubmit={submit} noValidate aria-label="Edit profile">
        <TextField label="Name" autoComplete="name" disabled={save.isPending} {...form.register('name')} />
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
          inputMode="numeric"
          maxLength={10}
          disabled={save.isPending}
          {...form.register('phoneNumber')}
        />
        {isOwner && <TextField label="Hostel name" disabled={save.isPending} {...form.register('hostelName')} />}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>{' '}
        <Button as={Link} to="/profile" $variant="secondary">
          Cancel
        </Button>
      </form>
    </Card>
  );
}

export default function EditProfilePage() {
  usePageMeta('Edit profile');

  const profile = useProfile();
  return (
    <Page $narrow>
      <PageTitle>Edit Profile</PageTitle>
      <QueryView query={profile} loading="Loading profile..." error={profileError(profile.error)}>
        {(p) => <EditForm profile={p} />}
      </QueryView>
    </Page>
  );
}
