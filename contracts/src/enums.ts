import './jitless'; // first: before any schema is defined
import { z } from 'zod';
import {
  ROLES,
  SIGN_UP_ROLES,
  AREAS,
  HOSTEL_TYPES,
  ROOM_CATEGORIES,
  BOOKING_STATUSES,
  COMPLAINT_STATUSES,
  COMPLAINT_CATEGORIES,
  PAYOUT_TYPES,
  ALERT_MESSAGE_TYPES,
  BILL_STATUSES,
  HOSTEL_STATUSES,
  SHARING_TYPES,
  AMENITIES,
  FOOD_TYPES,
  type REVIEW_ASPECTS,
  REPORT_DECISIONS,
} from './choices';

// Every enum of the API, once. The spec's visible words are the values.
export const accountRoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof accountRoleSchema>;
export const roleSchema = z.enum(SIGN_UP_ROLES, { error: 'Role must be student or owner.' });
export type SignUpRole = z.infer<typeof roleSchema>;

export const areaSchema = z.enum(AREAS, { error: `Area must be one of ${AREAS.join(', ')}.` });
export type Area = z.infer<typeof areaSchema>;

export const hostelTypeSchema = z.enum(HOSTEL_TYPES);
export type HostelType = z.infer<typeof hostelTypeSchema>;

export const roomCategorySchema = z.enum(ROOM_CATEGORIES, { error: 'Category must be Boys, Girls or Co-Live.' });
export type RoomCategory = z.infer<typeof roomCategorySchema>;
/** The add-hostel form's order (spec 001 §2). */
export const HOSTEL_CATEGORIES: readonly RoomCategory[] = ['Girls', 'Boys', 'Co-Live'];

/** The one place the two words of the same concept meet. */
export const categoryOfType = (type: HostelType): RoomCategory => (type === 'Co-Living' ? 'Co-Live' : type);
export const typeOfCategory = (category: RoomCategory): HostelType => (category === 'Co-Live' ? 'Co-Living' : category);

export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

export const complaintStatusSchema = z.enum(COMPLAINT_STATUSES, {
  error: 'Status must be Open, In progress or Resolved.',
});
export type ComplaintStatus = z.infer<typeof complaintStatusSchema>;

export const complaintCategorySchema = z.enum(COMPLAINT_CATEGORIES, {
  error: 'Please choose what the complaint is about.',
});
export type ComplaintCategory = z.infer<typeof complaintCategorySchema>;

export const payoutTypeSchema = z.enum(PAYOUT_TYPES);
export type PayoutType = z.infer<typeof payoutTypeSchema>;

export const alertMessageTypeSchema = z.enum(ALERT_MESSAGE_TYPES, { error: 'Please select a message type!' });
export type AlertMessageType = z.infer<typeof alertMessageTypeSchema>;

export const billStatusSchema = z.enum(BILL_STATUSES);
export type BillStatus = z.infer<typeof billStatusSchema>;

export const hostelStatusSchema = z.enum(HOSTEL_STATUSES);
export type HostelStatus = z.infer<typeof hostelStatusSchema>;

export const sharingTypeSchema = z.enum(SHARING_TYPES, {
  error: 'Sharing must be Single, Double, Triple or Dormitory.',
});
export type SharingType = z.infer<typeof sharingTypeSchema>;

export const amenitySchema = z.enum(AMENITIES, { error: `Amenities must be from: ${AMENITIES.join(', ')}.` });
export type Amenity = z.infer<typeof amenitySchema>;

export const foodTypeSchema = z.enum(FOOD_TYPES, { error: 'Food must be Veg, Non-veg, Veg & non-veg or No food.' });
export type FoodType = z.infer<typeof foodTypeSchema>;

export type ReviewAspect = (typeof REVIEW_ASPECTS)[number];

export const reportDecisionSchema = z.enum(REPORT_DECISIONS, { error: 'Decide keep or remove.' });
export type ReportDecision = z.infer<typeof reportDecisionSchema>;
