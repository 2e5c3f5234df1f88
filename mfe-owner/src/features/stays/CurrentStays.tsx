import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { QueryView } from 'app-kit';
import { type BookingRequest, checkInMoment } from 'contracts';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge, Button, Card, ConfirmDialog, formatDate, formatRupees, Spinner } from 'shared-ui';
import { ownerPath, ownerPaths } from '../../paths';
import styled from 'styled-components';
import { ownerKeys } from '../../api/keys';
import { ownerApi } from '../../api/ownerApi';
import { useStayChange } from './useStayChange';

// The check-out form (with the form library and its rules) comes when an owner opens it, not with the page.
const CheckOutForm = lazy(() => import('./CheckOutForm'));
const ChargeForm = lazy(() => import('./ChargeForm'));

export const staysQuery = queryOptions({ queryKey: ownerKeys.stays, queryFn: () => ownerApi.stays() });

const List = styled.ul`
  list-style: none; padding: 0; margin: 0; display: grid; gap: 1rem;
  h3 { margin: 0 0 0.3rem; font-size: 1.05rem; display: flex; gap: 0.5rem; flex-wrap: wrap; align-items: center; }
  p { margin: 0.2rem 0; }
  p.buttons { display: flex; gap: 0.5rem; flex-wrap: wrap; }
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

function StayCard({ stay: s }: { stay: BookingRequest }) {
  const begun = Date.now() >= checkInMoment(s.checkInDate);
  const [checkingOut, setCheckingOut] = useState(false);
  const [charging, setCharging] = useState(false);
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
        <p>
          {s.sharing && `${s.sharing} sharing · ${formatRupees(s.pricePerBed ?? 0)} a month · `}
          <Link to={ownerPath(ownerPaths.statement, { id: s.id })} aria-label={`Statement of ${s.studentName}'s stay`}>
            Statement
          </Link>
        </p>
        {charging && (
          <Suspense fallback={<Spinner label="Opening the charge form..." />}>
            <ChargeForm stay={s} onDone={() => setCharging(false)} />
          </Suspense>
        )}
        {checkingOut ? (
          <Suspense fallback={<Spinner label="Opening the check-out form..." />}>
            <CheckOutForm stay={s} onDone={() => setCheckingOut(false)} />
          </Suspense>
        ) : (
          <p className="buttons">
            {!charging && (
              <Button type="button" $size="sm" $variant="secondary" onClick={() => setCharging(true)}>
                Add a charge for {s.studentName}
              </Button>
            )}
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
        message={`Cancel ${s.studentName}'s stay at ${s.hostelName} (check-in ${formatDate(s.checkInDate)})? The student gets back in full everything they paid for it (the deposit and any rent paid ahead); nothing, if nothing was paid.`}
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
