import { useMutation } from '@tanstack/react-query';
import { useContractForm, useInvalidate } from 'app-kit';
import { type BookingRequest, CHARGE_CATEGORIES, chargeBodySchema } from 'contracts';
import { Button, SelectField, TextField } from 'shared-ui';
import { ownerKeys } from '../../api/keys';
import { ownerApi } from '../../api/ownerApi';
import { useStayChange } from './useStayChange';

/** An extra charge on a stay (electricity, mess, damages, other), with a note the student sees; billed like rent. */
export default function ChargeForm({ stay: s, onDone }: { stay: BookingRequest; onDone: () => void }) {
  const change = useStayChange();
  const invalidate = useInvalidate();
  const add = useMutation({
    mutationFn: (body: Parameters<typeof ownerApi.addCharge>[1]) => ownerApi.addCharge(s.id, body),
    ...change,
    onSuccess: (answer: { message: string }) => {
      change.onSuccess(answer);
      invalidate(ownerKeys.rent);
    },
  });
  const form = useContractForm(chargeBodySchema, { category: 'Electricity', note: '', amount: '', units: '' });
  const { errors } = form.formState;
  const electricity = form.watch('category') === 'Electricity';
  return (
    <form
      method="post"
      noValidate
      aria-label={`Charge ${s.studentName}`}
      onSubmit={form.handleSubmit((body) => add.mutate(body, { onSuccess: onDone }))}
    >
      <SelectField label="For" disabled={add.isPending} {...form.register('category')}>
        {CHARGE_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Note the student sees"
        hint={electricity ? 'For example: October meter reading.' : undefined}
        maxLength={120}
        disabled={add.isPending}
        error={errors.note?.message}
        {...form.register('note')}
      />
      {electricity && (
        <TextField
          label="Units used"
          hint="At the hostel’s rate per unit (set on the rent roll); leave the amount empty."
          type="number"
          min={1}
          inputMode="numeric"
          disabled={add.isPending}
          error={errors.units?.message}
          {...form.register('units')}
        />
      )}
      <TextField
        label={electricity ? 'Amount (₹, or leave empty to charge by units)' : 'Amount (₹)'}
        type="number"
        min={1}
        inputMode="numeric"
        disabled={add.isPending}
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      <div className="actions">
        <Button type="submit" $size="sm" disabled={add.isPending}>
          {add.isPending ? 'Saving...' : 'Add charge'}
        </Button>
        <Button type="button" $size="sm" $variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
