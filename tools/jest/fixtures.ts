import type { Booking } from 'contracts';

/** A booking as the API answers it, for UI tests: a confirmed stay at Sri Sai Residency unless overridden. */
export function bookingFixture(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 'b1',
    hostelId: 'h1',
    hostelName: 'Sri Sai Residency',
    location: 'Mangalpally',
    roomInfo: 'Room 101, Floor 1',
    checkInDate: '2026-10-01',
    duration: 6,
    note: '',
    status: 'Active',
    createdAt: '2026-09-20T10:00:00.000Z',
    decidedAt: '2026-09-20T11:00:00.000Z',
    respondBy: '2026-09-21T10:00:00.000Z',
    deposit: 6500,
    noticeGivenAt: null,
    leavingOn: null,
    cancelledBy: null,
    refund: null,
    checkOut: null,
    rejectReason: null,
    ...overrides,
  };
}
