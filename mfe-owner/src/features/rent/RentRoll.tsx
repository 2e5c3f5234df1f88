import { useQuery } from '@tanstack/react-query';
import { errorText, QueryView, useContractForm } from 'app-kit';
import {
  dueDayBodySchema,
  type OwnerHostel,
  paidMethodWords,
  periodOf,
  RENT_DUE_DAY_MAX,
  type RentRoll as RentRollData,
  type RentRollStatus,
} from 'contracts';
import { useSearchParams } from 'react-router-dom';
import { Badge, type BadgeTone, Button, Card, formatDate, formatRupees, TextField, toast } from 'shared-ui';
import styled from 'styled-components';
import { HostelPicker } from '../../shared/HostelPicker';
import { ElectricityRateForm } from './ElectricityRateForm';
import { LateFeeForm } from './LateFeeForm';
import { ResidentStayForm } from './ResidentStayForm';
import { BillActions } from './BillActions';
import { rentRollQuery, type RentChange, useRentChange } from './queries';

const TONES: Record<RentRollStatus, BadgeTone> = {
  Paid: 'success',
  'Awaiting confirmation': 'info',
  Due: 'warning',
  Overdue: 'danger',
};

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1rem;
  align-items: flex-end;
  > div, form > div { margin: 0; }
  form { display: flex; gap: 0.5rem; align-items: flex-end; flex-wrap: wrap; }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: 0.75rem;
  margin: 1rem 0;
  div { padding: 0.6rem 0.8rem; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius}; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.85rem; }
  dd { margin: 0; font-weight: 700; font-size: 1.1rem; }
