// Payloads of the owner endpoints, shared by the owner area and the API server.
import type { Booking, HostelRule } from './hostels';

export type RoomCategory = 'Boys' | 'Girls' | 'Co-Live';
export const ROOM_CATEGORIES: RoomCategory[] = ['Boys', 'Girls', 'Co-Live'];
/** The add-hostel form's order (spec 001 §2). */
export const HOSTEL_CATEGORIES: RoomCategory[] = ['Girls', 'Boys', 'Co-Live'];

export interface OwnerHostel {
  _id: string;
  name: string;
  location: string;
  type: string;
  area: string;
  price: number;
  available: boolean;
  imageUrl: string;
}

export interface HostelFields {
  name: string;
  contact: string;
  facilities: string;
  category: RoomCategory;
  description: string;
  location: string;
  area: string;
  price: number;
}

export interface OwnerHostelDetail extends HostelFields {
  _id: string;
  type: string;
  features: string[];
  available: boolean;
  images: Array<{ id: number; url: string }>;
  videoUrl: string | null;
  rules: HostelRule[];
  occupancy: { rooms: number; beds: number; occupiedBeds: number; freeBeds: number; roomsWithFreeBeds: number };
}

export interface Room {
  id: string;
  hostelId: string;
  hostelName: string;
  roomNo: string;
  floor: number;
  category: RoomCategory;
  beds: number;
  occupants: Array<{ id: string; name: string }>;
  freeBeds: number;
}

export interface RoomPayload {
  roomNo: string;
  floor: number;
  category: RoomCategory;
  beds: number;
}

export interface OwnerStudent {
  _id: string;
  name: string;
  email: string;
  phone: string;
  room: string;
  floor: number;
  hostel: { _id: string; name: string };
}

export interface AddStudentPayload {
  name: string;
  email: string;
  phone: string;
  address?: string;
  hostel: string;
  floor: number;
  room: string;
}

export interface BookingRequest extends Booking {
  studentName: string;
  studentPhone: string;
  studentEmail: string;
}

export interface OwnerDashboardStats {
  hostels: number;
  rooms: number;
  roomsFilled: number;
  students: number;
  complaints: number;
  availableRooms: number;
  pendingRequests: number;
}

export type AlertMessageType = 'holiday' | 'fee' | 'welcome' | 'others';

export type DraftPayload =
  | { purpose: 'hostel-description'; name: string; facilities: string; category: string; location: string }
  | { purpose: 'alert'; messageType: AlertMessageType; addressee: string; hostelName: string };

export type PayoutType = 'BANK_TRANSFER' | 'UPI';

export interface BankDetails {
  accountNumber: string;
  ifscCode: string;
  bankName: string;
  accountHolderName: string;
}

export interface UpiDetails {
  upiId: string;
}

export interface PayoutMethod {
  _id: string;
  type: PayoutType;
  details: Partial<BankDetails & UpiDetails>;
  isDefault: boolean;
}

export interface PayoutMethodPayload {
  type: PayoutType;
  details: BankDetails | UpiDetails;
  isDefault: boolean;
}

export interface PayoutHistoryEntry {
  _id: string;
  processedAt: string;
  amount: number;
  payoutMethodDetailsSnapshot: { type: PayoutType; [key: string]: string };
  status: string;
}

export interface OwnerComplaint {
  id: string;
  student: string;
  room: string;
  issue: string;
  details: string;
  date: string;
  status: 'Open' | 'In progress' | 'Resolved';
  hostelName: string;
}

export interface AlertPayload {
  messageType: AlertMessageType;
  message: string;
  studentIds: string[];
}
