import type {
  AddStudentPayload,
  AlertPayload,
  HostelRule,
  OwnerComplaint,
  PayoutHistoryEntry,
  PayoutMethod,
  PayoutMethodPayload,
  BookingRequest,
  DraftPayload,
  HostelFields,
  MessageResponse,
  OwnerDashboardStats,
  OwnerHostel,
  OwnerHostelDetail,
  OwnerStudent,
  Room,
  RoomPayload,
} from 'contracts';
import { api } from 'shared-auth';

/** The form of a new hostel: its fields, how many rooms, the pictures and an optional video. */
export interface NewHostel extends HostelFields {
  rooms: number;
  images: File[];
  video?: File | null;
}

function hostelFormData(h: NewHostel): FormData {
  const form = new FormData();
  const { images, video, ...fields } = h;
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  for (const image of images) form.append('images', image);
  if (video) form.append('video', video);
  return form;
}

/** The typed client of every endpoint the owner area calls. */
export const ownerApi = {
  dashboard: async () => (await api.get<OwnerDashboardStats>('/api/owner/dashboard')).data,
  myHostels: async () => (await api.get<{ hostels: OwnerHostel[] }>('/api/owner/my-hostels')).data.hostels,
  addHostel: async (h: NewHostel) =>
    (await api.post<MessageResponse & { hostel: OwnerHostelDetail }>('/api/owner/add-hostel', hostelFormData(h))).data,
  hostel: async (id: string) => (await api.get<OwnerHostelDetail>(`/api/owner/hostels/${encodeURIComponent(id)}`)).data,
  updateHostel: async (id: string, fields: HostelFields) =>
    (
      await api.put<MessageResponse & { hostel: OwnerHostelDetail }>(
        `/api/owner/hostels/${encodeURIComponent(id)}`,
        fields,
      )
    ).data,
  addImages: async (id: string, images: File[]) => {
    const form = new FormData();
    for (const image of images) form.append('images', image);
    return (
      await api.post<MessageResponse & { hostel: OwnerHostelDetail }>(
        `/api/owner/hostels/${encodeURIComponent(id)}/images`,
        form,
      )
    ).data;
  },
  removeImage: async (id: string, imageId: number) =>
    (
      await api.delete<MessageResponse & { hostel: OwnerHostelDetail }>(
        `/api/owner/hostels/${encodeURIComponent(id)}/images/${imageId}`,
      )
    ).data,
  deleteHostel: async (id: string) =>
    (await api.delete<MessageResponse>(`/api/owner/hostels/${encodeURIComponent(id)}`)).data,
  rooms: async (hostelId?: string) =>
    (await api.get<{ rooms: Room[] }>('/api/owner/rooms', { params: hostelId ? { hostelId } : {} })).data.rooms,
  addRoom: async (hostelId: string, room: RoomPayload) =>
    (await api.post<MessageResponse & { room: Room }>('/api/owner/rooms', { hostelId, ...room })).data,
  updateRoom: async (id: string, room: RoomPayload) =>
    (await api.put<MessageResponse & { room: Room }>(`/api/owner/rooms/${encodeURIComponent(id)}`, room)).data,
  deleteRoom: async (id: string) =>
    (await api.delete<MessageResponse>(`/api/owner/rooms/${encodeURIComponent(id)}`)).data,
  addStudent: async (payload: AddStudentPayload) =>
    (await api.post<MessageResponse & { student: OwnerStudent }>('/api/students/add', payload)).data,
  myStudents: async () => (await api.get<{ students: OwnerStudent[] }>('/api/students/mine')).data.students,
  bookingRequests: async () =>
    (await api.get<{ requests: BookingRequest[] }>('/api/owner/booking-requests')).data.requests,
  approveRequest: async (id: string, roomId?: string) =>
    (
      await api.put<MessageResponse>(
        `/api/owner/booking-requests/${encodeURIComponent(id)}/approve`,
        roomId ? { roomId } : {},
      )
    ).data,
  rejectRequest: async (id: string) =>
    (await api.put<MessageResponse>(`/api/owner/booking-requests/${encodeURIComponent(id)}/reject`)).data,
  draft: async (payload: DraftPayload) => (await api.post<{ text: string }>('/api/ai/draft', payload)).data,
  sendAlerts: async (payload: AlertPayload) =>
    (await api.post<MessageResponse & { delivered: number; withoutAccount: number }>('/api/alerts', payload)).data,
  complaints: async () => (await api.get<{ complaints: OwnerComplaint[] }>('/api/owner/complaints')).data.complaints,
  setComplaintStatus: async (id: string, status: OwnerComplaint['status']) =>
    (await api.put<MessageResponse>(`/api/owner/complaints/${encodeURIComponent(id)}`, { status })).data,
  deleteComplaint: async (id: string) =>
    (await api.delete<MessageResponse>(`/api/owner/complaints/${encodeURIComponent(id)}`)).data,
  rules: async (hostelId: string) =>
    (await api.get<{ rules: HostelRule[] }>('/api/owner/rules', { params: { hostelId } })).data.rules,
  addRule: async (hostelId: string, text: string) =>
    (await api.post<MessageResponse & { rule: HostelRule }>('/api/owner/rules', { hostelId, text })).data,
  updateRule: async (id: number, text: string) =>
    (await api.put<MessageResponse & { rule: HostelRule }>(`/api/owner/rules/${id}`, { text })).data,
  deleteRule: async (id: number) => (await api.delete<MessageResponse>(`/api/owner/rules/${id}`)).data,
  payoutMethods: async () => (await api.get<PayoutMethod[]>('/api/owner/payout-methods')).data,
  payoutHistory: async () => (await api.get<PayoutHistoryEntry[]>('/api/owner/payout-history')).data,
  addPayoutMethod: async (payload: PayoutMethodPayload) =>
    (await api.post<MessageResponse>('/api/owner/payout-methods', payload)).data,
  setDefaultPayoutMethod: async (id: string) =>
    (await api.put<MessageResponse>(`/api/owner/payout-methods/${encodeURIComponent(id)}`, { isDefault: true })).data,
  deletePayoutMethod: async (id: string) =>
    (await api.delete<MessageResponse>(`/api/owner/payout-methods/${encodeURIComponent(id)}`)).data,
};