`;

/** One card per student: it reads the same on a phone and on a desk. */
const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  gap: 0.75rem;
  li { padding: 0.8rem; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius}; display: grid; gap: 0.35rem; }
  .head { display: flex; justify-content: space-between; gap: 0.5rem; flex-wrap: wrap; font-weight: 700; }
  .actions { display: flex; gap: 0.5rem; flex-wrap: wrap; margin-top: 0.25rem; }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** The rent roll of one hostel and month: who paid, who said they paid, who is due or overdue, in rupees. */
export function RentRoll({ hostels }: { hostels: OwnerHostel[] }) {
  const [params, setParams] = useSearchParams();
  const month = params.get('month') || periodOf(Date.now());
  const chosen = params.get('hostel') ?? '';
  const hostelId = hostels.some((h) => h._id === chosen) ? chosen : (hostels[0]?._id ?? '');
  const roll = useQuery(rentRollQuery(hostelId, month));
  const change = useRentChange();

  const choose = (key: 'month' | 'hostel', value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const run = (what: RentChange, failed: string) =>
    change.mutate(what, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (err) => toast.error(errorText(err, failed)),
    });

  return (
    <Card as="section" aria-label="Rent roll" style={{ marginBottom: '2rem' }}>
      <Controls>
        <HostelPicker hostels={hostels} value={hostelId} onChange={(id) => choose('hostel', id)} />
        <TextField
          label="Month"
          type="month"
          value={month}
          max={periodOf(Date.now())}
          onChange={(e) => choose('month', e.target.value)}
        />
        <Button
          type="button"
          $variant="secondary"
          disabled={change.isPending || !hostelId}
          onClick={() => run({ generate: hostelId }, 'Could not make the bills.')}
        >
          Make this month&apos;s bills
        </Button>
      </Controls>
      <QueryView query={roll} loading="Loading the rent roll..." error="Could not load the rent roll.">
        {(data) => (
          <>
            {data.hostel && (
              <Controls>
                <DueDayForm
                  key={`${data.hostel.id}-${data.hostel.dueDay}`}
                  hostelId={data.hostel.id}
                  dueDay={data.hostel.dueDay}
                />
                <LateFeeForm
                  key={`${data.hostel.id}-${JSON.stringify(data.hostel.lateFee)}`}
                  hostelId={data.hostel.id}
                  rule={data.hostel.lateFee}
                />
                <ElectricityRateForm
                  key={`${data.hostel.id}-${data.hostel.electricityRate}`}
                  hostelId={data.hostel.id}
                  rate={data.hostel.electricityRate}
                />
              </Controls>
            )}
            <RollTotals data={data} />
            {data.rows.length === 0 ? (
              <p>No bills for {data.monthLabel}. Every active stay is billed at the start of the month.</p>
            ) : (
              <Rows aria-label={`Rent for ${data.monthLabel}`}>
                {data.rows.map((r) => (
                  <li key={r.billId}>
                    <div className="head">
                      <span>{r.studentName}</span>
                      <Badge $tone={TONES[r.status]}>{r.status}</Badge>
                    </div>
                    <span>
                      {r.kind === 'rent' ? '' : `${r.title}: `}
                      {formatRupees(r.amount)}, due {formatDate(r.dueDate)}
                      {r.dueNote ? ` (${r.dueNote})` : ''}
                      {r.room ? ` · Room ${r.room}` : ''}
                    </span>
                    {r.paidAt && (
                      <small>
                        Paid {formatDate(r.paidAt)} · {paidMethodWords(r.method)}
                        {r.reference ? ` (ref. ${r.reference})` : ''} · Receipt {r.receiptNo}
                      </small>
                    )}
                    {r.status === 'Awaiting confirmation' && (
                      <small>The student says they paid{r.reference ? ` (UPI reference ${r.reference})` : ''}.</small>
                    )}
                    {r.remindedAt && r.status !== 'Paid' && <small>Reminded {formatDate(r.remindedAt)}</small>}
                    {r.status !== 'Paid' && <BillActions row={r} />}
                  </li>
                ))}
              </Rows>
            )}
            {data.unbilled.length > 0 && (
              <section aria-labelledby="unbilled-title">
                <h3 id="unbilled-title">Residents not billed yet</h3>
                <p>
                  You added these residents by hand. Set up each one&apos;s rent (when they moved in, the rent a month,
                  the deposit you hold) and the monthly bills cover them too.
                </p>
                <Rows aria-label="Residents not billed yet">
                  {data.unbilled.map((r) => (
                    <li key={r.residentId}>
                      <div className="head">
                        {r.name} · Room {r.room}
                      </div>
                      <ResidentStayForm resident={r} />
                    </li>
                  ))}
                </Rows>
              </section>
            )}
          </>
        )}
      </QueryView>
    </Card>
  );
}

function RollTotals({ data }: { data: RentRollData }) {
  const items: Array<[string, number]> = [
    ['Billed', data.totals.billed],
    ['Paid', data.totals.paid],
    ['Awaiting confirmation', data.totals.awaiting],
    ['Due', data.totals.due],
    ['Overdue', data.totals.overdue],
  ];
  return (
    <Totals aria-label={`Totals for ${data.monthLabel}`}>
      {items.map(([label, amount]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{formatRupees(amount)}</dd>
        </div>
      ))}
    </Totals>
  );
}

function DueDayForm({ hostelId, dueDay }: { hostelId: string; dueDay: number }) {
  const change = useRentChange();
  const form = useContractForm(dueDayBodySchema, { dueDay });
  return (
    <Controls>
      <form
        method="post"
        noValidate
        aria-label="Rent due day"
        onSubmit={form.handleSubmit((values) =>
          change.mutate(
            { hostelId, dueDay: values.dueDay },
            {
              onSuccess: ({ message }) => toast.success(message),
              onError: (err) => toast.error(errorText(err, 'Could not save the due day.')),
            },
          ),
        )}
      >
        <TextField
          label="Rent due on day"
          type="number"
          min={1}
          max={RENT_DUE_DAY_MAX}
          hint="Of each month, from the next bills"
          error={form.formState.errors.dueDay?.message}
          {...form.register('dueDay')}
        />
        <Button type="submit" $size="sm" $variant="secondary" disabled={change.isPending}>
          Save due day
        </Button>
      </form>
    </Controls>
  );
}
