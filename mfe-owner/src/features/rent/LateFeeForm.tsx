import { useMutation } from '@tanstack/react-query';
import { errorText, useContractForm, useInvalidate } from 'app-kit';
import { LATE_FEE_KINDS, type LateFeeRule, lateFeeBodySchema, lateFeeWords } from 'contracts';
import { Button, SelectField, TextField, toast } from 'shared-ui';
import { ownerKeys } from '../../api/keys';
import { ownerApi } from '../../api/ownerApi';

const KIND_LABELS: Record<LateFeeRule['kind'], string> = {
  none: 'No late fee',
  fixed: 'A fixed fee',
  'per-day': 'A fee per day',
};

/** The hostel's own late fee rule: none (the default), a fixed fee, or a fee per day, after some grace days. */
export function LateFeeForm({ hostelId, rule }: { hostelId: string; rule: LateFeeRule }) {
  const invalidate = useInvalidate();
  const save = useMutation({
    mutationFn: (body: LateFeeRule) => ownerApi.setLateFee(hostelId, body),
    onSuccess: ({ message }) => {
      toast.success(message);
      invalidate(ownerKeys.rent);
    },
    onError: (error) => toast.error(errorText(error, 'Could not save the late fee rule.')),
  });
  const form = useContractForm(lateFeeBodySchema, rule);
  const kind = form.watch('kind');
  const { errors } = form.formState;
  return (
    <form method="post" noValidate aria-label="Late fee rule" onSubmit={form.handleSubmit((body) => save.mutate(body))}>
      <SelectField
        label="Late fee"
        hint={`Now: ${lateFeeWords(rule)}`}
        disabled={save.isPending}
        {...form.register('kind')}
      >
        {LATE_FEE_KINDS.map((k) => (
          <option key={k} value={k}>
            {KIND_LABELS[k]}
          </option>
        ))}
      </SelectField>
      {kind !== 'none' && (
        <>
          <TextField
            label={kind === 'fixed' ? 'Fee (₹)' : 'Fee a day (₹)'}
            type="number"
            min={1}
            inputMode="numeric"
            disabled={save.isPending}
            error={errors.amount?.message}
            {...form.register('amount')}
          />
          <TextField
            label="Grace days"
            type="number"
            min={0}
            max={28}
            inputMode="numeric"
            disabled={save.isPending}
            error={errors.graceDays?.message}
            {...form.register('graceDays')}
          />
        </>
      )}
      <Button type="submit" $size="sm" $variant="secondary" disabled={save.isPending}>
        Save late fee
      </Button>
    </form>
  );
}
