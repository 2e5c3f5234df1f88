// The navbar's live counts as the event stream sends them, read without zod: every signed-in page reads them, and
// zod's code would be the heaviest script such a page runs for a badge. The contract is `liveCountsSchema` and
// `notificationEventSchema` (hostels.ts); liveCounts.test.ts holds this reader to their answers.
import type { LiveCounts } from './hostels';

/** z.number(): a finite number. */
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The counts in `value` when it is a `liveCountsSchema` payload ({ unread, pendingBookings, messages }), else
 * undefined (an API from before messages sends no `messages`: none). */
export function liveCountsOf(value: unknown): LiveCounts | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { unread, pendingBookings, messages = 0 } = value as Record<string, unknown>;
  return isNumber(unread) && isNumber(pendingBookings) && isNumber(messages)
    ? { unread, pendingBookings, messages }
    : undefined;
}

/**
 * The counts one event of the stream carries: a `counts` event is the counts; a `notification` event carries the
 * counts after the new notification (only they are read here). Undefined for any other event or a bad payload.
 */
export function streamEventCounts(event: string | undefined, data: string): LiveCounts | undefined {
  let payload: unknown;
  try {
    payload = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (event === 'counts') return liveCountsOf(payload);
  if (event === 'notification' && typeof payload === 'object' && payload !== null)
    return liveCountsOf((payload as { counts?: unknown }).counts);
  return undefined;
}

/** The browser event the shell sends (on `window`) for each notification the stream brings: each area refreshes
 * the data a notification's link is about. `detail` is { link }. */
export const NOTIFICATION_DOM_EVENT = 'hostelhub:notification';
export type NotificationDomDetail = { link: string | null };

/** The browser event the shell sends (on `window`) when the number of unread messages changes: the areas'
 * conversation screens refresh. */
export const MESSAGES_DOM_EVENT = 'hostelhub:messages';

/** The link of the notification a `notification` event carries (null: none, or another event). */
export function streamEventLink(event: string | undefined, data: string): string | null {
  if (event !== 'notification') return null;
  try {
    const link = (JSON.parse(data) as { notification?: { link?: unknown } }).notification?.link;
    return typeof link === 'string' ? link : null;
  } catch {
    return null;
  }
}
