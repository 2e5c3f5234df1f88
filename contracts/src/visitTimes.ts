// A visit's time as people read it, the same in the API's notifications and on the screens. No zod.

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
