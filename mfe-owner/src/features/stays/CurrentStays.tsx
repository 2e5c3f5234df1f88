import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { errorText, QueryView, useContractForm, useInvalidate } from 'app-kit';
import { type BookingRequest, checkInMoment, checkOutBodySchema } from 'contracts';
import { useState } from 'react';
import { Badge, Button, Card, ConfirmDialog, formatDate, formatRupees, SelectField, TextField, toast } from 'shared-ui';
import styled from 'styled-components';
import { occupancyKeys, ownerKeys } from '../../api/keys';
import { ownerApi } from '../../api/ownerApi';

export const staysQuery = queryOptions({ queryKey: ownerKeys.stays, queryFn: ownerApi.stays });

const List = styled.ul`
  list-style: none; padding: 0; margin: 0; display: grid; gap: 1rem;
  h3 { margin: 0 0 0.3rem; font-size: 1.05rem; display: flex; gap: 0.5rem; flex-wrap: wrap; align-items: center; }
  p { margin: 0.2rem 0; }
  form { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 0 1rem; align-items: end; margin-top: 0.75rem; }
  form .actions { grid-column: 1 / -1; display: flex; gap: 0.5rem; flex-wrap: wrap; }
  @media (max-width: 640px) { form { grid-template-columns: 1fr; } }
`;

/** Confirmed stays at the owner's hostels: notices given (soonest leaving first), check-out, cancellation. */
export function CurrentStays() {
  const stays = useQuery(staysQuery);
  return (
    <QueryView query={stays} loading="Loading stays..." error="Could not load the current stays.">
      {(list) =>
        list.length ? (
          <List aria-label="Current stays">
            {list.map((s) => (
              <StayCard key={s.id} stay={s} />
            ))}
          </List>
        ) : (
          <p>No confirmed stays yet.</p>
        )
      }
    </QueryView>
  );
}

function useStayChange() {
  const invalidate = useInvalidate();
  return {
    onSuccess: ({ message }: { message: string }) => {
      toast.success(message);
      invalidate(...occupancyKeys);
    },
    onError: (error: unknown) => toast.error(errorText(error, 'Could not save the change. Please try again.')),
  };
}

function StayCard({ stay: s }: { stay: BookingRequest }) {
  const begun = Date.now() >= checkInMoment(s.checkInDate);
  const [checkingOut, setCheckingOut] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const change = useStayChange();
  const cancel = useMutation({ mutationFn: () => ownerApi.cancelStay(s.id), ...change });
  return (
    <li>
      <Card as="article" aria-labelledby={`stay-${s.id}`}>
        <h3 id={`stay-${s.id}`}>
          {s.studentName} · {s.hostelName}
          {s.leavingOn ? (
            <Badge $tone="warning">Leaving {formatDate(s.leavingOn)}</Badge>
          ) : (
            <Badge $tone={begun ? 'success' : 'info'}>
              {begun ? 'Staying' : `Arrives ${formatDate(s.checkInDate)}`}
            </Badge>
          )}
        </h3>
        <p>
          {s.roomInfo} · check-in {formatDate(s.checkInDate)} · deposit {formatRupees(s.deposit)}
        </p>
        {checkingOut ? (
          <CheckOutForm stay={s} onDone={() => setCheckingOut(false)} />
        ) : (
          <p>
            {begun ? (
              <Button type="button" $size="sm" onClick={() => setCheckingOut(true)}>
                Check out {s.studentName}
              </Button>
            ) : (
              <Button
                type="button"
                $size="sm"
                $variant="danger"
                disabled={cancel.isPending}
                onClick={() => setCancelling(true)}
              >
                Cancel stay of {s.studentName}
              </Button>
            )}
          </p>
        )}
      </Card>
      <ConfirmDialog
        open={cancelling}
        title="Cancel this stay"
        message={`Cancel ${s.studentName}'s stay at ${s.hostelName} (check-in ${formatDate(s.checkInDate)})? An owner-cancelled booking gives the student a full refund of ${formatRupees(s.deposit)}.`}
        confirmLabel="Cancel stay"
        cancelLabel="Keep it"
        danger
        onConfirm={() => {
          setCancelling(false);
          cancel.mutate();
        }}
        onCancel={() => setCancelling(false)}
      />
    </li>
  );
}

/** The day of leaving: left (the deposit returned, less deductions with a reason) or did not come (no refund). */
function CheckOutForm({ stay: s, onDone }: { stay: BookingRequest; onDone: () => void }) {
  const change = useStayChange();
  const checkOut = useMutation({
    mutationFn: (body: Parameters<typeof ownerApi.checkOut>[1]) => ownerApi.checkOut(s.id, body),
    ...change,
  });
  const form = useContractForm(checkOutBodySchema, {
    outcome: 'left',
    depositReturned: s.deposit,
    deductionReason: '',
  });
  const noShow = form.watch('outcome') === 'no-show';
  const { errors } = form.formState;
  return (
    <form
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
          <TextField
            label="Deposit returned (₹)"
            type="number"
            min={0}
            max={s.deposit}
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
