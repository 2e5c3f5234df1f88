// The owner area's query keys, in one place: a mutation invalidates what it changes by these.
export const ownerKeys = {
  dashboard: ['owner', 'dashboard'] as const,
  hostels: ['owner', 'hostels'] as const,
  hostel: (id: string) => ['owner', 'hostels', id] as const,
  reviews: (hostelId: string) => ['owner', 'reviews', hostelId] as const,
  rooms: ['owner', 'rooms'] as const,
  roomsOf: (hostelId?: string) => ['owner', 'rooms', hostelId ?? 'all'] as const,
  students: ['owner', 'students'] as const,
  requests: ['owner', 'requests'] as const,
  stays: ['owner', 'stays'] as const,
  pastStays: ['owner', 'stays', 'past'] as const,
  // under rent: a payment confirmed or reported refreshes it too
  ledger: (id: string) => ['owner', 'rent', 'ledger', id] as const,
  complaints: ['owner', 'complaints'] as const,
  rules: (hostelId: string) => ['owner', 'rules', hostelId] as const,
  rent: ['owner', 'rent'] as const,
  rentRoll: (hostelId: string, month: string) => ['owner', 'rent', hostelId, month] as const,
  payoutMethods: ['owner', 'payout-methods'] as const,
  payoutHistory: ['owner', 'payout-history'] as const,
};

/** What a change to rooms, residents or stays moves: the counts, the rooms, the students, each hostel's
 * availability, the confirmed stays. */
export const occupancyKeys = [
  ownerKeys.dashboard,
  ownerKeys.rooms,
  ownerKeys.students,
  ownerKeys.hostels,
  ownerKeys.stays,
];
