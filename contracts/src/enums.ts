import { z } from 'zod';

// Every enum of the API, once. The spec's visible words are the values.
/** The roles of accounts: the two that sign up, and the platform's operator (`admin`), never self-registered. */
export const ROLES = ['student', 'owner', 'admin'] as const;
export const accountRoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof accountRoleSchema>;
/** The roles people choose on the sign-in pages. */
export const SIGN_UP_ROLES = ['student', 'owner'] as const;
export const roleSchema = z.enum(SIGN_UP_ROLES, { error: 'Role must be student or owner.' });
export type SignUpRole = z.infer<typeof roleSchema>;

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

/** What a complaint is about: the owner sees it first, so it reaches the right person. */
export const COMPLAINT_CATEGORIES = [
  'Wi-Fi',
  'Water',
  'Electricity',
  'Food',
  'Cleaning',
  'Room and furniture',
  'Safety',
  'Other',
] as const;
export const complaintCategorySchema = z.enum(COMPLAINT_CATEGORIES, {
  error: 'Please choose what the complaint is about.',
});
export type ComplaintCategory = z.infer<typeof complaintCategorySchema>;

export const PAYOUT_TYPES = ['BANK_TRANSFER', 'UPI'] as const;
export const payoutTypeSchema = z.enum(PAYOUT_TYPES);
export type PayoutType = z.infer<typeof payoutTypeSchema>;

export const ALERT_MESSAGE_TYPES = ['holiday', 'fee', 'welcome', 'others'] as const;
export const alertMessageTypeSchema = z.enum(ALERT_MESSAGE_TYPES, { error: 'Please select a message type!' });
export type AlertMessageType = z.infer<typeof alertMessageTypeSchema>;

/** A bill: unpaid; the student says they paid (the owner has to confirm); paid (confirmed by the owner). */
export const BILL_STATUSES = ['Pending', 'Awaiting confirmation', 'Paid'] as const;
export const billStatusSchema = z.enum(BILL_STATUSES);
export type BillStatus = z.infer<typeof billStatusSchema>;

/** A hostel's standing with the operator: new hostels wait for verification before students see them. */
export const HOSTEL_STATUSES = ['pending', 'verified', 'rejected'] as const;
export const hostelStatusSchema = z.enum(HOSTEL_STATUSES);
export type HostelStatus = z.infer<typeof hostelStatusSchema>;
export const HOSTEL_STATUS_LABELS: Record<HostelStatus, string> = {
  pending: 'Pending verification',
  verified: 'Verified',
  rejected: 'Rejected',
};

/** Room options of a hostel by sharing type (beds a room), each with a monthly price per bed. */
export const SHARING_TYPES = ['Single', 'Double', 'Triple', 'Dormitory'] as const;
export const sharingTypeSchema = z.enum(SHARING_TYPES, {
  error: 'Sharing must be Single, Double, Triple or Dormitory.',
});
export type SharingType = z.infer<typeof sharingTypeSchema>;

/** The one list of amenities owners pick from and students filter by (their order is their bit in the mask). */
export const AMENITIES = [
  'Wi-Fi',
  'AC',
  'Laundry',
  'Hot water',
  'CCTV',
  'Gym',
  'Power backup',
  'Parking',
  'Housekeeping',
  'Study room',
  'Security guard',
  'Attached bathroom',
] as const;
export const amenitySchema = z.enum(AMENITIES, { error: `Amenities must be from: ${AMENITIES.join(', ')}.` });
export type Amenity = z.infer<typeof amenitySchema>;

export const FOOD_TYPES = ['Veg', 'Non-veg', 'Veg & non-veg', 'No food'] as const;
export const foodTypeSchema = z.enum(FOOD_TYPES, { error: 'Food must be Veg, Non-veg, Veg & non-veg or No food.' });
export type FoodType = z.infer<typeof foodTypeSchema>;

/** What a review rates besides the overall stars. */
export const REVIEW_ASPECTS = ['cleanliness', 'food', 'safety', 'location', 'value'] as const;
export type ReviewAspect = (typeof REVIEW_ASPECTS)[number];
export const REVIEW_ASPECT_LABELS: Record<ReviewAspect, string> = {
  cleanliness: 'Cleanliness',
  food: 'Food',
  safety: 'Safety',
  location: 'Location',
  value: 'Value for money',
};

export const REPORT_DECISIONS = ['keep', 'remove'] as const;
export const reportDecisionSchema = z.enum(REPORT_DECISIONS, { error: 'Decide keep or remove.' });
export type ReportDecision = z.infer<typeof reportDecisionSchema>;
