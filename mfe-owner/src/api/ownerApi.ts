import { callApi, downloadFile, everyPage } from 'app-kit';
import type {
  ChargePayload,
  LateFeePayload,
  ElectricityRatePayload,
  ResidentStayPayload,
  AddStudentPayload,
  CheckOutPayload,
  AlertPayload,
  DraftPayload,
  HostelFields,
  OwnerComplaint,
  PayoutMethodPayload,
  ConfirmPaymentPayload,
  NotReceivedPayload,
  StayList,
  RentRollQuery,
  RoomPayload,
} from 'contracts';

/** The form of a new hostel: its fields, how many rooms, the pictures and an optional video. */
export interface NewHostel extends HostelFields {
  rooms: number;
  images: File[];
  video?: File | null;
}

function hostelFormData(h: NewHostel): FormData {
  const form = new FormData();
  const { images, video, ...fields } = h;
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    // lists (room options, amenities) travel as JSON text in the multipart form
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const image of images) form.append('images', image);
  if (video) form.append('video', video);
  return form;
}

/** The owner area's calls: each one an endpoint of the contract table, typed by it. */
export const ownerApi = {
  myHostels: async () => (await callApi('GET /api/owner/my-hostels', {})).hostels,
  addHostel: (h: NewHostel) => callApi('POST /api/owner/add-hostel', { form: hostelFormData(h) }),
  hostel: (id: string) => callApi('GET /api/owner/hostels/:id', { params: { id } }),
  stays: (status: StayList = 'current') =>
    // the current ones without the parameter: the address the shell asks for early (areas.json) is the same
    everyPage(
      async (query) =>
        (await callApi('GET /api/owner/stays', { query: status === 'past' ? { ...query, status } : query })).stays,
    ),
  cancelStay: (id: string) => callApi('PUT /api/owner/stays/:id/cancel', { params: { id } }),
  ledger: (id: string) => callApi('GET /api/owner/stays/:id/ledger', { params: { id } }),
  downloadStatement: (id: string) =>
    downloadFile('GET /api/owner/stays/:id/ledger.pdf', { params: { id } }, 'statement.pdf'),
  addCharge: (id: string, body: ChargePayload) =>
    callApi('POST /api/owner/stays/:id/charges', { params: { id }, body }),
  checkOut: (id: string, body: CheckOutPayload) =>
    callApi('PUT /api/owner/stays/:id/check-out', { params: { id }, body }),
  reviews: (id: string, page: number) => callApi('GET /api/hostels/:id/reviews', { params: { id }, query: { page } }),
  reply: (id: string, text: string) => callApi('PUT /api/owner/reviews/:id/reply', { params: { id }, body: { text } }),
  updateHostel: (id: string, fields: HostelFields) =>
    callApi('PUT /api/owner/hostels/:id', { params: { id }, body: fields }),
  addImages: (id: string, images: File[]) => {
    const form = new FormData();
    for (const image of images) form.append('images', image);
    return callApi('POST /api/owner/hostels/:id/images', { params: { id }, form });
  },
  removeImage: (id: string, imageId: number) =>
    callApi('DELETE /api/owner/hostels/:id/images/:imageId', { params: { id, imageId } }),
  deleteHostel: (id: string) => callApi('DELETE /api/owner/hostels/:id', { params: { id } }),
  rooms: async (hostelId?: string) =>
    (await callApi('GET /api/owner/rooms', { query: hostelId ? { hostelId } : {} })).rooms,
  addRoom: (hostelId: string, room: RoomPayload) => callApi('POST /api/owner/rooms', { body: { hostelId, ...room } }),
  updateRoom: (id: string, room: RoomPayload) => callApi('PUT /api/owner/rooms/:id', { params: { id }, body: room }),
  deleteRoom: (id: string) => callApi('DELETE /api/owner/rooms/:id', { params: { id } }),
  addStudent: (payload: AddStudentPayload) => callApi('POST /api/students/add', { body: payload }),
  myStudents: () => everyPage(async (query) => (await callApi('GET /api/students/mine', { query })).students),
  bookingRequests: () =>
    everyPage(async (query) => (await callApi('GET /api/owner/booking-requests', { query })).requests),
  approveRequest: (id: string, roomId?: string) =>
    callApi('PUT /api/owner/booking-requests/:id/approve', { params: { id }, body: roomId ? { roomId } : {} }),
  rejectRequest: (id: string) => callApi('PUT /api/owner/booking-requests/:id/reject', { params: { id } }),
  draft: (payload: DraftPayload) => callApi('POST /api/ai/draft', { body: payload }),
  sendAlerts: (payload: AlertPayload) => callApi('POST /api/alerts', { body: payload }),
  complaints: () => everyPage(async (query) => (await callApi('GET /api/owner/complaints', { query })).complaints),
  setComplaintStatus: (id: string, status: OwnerComplaint['status']) =>
    callApi('PUT /api/owner/complaints/:id', { params: { id }, body: { status } }),
  deleteComplaint: (id: string) => callApi('DELETE /api/owner/complaints/:id', { params: { id } }),
  rules: async (hostelId: string) => (await callApi('GET /api/owner/rules', { query: { hostelId } })).rules,
  addRule: (hostelId: string, text: string) => callApi('POST /api/owner/rules', { body: { hostelId, text } }),
  updateRule: (id: number, text: string) => callApi('PUT /api/owner/rules/:id', { params: { id }, body: { text } }),
  deleteRule: (id: number) => callApi('DELETE /api/owner/rules/:id', { params: { id } }),
  rentRoll: (query: RentRollQuery) => callApi('GET /api/owner/rent', { query }),
  generateBills: (hostelId?: string) => callApi('POST /api/owner/rent/generate', { body: { hostelId } }),
  confirmPayment: (id: string, payment: ConfirmPaymentPayload) =>
    callApi('PUT /api/owner/bills/:id/confirm', { params: { id }, body: payment }),
  remindBill: (id: string) => callApi('POST /api/owner/bills/:id/remind', { params: { id } }),
  notReceived: (id: string, body: NotReceivedPayload) =>
    callApi('PUT /api/owner/bills/:id/not-received', { params: { id }, body }),
  setUpResidentStay: (residentId: string, body: ResidentStayPayload) =>
    callApi('POST /api/owner/residents/:id/stay', { params: { id: residentId }, body }),
  setElectricityRate: (hostelId: string, body: ElectricityRatePayload) =>
    callApi('PUT /api/owner/hostels/:id/electricity-rate', { params: { id: hostelId }, body }),
  setLateFee: (hostelId: string, body: LateFeePayload) =>
    callApi('PUT /api/owner/hostels/:id/late-fee', { params: { id: hostelId }, body }),
  setRentDueDay: (hostelId: string, dueDay: number) =>
    callApi('PUT /api/owner/hostels/:id/rent-due-day', { params: { id: hostelId }, body: { dueDay } }),
  payoutMethods: () => callApi('GET /api/owner/payout-methods', {}),
  payoutHistory: () => callApi('GET /api/owner/payout-history', {}),
  addPayoutMethod: (payload: PayoutMethodPayload) => callApi('POST /api/owner/payout-methods', { body: payload }),
  setDefaultPayoutMethod: (id: string) =>
    callApi('PUT /api/owner/payout-methods/:id', { params: { id }, body: { isDefault: true } }),
  deletePayoutMethod: (id: string) => callApi('DELETE /api/owner/payout-methods/:id', { params: { id } }),
};
