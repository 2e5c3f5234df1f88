import type {
  Booking,
  BookingRequestPayload,
  Complaint,
  HostelDetail,
  HostelPage,
  HostelQuery,
  HostelSummary,
  MessageResponse,
  PaymentsOverview,
  ResidentInvitation,
} from 'contracts';
import { api } from 'shared-auth';

/** The typed client of every endpoint the student area calls. */
export const studentApi = {
  listHostels: async (query: HostelQuery, signal?: AbortSignal) => {
    const params = Object.fromEntries(
      Object.entries(query).filter(([, v]) => v !== '' && v !== undefined && v !== 'All Types'),
    );
    return (await api.get<HostelPage>('/api/hostels', { params, signal })).data;
  },
  getHostel: async (id: string) => (await api.get<HostelDetail>(`/api/hostels/${encodeURIComponent(id)}`)).data,
  recordView: async (hostelId: string) =>
    (await api.post<MessageResponse>('/api/student/recently-viewed', { hostelId })).data,
  recentlyViewed: async () =>
    (await api.get<{ hostels: HostelSummary[] }>('/api/student/recently-viewed')).data.hostels,
  interested: async () => (await api.get<{ hostels: HostelSummary[] }>('/api/student/interested')).data.hostels,
  addInterest: async (hostelId: string) =>
    (await api.post<MessageResponse>('/api/student/interested', { hostelId })).data,
  removeInterest: async (hostelId: string) =>
    (await api.delete<MessageResponse>(`/api/student/interested/${encodeURIComponent(hostelId)}`)).data,
  bookings: async () => (await api.get<{ bookings: Booking[] }>('/api/student/bookings')).data.bookings,
  requestBooking: async (payload: BookingRequestPayload) =>
    (await api.post<MessageResponse & { booking: Booking }>('/api/student/bookings', payload)).data,
  cancelBooking: async (id: string) =>
    (await api.put<MessageResponse & { booking: Booking }>(`/api/student/bookings/${encodeURIComponent(id)}/cancel`))
      .data,
  complaints: async () => (await api.get<{ complaints: Complaint[] }>('/api/student/complaints')).data.complaints,
  raiseComplaint: async (payload: { subject: string; details: string }) =>
    (await api.post<MessageResponse & { complaint: Complaint }>('/api/student/complaints', payload)).data,
  invitations: async () =>
    (await api.get<{ invitations: ResidentInvitation[] }>('/api/student/invitations')).data.invitations,
  answerInvitation: async (id: string, answer: 'accept' | 'decline') =>
    (await api.put<MessageResponse>(`/api/student/invitations/${encodeURIComponent(id)}/${answer}`)).data,
  payments: async () => (await api.get<PaymentsOverview>('/api/student/payments')).data,
};
