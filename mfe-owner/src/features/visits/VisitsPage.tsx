import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, errorText, QueryView, usePageMeta } from 'app-kit';
import { REASON_MAX, type Visit, type VisitingHours, visitTimeText } from 'contracts';
import { useState } from 'react';
import { Badge, type BadgeTone, Button, Card, Page, PageTitle, SelectField, TextField, toast } from 'shared-ui';
import styled from 'styled-components';
import { useMyHostels } from '../hostels/queries';

const visitsKey = ['owner', 'visits'] as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const STATUS: Record<Visit['status'], [string, BadgeTone]> = {
  requested: ['Asks to visit', 'info'],
  proposed: ['You proposed this time', 'warning'],
  confirmed: ['Confirmed', 'success'],
  cancelled: ['Cancelled', 'neutral'],
};

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.75rem;
  li { display: grid; gap: 0.35rem; }
  form { display: grid; gap: 0.4rem; }
`;

const HourRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: end;
`;

/** /owner/visits: students' visits to the owner's hostels (confirm, propose another time, cancel) and each
 * hostel's weekly visiting hours. */
export default function VisitsPage() {
  usePageMeta('Visits');
  const visits = useQuery({ queryKey: visitsKey, queryFn: () => callApi('GET /api/owner/visits', {}) });
  return (
    <Page>
      <PageTitle>Visits</PageTitle>
      <Card as="section" aria-labelledby="visit-requests">
        <h2 id="visit-requests" style={{ marginTop: 0 }}>
          Visits
        </h2>
        <QueryView query={visits} loading="Loading visits..." error="Could not load the visits.">
          {({ visits: list }) =>
            list.length ? (
              <List aria-label="Visits to your hostels">
                {list.map((v) => (
                  <VisitItem key={v.id} visit={v} />
                ))}
              </List>
            ) : (
              <p>No visits yet. Students choose a time from your visiting hours on your hostel's page.</p>
            )
          }
        </QueryView>
      </Card>
      <VisitingHoursCard />
    </Page>
  );
}

function useVisitAction<V>(send: (vars: V) => Promise<{ message: string }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ message }) => toast.success(message),
    onError: (error) => toast.error(errorText(error, 'Could not change the visit. Please try again.')),
    onSettled: () => void client.invalidateQueries({ queryKey: visitsKey }),
  });
}

function VisitItem({ visit: v }: { visit: Visit }) {
  const [mode, setMode] = useState<'propose' | 'cancel' | null>(null);
  const confirm = useVisitAction((id: string) => callApi('PUT /api/owner/visits/:id/confirm', { params: { id } }));
  const [words, tone] = v.happened ? (['Visited', 'success'] as const) : STATUS[v.status];
  const open = !v.happened && v.status !== 'cancelled';
  return (
    <li>
      <span>
        <strong>{v.studentName}</strong> · {v.hostelName} · {visitTimeText(v.startsAt)}{' '}
        <Badge $tone={tone}>{words}</Badge>
      </span>
      {v.status === 'cancelled' && v.cancelReason && (
        <small>
          Cancelled by {v.cancelledBy === 'owner' ? 'you' : 'the student'}: {v.cancelReason}
        </small>
      )}
      {open && !mode && (
        <span>
          {v.status === 'requested' && (
            <Button type="button" $size="sm" disabled={confirm.isPending} onClick={() => confirm.mutate(v.id)}>
              Confirm the visit of {v.studentName}
            </Button>
          )}{' '}
          {v.status === 'requested' && (
            <Button type="button" $size="sm" $variant="secondary" onClick={() => setMode('propose')}>
              Propose another time
            </Button>
          )}{' '}
          <Button type="button" $size="sm" $variant="secondary" onClick={() => setMode('cancel')}>
            Cancel the visit
          </Button>
        </span>
      )}
      {mode === 'propose' && <ProposeForm visit={v} onClose={() => setMode(null)} />}
      {mode === 'cancel' && <CancelForm visit={v} onClose={() => setMode(null)} />}
    </li>
  );
}

function ProposeForm({ visit: v, onClose }: { visit: Visit; onClose: () => void }) {
  const slots = useQuery({
    queryKey: ['visits', 'slots', v.hostelId],
    queryFn: () => callApi('GET /api/hostels/:id/visit-slots', { params: { id: v.hostelId } }),
  });
  const [slot, setSlot] = useState('');
  const propose = useVisitAction((startsAt: string) =>
    callApi('PUT /api/owner/visits/:id/propose', { params: { id: v.id }, body: { startsAt } }),
  );
  const free = slots.data?.slots ?? [];
  const chosen = slot || free[0] || '';
  return (
    <form
      method="post"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        propose.mutate(chosen, { onSuccess: onClose });
      }}
    >
      <SelectField label="Another time" value={chosen} onChange={(e) => setSlot(e.target.value)}>
        {free.map((s) => (
          <option key={s} value={s}>
            {visitTimeText(s)}
          </option>
        ))}
      </SelectField>
      <span>
        <Button type="submit" $size="sm" disabled={!chosen || propose.isPending}>
          Propose this time
        </Button>{' '}
        <Button type="button" $size="sm" $variant="secondary" onClick={onClose}>
          Back
        </Button>
      </span>
    </form>
  );
}

