import { z } from 'zod';

// Every enum of the API, once. The spec's visible words are the values.
export const ROLES = ['student', 'owner'] as const;
export const roleSchema = z.enum(ROLES, { error: 'Role must be student or owner.' });
export type Role = z.infer<typeof roleSchema>;

export const AREAS = [
  'Mangalpally',
  'Adibatla',
  'Sheriguda',
  'Dilsukhnagar',
  'Maisammaguda',
  'Narayanaguda',
  'Others',
] as const;
export const areaSchema = z.enum(AREAS, { error: `Area must be one of ${AREAS.join(', ')}.` });
export type Area = z.infer<typeof areaSchema>;

/** The listing's hostel types (spec 000 §3). */
export const HOSTEL_TYPES = ['Boys', 'Girls', 'Co-Living'] as const;
export const hostelTypeSchema = z.enum(HOSTEL_TYPES);
export type HostelType = z.infer<typeof hostelTypeSchema>;

/** The owner forms' categories (spec 001 §2): the same concept as the hostel type, the owner screens' word. */
export const ROOM_CATEGORIES = ['Boys', 'Girls', 'Co-Live'] as const;
export const roomCategorySchema = z.enum(ROOM_CATEGORIES, { error: 'Category must be Boys, Girls or Co-Live.' });
export type RoomCategory = z.infer<typeof roomCategorySchema>;
/** The add-hostel form's order (spec 001 §2). */
export const HOSTEL_CATEGORIES: readonly RoomCategory[] = ['Girls', 'Boys', 'Co-Live'];

/** The one place the two words of the same concept meet. */
export const categoryOfType = (type: HostelType): RoomCategory => (type === 'Co-Living' ? 'Co-Live' : type);
export const typeOfCategory = (category: RoomCategory): HostelType => (category === 'Co-Live' ? 'Co-Living' : category);

export const BOOKING_STATUSES = ['Requested', 'Active', 'Rejected', 'Cancelled', 'Completed'] as const;
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

export const COMPLAINT_STATUSES = ['Open', 'In progress', 'Resolved'] as const;
export const complaintStatusSchema = z.enum(COMPLAINT_STATUSES, {
  error: 'Status must be Open, In progress or Resolved.',
});
export type ComplaintStatus = z.infer<typeof complaintStatusSchema>;

export const PAYOUT_TYPES = ['BANK_TRANSFER', 'UPI'] as const;
export const payoutTypeSchema = z.enum(PAYOUT_TYPES);
export type PayoutType = z.infer<typeof payoutTypeSchema>;

export const ALERT_MESSAGE_TYPES = ['holiday', 'fee', 'welcome', 'others'] as const;
export const alertMessageTypeSchema = z.enum(ALERT_MESSAGE_TYPES, { error: 'Please select a message type!' });
export type AlertMessageType = z.infer<typeof alertMessageTypeSchema>;

export const BILL_STATUSES = ['Pending', 'Success'] as const;
export const billStatusSchema = z.enum(BILL_STATUSES);
export type BillStatus = z.infer<typeof billStatusSchema>;
