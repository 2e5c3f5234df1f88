import { useMutation } from '@tanstack/react-query';
import { errorText, useContractForm, useInvalidate } from 'app-kit';
import { type ElectricityRatePayload, electricityRateBodySchema } from 'contracts';
import { Button, TextField, toast } from 'shared-ui';
import { ownerKeys } from '../../api/keys';
import { ownerApi } from '../../api/ownerApi';

/** The hostel's electricity rate per unit: electricity is then charged by the units used. */
export function ElectricityRateForm({ hostelId, rate }: { hostelId: string; rate: number | null }) {
  const invalidate = useInvalidate();
  const save = useMutation({
    mutationFn: (body: ElectricityRatePayload) => ownerApi.setElectricityRate(hostelId, body),
    onSuccess: ({ message }) => {
      toast.success(message);
      invalidate(ownerKeys.rent);
    },
    onError: (error) => toast.error(errorText(error, 'Could not save the electricity rate.')),
  });
  const form = useContractForm(electricityRateBodySchema, { ratePerUnit: rate ?? '' });
  return (
    <form
      method="post"
      noValidate
      aria-label="Electricity rate"
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
    >
      <TextField
        label="Electricity (₹ a unit)"
        hint={rate === null ? 'Not set: charge electricity by amount.' : undefined}
        type="number"
        min={0.01}
        step={0.01}
        inputMode="decimal"
        disabled={save.isPending}
        error={form.formState.errors.ratePerUnit?.message}
        {...form.register('ratePerUnit')}
      />
      <Button type="submit" $size="sm" $variant="secondary" disabled={save.isPending}>
        Save rate
      </Button>
    </form>
  );
}