function CancelForm({ visit: v, onClose }: { visit: Visit; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const cancel = useVisitAction((why: string) =>
    callApi('PUT /api/visits/:id/cancel', { params: { id: v.id }, body: { reason: why } }),
  );
  return (
    <form
      method="post"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        cancel.mutate(reason, { onSuccess: onClose });
      }}
    >
      <TextField
        label={`Why cancel ${v.studentName}'s visit?`}
        maxLength={REASON_MAX}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
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

type Hours = VisitingHours['hours'];

/** Each hostel's weekly visiting hours: a row per day and time range. */
function VisitingHoursCard() {
  const hostels = useMyHostels();
  const [chosen, setChosen] = useState('');
  const id = hostels.data?.some((h) => h._id === chosen) ? chosen : (hostels.data?.[0]?._id ?? '');
  return (
    <Card as="section" aria-labelledby="visiting-hours" style={{ marginTop: '1.5rem' }}>
      <h2 id="visiting-hours" style={{ marginTop: 0 }}>
        Visiting hours
      </h2>
      {hostels.data && hostels.data.length > 1 && (
        <SelectField label="Hostel" value={id} onChange={(e) => setChosen(e.target.value)}>
          {hostels.data.map((h) => (
            <option key={h._id} value={h._id}>
              {h.name}
            </option>
          ))}
        </SelectField>
      )}
      {id ? <HoursEditor key={id} hostelId={id} /> : <p>Add a hostel first.</p>}
    </Card>
  );
}

function HoursEditor({ hostelId }: { hostelId: string }) {
  const client = useQueryClient();
  const key = ['owner', 'visiting-hours', hostelId];
  const saved = useQuery({
    queryKey: key,
    queryFn: () => callApi('GET /api/owner/hostels/:id/visiting-hours', { params: { id: hostelId } }),
  });
  const [edited, setEdited] = useState<Hours | null>(null);
  const hours = edited ?? saved.data?.hours ?? [];
  const save = useMutation({
    mutationFn: (next: Hours) =>
      callApi('PUT /api/owner/hostels/:id/visiting-hours', { params: { id: hostelId }, body: { hours: next } }),
    onSuccess: (answer) => {
      client.setQueryData(key, { hours: answer.hours });
      setEdited(null);
      toast.success(answer.message);
    },
  });
  const change = (i: number, patch: Partial<Hours[number]>) =>
    setEdited(hours.map((h, k) => (k === i ? { ...h, ...patch } : h)));
  if (saved.isPending) return <p>Loading visiting hours...</p>;
  return (
    <form
      method="post"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(hours);
      }}
      style={{ display: 'grid', gap: '0.75rem' }}
    >
      {hours.length === 0 && <p>No visiting hours yet: students cannot ask to visit.</p>}
      {hours.map((h, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, in order.
        <HourRow key={i}>
          <SelectField
            label={`Day ${i + 1}`}
            value={String(h.weekday)}
            onChange={(e) => change(i, { weekday: Number(e.target.value) })}
          >
            {WEEKDAYS.map((d, n) => (
              <option key={d} value={n}>
                {d}
              </option>
            ))}
          </SelectField>
          <TextField
            label={`From ${i + 1}`}
            type="time"
            value={h.from}
            onChange={(e) => change(i, { from: e.target.value })}
          />
          <TextField
            label={`To ${i + 1}`}
            type="time"
            value={h.to}
            onChange={(e) => change(i, { to: e.target.value })}
          />
          <Button type="button" $size="sm" $variant="ghost" onClick={() => setEdited(hours.filter((_, k) => k !== i))}>
            Remove {WEEKDAYS[h.weekday]} {h.from}–{h.to}
          </Button>
        </HourRow>
      ))}
      {save.isError && <p role="alert">{errorText(save.error, 'Could not save the visiting hours.')}</p>}
      <span>
        <Button
          type="button"
          $size="sm"
          $variant="secondary"
          onClick={() => setEdited([...hours, { weekday: 6, from: '10:00', to: '13:00' }])}
        >
          Add visiting hours
        </Button>{' '}
        <Button type="submit" $size="sm" disabled={save.isPending || !edited}>
          Save visiting hours
        </Button>
      </span>
    </form>
  );
}
