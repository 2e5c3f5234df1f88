import { useMutation } from '@tanstack/react-query';
import { passwordChangeSchema } from 'contracts';
import { authApi } from 'shared-auth';
import { Banner, Button, TextField, toast } from 'shared-ui';
import { useContractForm } from '../forms/useContractForm';
import { errorText } from '../query/QueryView';

/** Current, new and confirm password; confirm must match (the spec leaves that check out; users expect it). */
export function PasswordChangeForm() {
  const change = useMutation({
    mutationFn: ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) =>
      authApi.updateProfile({ currentPassword, newPassword }),
    onSuccess: () => toast.success('Password changed. You stay signed in here; other devices are signed out.'),
  });
  const form = useContractForm(passwordChangeSchema, { currentPassword: '', newPassword: '', confirmPassword: '' });
  const { errors } = form.formState;
  const busy = change.isPending;
  const problem =
    errors.currentPassword?.message ??
    errors.confirmPassword?.message ??
    errors.newPassword?.message ??
    (change.isError ? errorText(change.error, 'Failed to save changes.') : '');

  const submit = form.handleSubmit((values) => change.mutate(values, { onSuccess: () => form.reset() }));

  return (
    <form method="post" onSubmit={submit} noValidate aria-label="Change password">
      {problem && <Banner tone="error">{problem}</Banner>}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        disabled={busy}
        {...form.register('currentPassword')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        disabled={busy}
        {...form.register('newPassword')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        disabled={busy}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : 'Change Password'}
      </Button>
    </form>
  );
}
