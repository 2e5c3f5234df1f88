// Payloads of the hostel, booking, complaint, notification and payment endpoints, shared by the
// remotes and the API server.
export const AREAS = [
  'Mangalpally',
  'Adibatla',
  'Sheriguda',
  'Dilsukhnagar',
  'Maisammaguda',
  'Narayanaguda',
  'Others',
] as const;
export type Area = (typeof AREAS)[number];

export const HOSTEL_TYPES = ['Boys', 'Girls', 'Co-Living'] as const;
export type HostelType = (typeof HOSTEL_TYPES)[number];

export type PriceSort = '' | 'asc' | 'desc';

export const HOSTEL_PAGE_SIZE = 12;

/** A hostel card (spec §3 "hostel listing sample"): `location` is the area. */
export interface HostelSummary {
  id: string;
  name: string;
  type: HostelType;
  location: string;
  price: number;
  available: boolean;
  features: string[];
  imageUrl: string;
}

export interface HostelRule {
  id: number;
  text: string;
}

export interface HostelDetail extends HostelSummary {
  address: string;
  description: string;
  contact: string;
  images: string[];
  rules: HostelRule[];
  /** Only the owner's name is public; the hostel's `contact` is how people reach it. */
  owner: { name: string };
  /** For a logged-in student: whether it is on their interest list. */
  interested: boolean;
}

export interface HostelPage {
  hostels: HostelSummary[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

export interface HostelQuery {
  area?: string;
  search?: string;
  type?: string;
  sort?: PriceSort;
  page?: number;
}

export type BookingStatus = 'Requested' | 'Active' | 'Rejected' | 'Cancelled' | 'Completed';

export interface Booking {
  id: string;
  hostelId: string;
  hostelName: string;
  location: string;
  roomInfo: string;
  checkInDate: string;
  /** months */
  duration: number;
  note: string;
  status: BookingStatus;
  createdAt: string;
  decidedAt: string | null;
  /** When the owner's 24-hour answer window closes (requests only). */
  respondBy: string;
}

export interface BookingRequestPayload {
  hostelId: string;
  checkInDate: string;
  durationMonths: number;
  note?: string;
}

export type ComplaintStatus = 'Open' | 'In progress' | 'Resolved';

export interface Complaint {
  id: string;
  hostelName: string;
  subject: string;
  details: string;
  status: ComplaintStatus;
  createdAt: string;
}

export interface AppNotification {
  _id: string;
  type: string;
  message: string;
  isRead: boolean;
  createdAt: string;
}

export interface Bill {
  id: string;
  hostelName: string;
  month: string;
  amount: number;
  dueDate: string;
  status: 'Pending' | 'Success';
}

export interface PaymentRecord {
  id: string;
  date: string;
  amount: number;
  status: 'Success';
}

export interface PaymentsOverview {
  bill: Bill | null;
  history: PaymentRecord[];
}

/** An owner listed this student as a resident; until accepted, nothing of that owner's reaches them. */
export interface ResidentInvitation {
  id: string;
  hostel: { id: string; name: string; area: string };
  room: string;
  floor: number;
  invitedAt: string;
}
