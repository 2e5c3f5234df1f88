import { liveCountsSchema, notificationEventSchema } from './hostels';
import { liveCountsOf, streamEventCounts } from './liveCounts';

const notification = {
  _id: 'n1',
  type: 'booking',
  message: 'Sri Sai Residency approved your request.',
  isRead: false,
  createdAt: '2026-11-24T10:00:00.000Z',
  link: '/student/my-bookings',
};

const samples: unknown[] = [
  { unread: 3, pendingBookings: 1, messages: 2 },
  { unread: 3, pendingBookings: 1 },
  { unread: 0, pendingBookings: 0, extra: 'ignored' },
  { unread: 0, pendingBookings: 0, messages: '2' },
  { unread: 0, pendingBookings: 0, messages: null },
  { unread: '3', pendingBookings: 1 },
  { unread: 3 },
  { unread: Number.NaN, pendingBookings: 1 },
  { unread: Number.POSITIVE_INFINITY, pendingBookings: 1 },
  [3, 1],
  null,
  'counts',
  42,
];

it.each(samples.map((v) => [JSON.stringify(v) ?? String(v), v]))(
  'reads %s as liveCountsSchema does',
  (_name, value) => {
    const contract = liveCountsSchema.safeParse(value);
    expect(liveCountsOf(value)).toEqual(contract.success ? contract.data : undefined);
  },
);

it("reads a stream event's counts as the contract's schemas do", () => {
  for (const counts of samples) {
    const asCounts = liveCountsSchema.safeParse(counts);
    expect(streamEventCounts('counts', JSON.stringify(counts) ?? 'undefined')).toEqual(
      asCounts.success ? asCounts.data : undefined,
    );
    // a notification event the contract accepts gives the same counts
    const event = { notification, counts };
    const asEvent = notificationEventSchema.safeParse(event);
    if (asEvent.success) expect(streamEventCounts('notification', JSON.stringify(event))).toEqual(asEvent.data.counts);
  }
  // (the loop above met events the contract accepts)
  expect(notificationEventSchema.safeParse({ notification, counts: samples[0] }).success).toBe(true);
  expect(streamEventCounts('notification', 'not json')).toBeUndefined();
  expect(streamEventCounts('ping', JSON.stringify(samples[0]))).toBeUndefined();
  expect(streamEventCounts(undefined, JSON.stringify(samples[0]))).toBeUndefined();
});
