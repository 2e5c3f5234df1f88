import { useMutation } from '@tanstack/react-query';
import { errorText, useContractForm, useInvalidate } from 'app-kit';
import { indiaDate, type RentRoll, residentStayBodySchema } from 'contracts';
import { useState } from 'react';
import { Button, TextField, toast } from 'shared-ui';
import { ownerKeys } from '../../api/keys';
import { ownerApi } from '../../api/ownerApi';

type Unbilled = RentRoll['unbilled'][number];

/** Sets up the stay of a resident listed by hand (check-in, rent, deposit held), so monthly bills cover them. */
export function ResidentStayForm({ resident }: { resident: Unbilled }) {
  const [open, setOpen] = useState(false);
  const invalidate = useInvalidate();
  const save = useMutation({
    mutationFn: (body: Parameters<typeof ownerApi.setUpResidentStay>[1]) =>
      ownerApi.setUpResidentStay(resident.residentId, body),
    onSuccess: ({ message }) => {
      toast.success(message);
      invalidate(ownerKeys.rent, ownerKeys.stays, ownerKeys.dashboard);
    },
    onError: (error) => toast.error(errorText(error, 'Could not set up the rent.')),
  });
  const form = useContractForm(residentStayBodySchema, {
    checkInDate: indiaDate(Date.now()),
    rent: resident.suggestedRent ?? '',
    depositReceived: 0,
  });
  const { errors } = form.formState;
  if (!open)
    return (
      <Button
        type="button"
        $size="sm"
        $variant="secondary"
        onClick={() => setOpen(true)}
        aria-label={`Set up rent for ${resident.name}`}
      >
        Set up rent
      </Button>
    );
  return (
    <form
      method="post"
      noValidate
      aria-label={`Rent for ${resident.name}`}
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
    >
      <TextField
        label="Moved in on"
        type="date"
        disabled={save.isPending}
        error={errors.checkInDate?.message}
        {...form.register('checkInDate')}
      />
      <TextField
        label="Rent a month (₹)"
        type="number"
        min={1}
        inputMode="numeric"
        disabled={save.isPending}
        error={errors.rent?.message}
        {...form.register('rent')}
      />
      <TextField
        label="Deposit you hold (₹)"
        hint="Recorded as received in cash, so check-out can return it."
        type="number"
        min={0}
        inputMode="numeric"
        disabled={save.isPending}
        error={errors.depositReceived?.message}
        {...form.register('depositReceived')}
      />
      <div className="actions">
        <Button type="submit" $size="sm" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Set up rent'}
        </Button>
        <Button type="button" $size="sm" $variant="secondary" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
