/** A visit's time as people read it, in India: "Sat 28 Nov, 4:30 pm". */
export function visitTime(iso: string): string {
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
