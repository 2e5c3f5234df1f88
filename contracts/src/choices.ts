// The lists every enum is made of, as plain constants: a screen that only shows a list (the home page's areas, the
// footer) imports no zod. The schemas built on them are in enums.ts.

/** The roles of accounts: the two that sign up, and the platform's operator (`admin`), never self-registered. */
export const ROLES = ['student', 'owner', 'admin'] as const;

/** The roles people choose on the sign-in pages. */
export const SIGN_UP_ROLES = ['student', 'owner'] as const;

export const AREAS = [
  'Mangalpally',
  'Adibatla',
  'Sheriguda',
  'Dilsukhnagar',
  'Maisammaguda',
  'Narayanaguda',
  'Others',
] as const;

/** The listing's hostel types (spec 000 §3). */
export const HOSTEL_TYPES = ['Boys', 'Girls', 'Co-Living'] as const;

/** The owner forms' categories (spec 001 §2): the same concept as the hostel type, the owner screens' word. */
export const ROOM_CATEGORIES = ['Boys', 'Girls', 'Co-Live'] as const;

export const BOOKING_STATUSES = ['Requested', 'Active', 'Rejected', 'Cancelled', 'Completed'] as const;

export const COMPLAINT_STATUSES = ['Open', 'In progress', 'Resolved'] as const;

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

export const PAYOUT_TYPES = ['BANK_TRANSFER', 'UPI'] as const;

export const ALERT_MESSAGE_TYPES = ['holiday', 'fee', 'welcome', 'others'] as const;

/** A bill: unpaid; the student says they paid (the owner has to confirm); paid (confirmed by the owner). */
export const BILL_STATUSES = ['Pending', 'Awaiting confirmation', 'Paid'] as const;

/** A hostel's standing with the operator: new hostels wait for verification before students see them. */
export const HOSTEL_STATUSES = ['pending', 'verified', 'rejected'] as const;
export const HOSTEL_STATUS_LABELS: Record<(typeof HOSTEL_STATUSES)[number], string> = {
  pending: 'Pending verification',
  verified: 'Verified',
  rejected: 'Rejected',
};

/** Room options of a hostel by sharing type (beds a room), each with a monthly price per bed. */
export const SHARING_TYPES = ['Single', 'Double', 'Triple', 'Dormitory'] as const;

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

export const FOOD_TYPES = ['Veg', 'Non-veg', 'Veg & non-veg', 'No food'] as const;

/** What a review rates besides the overall stars. */
export const REVIEW_ASPECTS = ['cleanliness', 'food', 'safety', 'location', 'value'] as const;
export const REVIEW_ASPECT_LABELS: Record<(typeof REVIEW_ASPECTS)[number], string> = {
  cleanliness: 'Cleanliness',
  food: 'Food',
  safety: 'Safety',
  location: 'Location',
  value: 'Value for money',
};

export const REPORT_DECISIONS = ['keep', 'remove'] as const;

/** The listing's orders: recommended ('': the best match first when searching, else longest listed first), by price
 * up or down, best rated, newest first. */
export const PRICE_SORTS = ['', 'asc', 'desc', 'rating', 'newest'] as const;
export type PriceSort = (typeof PRICE_SORTS)[number];
export const SORT_LABELS: Record<PriceSort, string> = {
  '': 'Recommended',
  asc: 'Price: low to high',
  desc: 'Price: high to low',
  rating: 'Best rated',
  newest: 'Newest',
};

/** The orders of a hostel's reviews: newest first (the default), highest or lowest rated first. */
export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest first',
  highest: 'Highest rated first',
  lowest: 'Lowest rated first',
};
