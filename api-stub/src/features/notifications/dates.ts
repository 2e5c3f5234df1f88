/** A date the way people read it in a notification: "29 Nov" (the year only when it is not this one). */
export function readableDate(iso: string, today = new Date()): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return date.toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    ...(date.getUTCFullYear() === today.getUTCFullYear() ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  });
}
