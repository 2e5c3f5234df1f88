// Each formatter is made on first use and then kept: making one loads locale data (slow on a phone), and
// `toLocaleDateString` with options makes a new one on every call.
let relative: Intl.RelativeTimeFormat | null = null;
let dateFormat: Intl.DateTimeFormat | null = null;
let dateTimeFormat: Intl.DateTimeFormat | null = null;
const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 hours ago", "yesterday", "just now". */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  for (const [unit, size] of steps)
    if (Math.abs(seconds) >= size) {
      relative ??= new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });
      return relative.format(Math.round(seconds / size), unit);
    }
  return 'just now';
}

/** A calendar date in Indian English: "5 Aug 2025". Accepts YYYY-MM-DD or a full ISO time. */
export function formatDate(iso: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T00:00:00`) : new Date(iso);
  dateFormat ??= new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
  return dateFormat.format(date);
}

/** A local date and time: "5 Aug 2025, 3:40 pm". */
export function formatDateTime(iso: string): string {
  dateTimeFormat ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return dateTimeFormat.format(new Date(iso));
}
