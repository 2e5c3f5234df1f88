// The navbar's live counts as the event stream sends them, read without zod: every signed-in page reads them, and
// zod's code would be the heaviest script such a page runs for a badge. The contract is `liveCountsSchema` and
// `notificationEventSchema` (hostels.ts); liveCounts.test.ts holds this reader to their answers.
import type { LiveCounts } from './hostels';

/** z.number(): a finite number. */
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The counts in `value` when it is a `liveCountsSchema` payload ({ unread, pendingBookings }), else undefined. */
export function liveCountsOf(value: unknown): LiveCounts | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { unread, pendingBookings } = value as Record<string, unknown>;
  return isNumber(unread) && isNumber(pendingBookings) ? { unread, pendingBookings } : undefined;
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
