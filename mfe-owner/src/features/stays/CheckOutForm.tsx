import { useMutation, useQuery } from '@tanstack/react-query';
import { QueryView, useContractForm } from 'app-kit';
import { type BookingRequest, checkOutBodySchema } from 'contracts';
import { Button, formatRupees, SelectField, TextField } from 'shared-ui';
import { ledgerQuery } from './ledgerQuery';
import { ownerApi } from '../../api/ownerApi';
import { useStayChange } from './useStayChange';

/** The day of leaving: left (the deposit returned, less deductions with a reason) or did not come (no refund). */
export default function CheckOutForm({ stay: s, onDone }: { stay: BookingRequest; onDone: () => void }) {
  const ledger = useQuery(ledgerQuery(s.id));
  return (
    <QueryView query={ledger} loading="Loading what was paid..." error="Could not load what was paid for this stay.">
      {(l) => <CheckOutFields stay={s} held={l.depositReceived} onDone={onDone} />}
    </QueryView>
  );
}

/** Only the deposit received can come back: the form starts from it. */
function CheckOutFields({ stay: s, held, onDone }: { stay: BookingRequest; held: number; onDone: () => void }) {
  const change = useStayChange();
  const checkOut = useMutation({
    mutationFn: (body: Parameters<typeof ownerApi.checkOut>[1]) => ownerApi.checkOut(s.id, body),
    ...change,
  });
  const form = useContractForm(checkOutBodySchema, {
    outcome: 'left',
    depositReturned: held,
    deductionReason: '',
  });
  const noShow = form.watch('outcome') === 'no-show';
  const { errors } = form.formState;
  return (
    <form
      method="post"
      noValidate
      aria-label={`Check out ${s.studentName}`}
      onSubmit={form.handleSubmit((body) => checkOut.mutate(body, { onSuccess: onDone }))}
    >
      <SelectField label="What happened" disabled={checkOut.isPending} {...form.register('outcome')}>
        <option value="left">Left on the day</option>
        <option value="no-show">Did not come (no-show: no refund)</option>
      </SelectField>
      {!noShow && (
        <>
          <p>Deposit received: {formatRupees(held)}.</p>
          <TextField
            label="Deposit returned (₹)"
            type="number"
            min={0}
            max={held}
            disabled={checkOut.isPending}
            error={errors.depositReturned?.message}
            {...form.register('depositReturned')}
          />
          <TextField
            label="Reason for any deduction"
            maxLength={300}
            disabled={checkOut.isPending}
            error={errors.deductionReason?.message}
            {...form.register('deductionReason')}
          />
        </>
      )}
      <div className="actions">
        <Button type="submit" $size="sm" disabled={checkOut.isPending}>
          {checkOut.isPending ? 'Saving...' : 'Confirm check-out'}
        </Button>
        <Button type="button" $size="sm" $variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
