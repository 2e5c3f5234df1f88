// A visit's time as people read it, the same in the API's notifications and on the screens. No zod.
import { VISIT_REMINDER_HOUR } from './limits';

/** "Sat, 28 Nov, 4:30 pm", in India's time. */
export function visitTimeText(iso: string): string {
  return new Date(iso)
    .toLocaleString('en-IN', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: 'Asia/Kolkata',
    })
    .replace(/\s?(am|pm)$/i, (m) => ` ${m.trim().toLowerCase()}`);
}

/** The day of a slot in India, as a key ("2026-11-28") and as words ("Sat, 28 Nov"). */
export function visitDay(iso: string): { key: string; label: string } {
  const key = new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10);
  const label = new Date(`${key}T00:00:00Z`).toLocaleDateString('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return { key, label };
}

/** The time of day of a slot in India: "4:30 pm". */
export function visitClock(iso: string): string {
  return new Date(iso)
    .toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata' })
    .replace(/\s?(am|pm)$/i, (m) => ` ${m.trim().toLowerCase()}`);
}

/** When a visit is reminded: at VISIT_REMINDER_HOUR in India on the day before the visit's day there. */
export function visitReminderAt(iso: string): number {
  const dayBefore = new Date(Date.parse(`${visitDay(iso).key}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return Date.parse(`${dayBefore}T${String(VISIT_REMINDER_HOUR).padStart(2, '0')}:00:00+05:30`);
}
