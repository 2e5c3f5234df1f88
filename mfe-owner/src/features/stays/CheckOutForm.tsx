import { useMutation, useQuery } from '@tanstack/react-query';
import { QueryView, useContractForm } from 'app-kit';
import { type BookingRequest, checkOutBodySchema, MAX_DEDUCTIONS, type StayLedger } from 'contracts';
import { useFieldArray } from 'react-hook-form';
import { Button, formatDate, formatRupees, SelectField, TextField } from 'shared-ui';
import styled from 'styled-components';
import { ownerApi } from '../../api/ownerApi';
import { ledgerQuery } from './ledgerQuery';
import { useStayChange } from './useStayChange';

/** The day of leaving: left (the deposit returned, less the bills it settles and other deductions) or a no-show. */
export default function CheckOutForm({ stay: s, onDone }: { stay: BookingRequest; onDone: () => void }) {
  const ledger = useQuery(ledgerQuery(s.id));
  return (
    <QueryView query={ledger} loading="Loading what was paid..." error="Could not load what was paid for this stay.">
      {(l) => <CheckOutFields stay={s} ledger={l} onDone={onDone} />}
    </QueryView>
  );
}

const Fieldset = styled.fieldset`
  grid-column: 1 / -1;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 0.5rem 0.9rem 0.75rem;
  margin: 0.5rem 0;
  legend { font-weight: 700; padding: 0 0.3rem; }
  ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.4rem; }
  label { display: flex; gap: 0.5rem; align-items: baseline; }
  small { color: ${({ theme }) => theme.colors.textMuted}; display: block; }
  .deduction { display: grid; grid-template-columns: 8rem 1fr auto; gap: 0 0.75rem; align-items: end; }
  @media (max-width: 640px) { .deduction { grid-template-columns: 1fr; } }
`;

const Sum = styled.dl`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: auto auto;
  justify-content: start;
  gap: 0.2rem 1.5rem;
  margin: 0.5rem 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 700; text-align: right; }
  .over { color: ${({ theme }) => theme.colors.danger}; }
`;

/** Only the deposit received can come back or be kept: the open bills it pays and what else is kept, each named. */
function CheckOutFields({ stay: s, ledger, onDone }: { stay: BookingRequest; ledger: StayLedger; onDone: () => void }) {
  const change = useStayChange();
  const checkOut = useMutation({
    mutationFn: (body: Parameters<typeof ownerApi.checkOut>[1]) => ownerApi.checkOut(s.id, body),
    ...change,
  });
  const form = useContractForm(checkOutBodySchema, { outcome: 'left', settleBillIds: [], deductions: [] });
  const deductions = useFieldArray({ control: form.control, name: 'deductions' });
  const held = ledger.depositReceived;
  const open = ledger.openBills;
  const noShow = form.watch('outcome') === 'no-show';
  const chosen = form.watch('settleBillIds') ?? [];
  const others = form.watch('deductions') ?? [];
  const settled = open.filter((b) => chosen.includes(b.billId)).reduce((n, b) => n + b.amount, 0);
  const kept = others.reduce((n, d) => n + (Number(d.amount) || 0), 0);
  const returned = held - settled - kept;
  const dueAfter = open.filter((b) => !chosen.includes(b.billId)).reduce((n, b) => n + b.amount, 0);
  const { errors } = form.formState;
  return (
    <form
      method="post"
      noValidate
      aria-label={`Check out ${s.studentName}`}
      onSubmit={form.handleSubmit((body) =>
        returned < 0 ? undefined : checkOut.mutate(noShow ? { outcome: 'no-show' } : body, { onSuccess: onDone }),
      )}
    >
      <SelectField label="What happened" disabled={checkOut.isPending} {...form.register('outcome')}>
        <option value="left">Left on the day</option>
        <option value="no-show">Did not come (no-show: no refund)</option>
      </SelectField>
      {noShow ? (
        <p style={{ gridColumn: '1 / -1' }}>
          The deposit received, {formatRupees(held)}, is kept. Bills not paid for a stay that never began are no longer
          owed.
        </p>
      ) : (
        <>
          <Fieldset>
            <legend>Bills still to pay</legend>
            {open.length === 0 ? (
              <p>None: every bill of this stay is paid.</p>
            ) : (
              <ul>
                {open.map((b) => (
                  <li key={b.billId}>
                    <label>
                      <input
                        type="checkbox"
                        value={b.billId}
                        disabled={checkOut.isPending || b.status === 'Awaiting confirmation'}
                        {...form.register('settleBillIds')}
                      />
                      <span>
                        Pay {b.title}, {formatRupees(b.amount)}, from the deposit
                        <small>
                          {b.status === 'Awaiting confirmation'
                            ? 'The student says this is paid: confirm it, or mark it not received, on the rent roll first.'
                            : `Due ${formatDate(b.dueDate)}`}
                        </small>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </Fieldset>
          <Fieldset>
            <legend>Other deductions</legend>
            <ul>
              {deductions.fields.map((field, i) => (
                <li key={field.id} className="deduction">
                  <TextField
                    label="Amount (₹)"
                    type="number"
                    min={1}
                    disabled={checkOut.isPending}
                    error={errors.deductions?.[i]?.amount?.message}
                    {...form.register(`deductions.${i}.amount`)}
                  />
                  <TextField
                    label="Reason"
                    maxLength={120}
                    placeholder="e.g. A broken chair"
                    disabled={checkOut.isPending}
                    error={errors.deductions?.[i]?.reason?.message}
                    {...form.register(`deductions.${i}.reason`)}
                  />
                  <Button
                    type="button"
                    $size="sm"
                    $variant="ghost"
                    onClick={() => deductions.remove(i)}
                    aria-label={`Remove deduction ${i + 1}`}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
            {deductions.fields.length < MAX_DEDUCTIONS && (
              <Button
                type="button"
                $size="sm"
                $variant="secondary"
                onClick={() => deductions.append({ amount: '', reason: '' })}
              >
                Add a deduction
              </Button>
            )}
          </Fieldset>
          <Sum aria-label="The deposit at check-out" aria-live="polite">
            <dt>Deposit received</dt>
            <dd>{formatRupees(held)}</dd>
            <dt>Bills paid from it</dt>
            <dd>{formatRupees(settled)}</dd>
            <dt>Other deductions</dt>
            <dd>{formatRupees(kept)}</dd>
            <dt>Returned to {s.studentName}</dt>
            <dd className={returned < 0 ? 'over' : undefined}>{formatRupees(Math.max(returned, 0))}</dd>
            {dueAfter > 0 && (
              <>
                <dt>Still due from {s.studentName}</dt>
                <dd>{formatRupees(dueAfter)}</dd>
              </>
            )}
          </Sum>
          {returned < 0 && (
            <p role="alert" style={{ gridColumn: '1 / -1' }}>
              The deductions are {formatRupees(-returned)} more than the deposit received. Settle fewer bills from it.
            </p>
          )}
        </>
      )}
      <div className="actions">
        <Button type="submit" $size="sm" disabled={checkOut.isPending || (!noShow && returned < 0)}>
          {checkOut.isPending ? 'Saving...' : 'Confirm check-out'}
        </Button>
        <Button type="button" $size="sm" $variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
