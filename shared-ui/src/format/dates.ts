// Calendar dates are written by hand, as Chromium's en-IN formats write them ("5 Sept 2025, 3:40 pm"): the first
// Intl formatter a page makes starts the browser's locale data (ICU), 30–60 ms of main-thread work on this machine
// and four times that on a phone, in the first render of every page that shows a date. Relative times keep Intl
// ("yesterday", "in 3 days" have many forms), made on first use: the pages that show them are not first pages.
let relative: Intl.RelativeTimeFormat | null = null;
const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

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

const calendarDate = (date: Date) => `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;

/** A calendar date in Indian English: "5 Aug 2025". Accepts YYYY-MM-DD or a full ISO time. */
export function formatDate(iso: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T00:00:00`) : new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Invalid Date' : calendarDate(date);
}

/** A local date and time: "5 Aug 2025, 3:40 pm". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${calendarDate(date)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}
