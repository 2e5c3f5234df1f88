import { type CallInput, callApi, downloadFile, everyPage } from 'app-kit';
import type {
  BookingRequestPayload,
  ComplaintPayload,
  HostelQuery,
  ReviewPayload,
  ReviewSort,
  WaitlistPayload,
} from 'contracts';

/** The listing's call for a query: an empty filter, "All Types", no amenities or "any availability" mean no filter;
 * a list goes comma-separated; values from the URL are the API's to check. */
export const listingInput = (query: HostelQuery): CallInput<'GET /api/hostels'> => ({
  query: Object.fromEntries(
    Object.entries(query)
      .map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v === true ? '1' : v])
      .filter(([, v]) => v !== '' && v !== undefined && v !== false && v !== 'All Types'),
  ) as CallInput<'GET /api/hostels'>['query'],
});

/** The student area's calls: each one an endpoint of the contract table, typed by it. */
export const studentApi = {
  listHostels: (query: HostelQuery, signal?: AbortSignal) =>
    callApi('GET /api/hostels', { ...listingInput(query), signal }),
  getHostel: (id: string) => callApi('GET /api/hostels/:id', { params: { id } }),
  alternatives: (id: string) => callApi('GET /api/hostels/:id/alternatives', { params: { id } }),
  reviews: (id: string, page: number, sort: ReviewSort = 'newest') =>
    // the default order is left out: the address stays the one the page's data starts early under (areas.json)
    callApi('GET /api/hostels/:id/reviews', { params: { id }, query: sort === 'newest' ? { page } : { page, sort } }),
  reviewEligibility: (hostelId: string) =>
    callApi('GET /api/student/hostels/:hostelId/review-eligibility', { params: { hostelId } }),
  review: (hostelId: string, review: ReviewPayload) =>
    callApi('POST /api/student/hostels/:hostelId/reviews', { params: { hostelId }, body: review }),
  reportReview: (id: string, reason: string) =>
    callApi('POST /api/reviews/:id/report', { params: { id }, body: { reason } }),
  recordView: (hostelId: string) => callApi('POST /api/student/recently-viewed', { body: { hostelId } }),
  recentlyViewed: async () => (await callApi('GET /api/student/recently-viewed', {})).hostels,
  interested: async () => (await callApi('GET /api/student/interested', {})).hostels,
  addInterest: (hostelId: string) => callApi('POST /api/student/interested', { body: { hostelId } }),
  removeInterest: (hostelId: string) => callApi('DELETE /api/student/interested/:hostelId', { params: { hostelId } }),
  bookings: () => everyPage(async (query) => (await callApi('GET /api/student/bookings', { query })).bookings),
  requestBooking: (payload: BookingRequestPayload) => callApi('POST /api/student/bookings', { body: payload }),
  joinWaitlist: (payload: WaitlistPayload) => callApi('POST /api/student/waitlist', { body: payload }),
  waitlist: async () => (await callApi('GET /api/student/waitlist', {})).entries,
  leaveWaitlist: (params: WaitlistPayload) => callApi('DELETE /api/student/waitlist/:hostelId/:sharing', { params }),
  cancelBooking: (id: string) => callApi('PUT /api/student/bookings/:id/cancel', { params: { id } }),
  cancellationPreview: (id: string) => callApi('GET /api/student/bookings/:id/cancellation', { params: { id } }),
  giveNotice: (id: string, leavingOn: string) =>
    callApi('POST /api/student/bookings/:id/notice', { params: { id }, body: { leavingOn } }),
  changeNotice: (id: string, leavingOn: string) =>
    callApi('PUT /api/student/bookings/:id/notice', { params: { id }, body: { leavingOn } }),
  withdrawNotice: (id: string) => callApi('DELETE /api/student/bookings/:id/notice', { params: { id } }),
  complaints: () => everyPage(async (query) => (await callApi('GET /api/student/complaints', { query })).complaints),
  raiseComplaint: (payload: ComplaintPayload) => callApi('POST /api/student/complaints', { body: payload }),
  invitations: async () => (await callApi('GET /api/student/invitations', {})).invitations,
  answerInvitation: (id: string, answer: 'accept' | 'decline') =>
    callApi(`PUT /api/student/invitations/:id/${answer}`, { params: { id } }),
  payments: () => callApi('GET /api/student/payments', {}),
  reportPaid: (id: string, reference: string) =>
    callApi('POST /api/student/bills/:id/paid', { params: { id }, body: { reference } }),
  receipt: (id: string) => callApi('GET /api/student/bills/:id/receipt', { params: { id } }),
  ledger: (id: string) => callApi('GET /api/student/bookings/:id/ledger', { params: { id } }),
  rentStatement: (id: string, year: number) =>
    callApi('GET /api/student/bookings/:id/rent-statement', { params: { id }, query: { year } }),
  downloadStatement: (id: string) =>
    downloadFile('GET /api/student/bookings/:id/ledger.pdf', { params: { id } }, 'statement.pdf'),
  downloadReceipt: (id: string, receiptNo: string) =>
    downloadFile('GET /api/student/bills/:id/receipt.pdf', { params: { id } }, `receipt-${receiptNo}.pdf`),
};
