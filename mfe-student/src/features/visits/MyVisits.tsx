import { useQuery } from '@tanstack/react-query';
import { errorText, QueryView } from 'app-kit';
import { REASON_MAX, type Visit, visitTimeText } from 'contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge, type BadgeTone, Button, Card, TextField, toast } from 'shared-ui';
import styled from 'styled-components';
import { studentPath, studentPaths } from '../../paths';
import { myVisitsQuery, useAcceptVisit, useCancelVisit } from './queries';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.75rem;
  li { display: grid; gap: 0.35rem; }
  form { display: grid; gap: 0.4rem; }
`;

export const VISIT_STATUS_WORDS: Record<Visit['status'], [string, BadgeTone]> = {
  requested: ['Waiting for the owner', 'info'],
  proposed: ['Another time proposed', 'warning'],
  confirmed: ['Confirmed', 'success'],
  cancelled: ['Cancelled', 'neutral'],
};

/** The student's visits (/student/my-bookings#visits): accept a proposed time, cancel with a reason, and after
 * a visit, ask to book. */
export function MyVisits() {
  const visits = useQuery(myVisitsQuery);
  return (
    <Card as="section" aria-labelledby="visits" style={{ marginTop: '1.5rem' }}>
      <h2 id="visits" style={{ marginTop: 0 }}>
        Visits
      </h2>
      <QueryView query={visits} loading="Loading your visits..." error="Could not load your visits.">
        {({ visits: list }) =>
          list.length ? (
            <List aria-label="My visits">
              {list.map((v) => (
                <VisitItem key={v.id} visit={v} />
              ))}
            </List>
          ) : (
            <p>No visits planned. Choose a time on a hostel's page to see it before you book.</p>
          )
        }
      </QueryView>
    </Card>
  );
}

function VisitItem({ visit: v }: { visit: Visit }) {
  const accept = useAcceptVisit();
  const [cancelling, setCancelling] = useState(false);
  const [words, tone] = v.happened ? (['Visited', 'success'] as const) : VISIT_STATUS_WORDS[v.status];
  const open = !v.happened && v.status !== 'cancelled';
  return (
    <li>
      <span>
        <strong>{v.hostelName}</strong> · {visitTimeText(v.startsAt)} <Badge $tone={tone}>{words}</Badge>
      </span>
      {v.status === 'cancelled' && v.cancelReason && (
        <small>
          Cancelled by {v.cancelledBy === 'student' ? 'you' : 'the owner'}: {v.cancelReason}
        </small>
      )}
      <span>
        {v.happened && (
          <Button as={Link} to={`${studentPath(studentPaths.hostel, { id: v.hostelId })}#book-title`} $size="sm">
            Request to book {v.hostelName}
          </Button>
        )}
        {open && v.status === 'proposed' && (
          <Button
            type="button"
            $size="sm"
            disabled={accept.isPending}
            onClick={() =>
              accept.mutate(v.id, {
                onSuccess: ({ message }) => toast.success(message),
                onError: (e) => toast.error(errorText(e, 'Could not accept the time.')),
              })
            }
          >
            Accept {visitTimeText(v.startsAt)}
          </Button>
        )}{' '}
        {open && !cancelling && (
          <Button type="button" $size="sm" $variant="secondary" onClick={() => setCancelling(true)}>
            Cancel the visit
          </Button>
        )}
      </span>
      {cancelling && <CancelForm visit={v} onClose={() => setCancelling(false)} />}
    </li>
  );
}

/** Why a visit is cancelled: the other side reads it. */
export function CancelForm({ visit: v, onClose }: { visit: Visit; onClose: () => void }) {
  const cancel = useCancelVisit();
  const [reason, setReason] = useState('');
  return (
    <form
      method="post"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        cancel.mutate(
          { id: v.id, reason },
          {
            onSuccess: ({ message }) => {
              toast.success(message);
              onClose();
            },
          },
        );
      }}
    >
      <TextField
        label={`Why cancel the visit on ${visitTimeText(v.startsAt)}?`}
        maxLength={REASON_MAX}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={cancel.isError ? errorText(cancel.error, 'Could not cancel the visit.') : undefined}
      />
      <span>
        <Button type="submit" $size="sm" $variant="danger" disabled={cancel.isPending}>
          Cancel the visit
        </Button>{' '}
        <Button type="button" $size="sm" $variant="secondary" onClick={onClose}>
          Keep it
        </Button>
      </span>
    </form>
  );
}
