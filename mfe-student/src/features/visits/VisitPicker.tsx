import { useQuery } from '@tanstack/react-query';
import { errorText } from 'app-kit';
import { visitClock, visitDay } from 'contracts';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Banner, Button, SelectField } from 'shared-ui';
import { studentPaths } from '../../paths';
import { useAskToLogIn, useIntent, useIsStudent } from '../hostels/visitorIntent';
import { useAskVisit, visitSlotsQuery } from './queries';

/** The time a visitor chose before logging in: kept in this tab until it is asked for. */
const CHOSEN = 'hh-visit-draft';

/**
 * "Visit before you book": a day and a time from the hostel's free slots (India time). A visitor chooses too;
 * the choice waits in this tab while they log in, and is chosen again after.
 */
export function VisitPicker({ hostelId }: { hostelId: string }) {
  const slots = useQuery(visitSlotsQuery(hostelId));
  const isStudent = useIsStudent();
  const askToLogIn = useAskToLogIn();
  const [intent, clearIntent] = useIntent();
  const ask = useAskVisit(hostelId);
  const days = useMemo(() => {
    const byDay = new Map<string, { label: string; slots: string[] }>();
    for (const s of slots.data?.slots ?? []) {
      const { key, label } = visitDay(s);
      const day = byDay.get(key) ?? { label, slots: [] };
      day.slots.push(s);
      byDay.set(key, day);
    }
    return [...byDay];
  }, [slots.data]);
  const [day, setDay] = useState('');
  const [slot, setSlot] = useState('');
  const shownDay = day || days[0]?.[0] || '';
  const times = days.find(([key]) => key === shownDay)?.[1].slots ?? [];
  const chosen = times.includes(slot) ? slot : (times[0] ?? '');

  // back from logging in: the time chosen before is chosen again
  useEffect(() => {
    try {
      const kept = JSON.parse(sessionStorage.getItem(CHOSEN) ?? 'null') as { hostelId?: string; startsAt?: string };
      if (kept?.hostelId !== hostelId || !kept.startsAt || !slots.data?.slots.includes(kept.startsAt)) return;
      setDay(visitDay(kept.startsAt).key);
      setSlot(kept.startsAt);
      if (intent === 'visit') clearIntent();
    } catch {
      /* nothing kept */
    }
  }, [hostelId, slots.data, intent, clearIntent]);

  if (slots.isPending) return <p>Loading visiting times...</p>;
  if (slots.isError) return <p>{errorText(slots.error, 'Could not load the visiting times.')}</p>;
  if (!days.length) return <p>This hostel has not set visiting hours yet. Ask it a question below.</p>;
  return (
    <form
      method="post"
      noValidate
      style={{ display: 'grid', gap: '0.5rem' }}
      onSubmit={(e) => {
        e.preventDefault();
        if (!isStudent) {
          sessionStorage.setItem(CHOSEN, JSON.stringify({ hostelId, startsAt: chosen }));
          askToLogIn('visit');
          return;
        }
        ask.mutate(chosen, { onSuccess: () => sessionStorage.removeItem(CHOSEN) });
      }}
    >
      <SelectField label="Day" value={shownDay} onChange={(e) => setDay(e.target.value)}>
        {days.map(([key, d]) => (
          <option key={key} value={key}>
            {d.label}
          </option>
        ))}
      </SelectField>
      <SelectField label="Time (India)" value={chosen} onChange={(e) => setSlot(e.target.value)}>
        {times.map((s) => (
          <option key={s} value={s}>
            {visitClock(s)}
          </option>
        ))}
      </SelectField>
      <span>
        <Button type="submit" disabled={ask.isPending || !chosen}>
          {ask.isPending ? 'Asking...' : isStudent ? 'Ask to visit' : 'Log in to ask for a visit'}
        </Button>
      </span>
      {ask.isError && (
        <Banner tone="error">{errorText(ask.error, 'Could not ask for the visit. Please try again.')}</Banner>
      )}
      {ask.isSuccess && (
        <Banner tone="success">
          {ask.data.message} <Link to={`${studentPaths.myBookings}#visits`}>See your visits</Link>
        </Banner>
      )}
    </form>
  );
}
