import type { Booking, HostelDetail, HostelSummary, StayLedger } from 'contracts';

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
    sharing: 'Double',
    pricePerBed: 6500,
    ...overrides,
  };
}

/** A hostel's page as the API answers it to anyone, for UI tests: Sri Sai Residency unless overridden. */
export function hostelDetailFixture(overrides: Partial<HostelDetail> = {}): HostelDetail {
  return {
    id: '8d6f2a53-2f0e-4c1e-9a57-3f1f0c2b7d11',
    name: 'Sri Sai Residency',
    type: 'Boys',
    location: 'Mangalpally',
    price: 6500,
    available: true,
    features: ['Wi-Fi', 'Food included'],
    imageUrl: '/media/hostel-art/x/0.svg',
    address: 'Plot 12, Mangalpally',
    description: 'A calm place near the colleges.',
    contact: '9876543210',
    images: ['/media/hostel-art/x/0.svg'],
    rules: [],
    owner: { name: 'Ramesh Goud' },
    interested: false,
    rating: { average: 4.5, count: 2 },
    bedsFree: 3,
    sharing: ['Double', 'Triple'],
    roomOptions: [
      { sharing: 'Double', pricePerBed: 7500, bedsFree: 1 },
      { sharing: 'Triple', pricePerBed: 6500, bedsFree: 2 },
    ],
    deposit: 6500,
    food: 'Veg & non-veg',
    mealsPerDay: 3,
    amenities: ['Wi-Fi', 'Hot water'],
    checkInRules: 'Check-in from 9 AM with a photo ID.',
    landmark: 'CVR College of Engineering',
    landmarkKm: 1.2,
    status: 'verified',
    verifiedOn: '2026-03-12',
    ...overrides,
  };
}

/** Hostel number `n` of a listing, as the API answers it (a card: no reviews yet, two beds free). */
export const hostelSummaryFixture = (n: number): HostelSummary => ({
  id: `h${n}`,
  name: `Hostel ${n}`,
  type: 'Boys',
  location: 'Mangalpally',
  price: 6500,
  available: true,
  features: ['WiFi'],
  imageUrl: `/media/hostel-art/h${n}/0.svg`,
  rating: { average: 0, count: 0 },
  bedsFree: 2,
  sharing: ['Double'],
  verifiedOn: '2026-03-12',
});

/** A stay's ledger as the API answers it: Lakshmi's double at Sri Sai Residency, deposit received, still active. */
export function stayLedgerFixture(overrides: Partial<StayLedger> = {}): StayLedger {
  return {
    bookingId: 's1',
    status: 'Active',
    studentName: 'Lakshmi',
    hostelName: 'Sri Sai Residency',
    property: 'Sri Sai Residency, Mangalpally',
    ownerName: 'Demo Owner',
    room: 'Room 101, Floor 1',
    sharing: 'Double',
    checkInDate: '2026-10-05',
    endedAt: null,
    lines: [],
    depositReceived: 6500,
    openBills: [],
    totals: { charges: 6500, payments: 6500, balance: 0 },
    settlement: null,
    ...overrides,
  };
}
