import { MODERATION_PROMISE_HOURS } from 'contracts';

const HOUR = 3_600_000;

/** How long a report has waited against the 48-hour promise: the words, and how urgent it is. */
export function waitingText(
  reportedAt: string,
  now = Date.now(),
): { text: string; tone: 'info' | 'warning' | 'danger' } {
  const hours = Math.max(0, Math.floor((now - Date.parse(reportedAt)) / HOUR));
  if (hours >= MODERATION_PROMISE_HOURS)
    return { text: `Overdue: waiting ${hours} h (promise ${MODERATION_PROMISE_HOURS} h)`, tone: 'danger' };
  const left = MODERATION_PROMISE_HOURS - hours;
  return {
    text: `Waiting ${hours} h of ${MODERATION_PROMISE_HOURS} h · ${left} h left`,
    tone: left <= 12 ? 'warning' : 'info',
  };
}
