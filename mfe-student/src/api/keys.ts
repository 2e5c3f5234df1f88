// The student area's query keys, in one place: a mutation invalidates what it changes by these.
export const studentKeys = {
  hostels: ['student', 'hostels'] as const,
  hostelPage: (query: object) => ['student', 'hostels', 'page', query] as const,
  hostel: (id: string) => ['student', 'hostels', id] as const,
  alternatives: (id: string) => ['student', 'hostels', id, 'alternatives'] as const,
  reviews: (id: string) => ['student', 'reviews', id] as const,
  reviewPage: (id: string, page: number, sort: string) => ['student', 'reviews', id, page, sort] as const,
  reviewEligibility: (id: string) => ['student', 'review-eligibility', id] as const,
  interested: ['student', 'interested'] as const,
  recentlyViewed: ['student', 'recently-viewed'] as const,
  bookings: ['student', 'bookings'] as const,
  // under bookings: a bed freeing up (a notification to My Bookings) refreshes it too
  waitlist: ['student', 'bookings', 'waitlist'] as const,
  complaints: ['student', 'complaints'] as const,
  invitations: ['student', 'invitations'] as const,
  payments: ['student', 'payments'] as const,
  receipt: (id: string) => ['student', 'receipts', id] as const,
  // under payments: a payment confirmed or a charge added refreshes it too
  ledger: (id: string) => ['student', 'payments', 'ledger', id] as const,
  rentStatement: (id: string, year: number) => ['student', 'payments', 'rent-statement', id, year] as const,
};
