import './jitless'; // first: before any schema is defined
import { z } from 'zod';
import {
  bookingStatusSchema,
  type Amenity,
  amenitySchema,
  complaintCategorySchema,
  complaintStatusSchema,
  hostelStatusSchema,
  hostelTypeSchema,
  sharingTypeSchema,
} from './enums';
import { AREAS, AMENITIES, HOSTEL_TYPES, PRICE_SORTS, type PriceSort, SHARING_TYPES } from './choices';
import { requiredText, uuid } from './fields';
import { MAX_BOOKING_MONTHS, MESSAGES } from './limits';
import { hostelDetailsSchema, ratingSummarySchema } from './marketplace';
import { stayDetailsSchema } from './stay';
import { BOOKING_MESSAGES } from './beds';

// The hostel, booking, complaint, notification and payment payloads of the student side.

/** A hostel card (spec 000 §3 "hostel listing sample"): `location` is the area. */
export const hostelSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  type: hostelTypeSchema,
  location: z.string(),
  price: z.number(),
  available: z.boolean(),
  features: z.array(z.string()),
  imageUrl: z.string(),
  /** Reviews: average overall stars (0 when none) and how many. */
  rating: ratingSummarySchema,
  /** Beds free across the room options. */
  bedsFree: z.number(),
  sharing: z.array(sharingTypeSchema),
  /** The day the operator verified the hostel (YYYY-MM-DD); null while it is not verified. */
  verifiedOn: z.string().nullable(),
});
export type HostelSummary = z.infer<typeof hostelSummarySchema>;

/** What a full hostel's page offers: when a bed is known to free up, and similar hostels with free beds. */
export const hostelAlternativesSchema = z.object({
  /** The earliest leaving date of a notice given at this hostel (null: none known). */
  bedFreesOn: z.string().nullable(),
  /** Listed hostels of the same type with beds free: the same area first, then the cheapest. */
  similar: z.array(hostelSummarySchema),
});
export type HostelAlternatives = z.infer<typeof hostelAlternativesSchema>;

export const hostelRuleSchema = z.object({ id: z.number(), text: z.string() });
export type HostelRule = z.infer<typeof hostelRuleSchema>;

export const hostelDetailSchema = hostelSummarySchema.extend({
  ...hostelDetailsSchema.shape,
  /** Students only ever see verified hostels; the owner and the operator also see the others. */
  status: hostelStatusSchema,
  address: z.string(),
  description: z.string(),
  /** The hostel's phone: only for its owner, the operator and a student whose booking there was approved. */
  contact: z.string().nullable(),
  images: z.array(z.string()),
  rules: z.array(hostelRuleSchema),
  /** Only the owner's name is public; students write to the hostel (messages) until a booking is approved. */
  owner: z.object({ name: z.string() }),
  /** For a logged-in student: whether it is on their interest list. */
  interested: z.boolean(),
});
export type HostelDetail = z.infer<typeof hostelDetailSchema>;

export const hostelPageSchema = z.object({
  hostels: z.array(hostelSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  totalPages: z.number(),
  /** A misspelt search as it was matched, with known words ("hostal" → "hostel"); '' when matched as typed. */
  searchedAs: z.string(),
  /** Nothing found in the chosen area: the same search and filters in the nearest areas that have some. */
  elsewhere: z.array(z.object({ area: z.string(), total: z.number() })),
});
export type HostelPage = z.infer<typeof hostelPageSchema>;

const rupeeBound = (what: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: `${what} must be a number.` })
      .int({ error: `${what} must be a whole number of rupees.` })
      .min(0, { error: `${what} cannot be below 0.` })
      .max(1000000, { error: `${what} is at most ₹10,00,000.` })
      .optional(),
  );

export const hostelListQuerySchema = z.object({
  area: z.enum(['', ...AREAS], { error: `Area must be one of ${AREAS.join(', ')}.` }).default(''),
  search: z.string().trim().max(100, { error: 'Search is at most 100 characters.' }).default(''),
  type: z
    .enum(['', 'All Types', ...HOSTEL_TYPES], { error: 'Type must be All Types, Boys, Girls or Co-Living.' })
    .default(''),
  sort: z.enum(PRICE_SORTS, { error: 'Sort must be asc, desc, rating or newest.' }).default(''),
  minPrice: rupeeBound('Minimum price'),
  maxPrice: rupeeBound('Maximum price'),
  sharing: z
    .enum(['', ...SHARING_TYPES], { error: 'Sharing must be Single, Double, Triple or Dormitory.' })
    .default(''),
  /** Comma-separated in the URL; a hostel must have all of them. */
  amenities: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
      z.array(amenitySchema).max(AMENITIES.length),
    )
    .default([]),
  /** Only hostels with a bed free. */
  available: z.preprocess((v) => v === true || v === '1' || v === 'true', z.boolean()).default(false),
  page: z.coerce
    .number({ error: 'Page must be a number.' })
    .int({ error: 'Page must be a whole number.' })
    .min(1, { error: 'Page starts at 1.' })
    .max(10000)
    .default(1),
});
/** The listing's query as the screens send it (empty values mean "any"). */
export type HostelListQuery = z.infer<typeof hostelListQuerySchema>;
export interface HostelQuery {
  area?: string;
  search?: string;
  type?: string;
  sort?: PriceSort;
  page?: number;
  minPrice?: number;
  maxPrice?: number;
  sharing?: string;
  amenities?: Amenity[];
  available?: boolean;
}

export const hostelsSchema = z.object({ hostels: z.array(hostelSummarySchema) });
export const hostelIdBodySchema = z.object({
  hostelId: z.string({ error: 'Choose a hostel.' }).uuid({ error: 'Hostel not found.' }),
});
export const hostelIdParamsSchema = z.object({ hostelId: uuid('Hostel not found.') });

export const bookingSchema = z.object({
  id: z.string(),
  hostelId: z.string(),
  hostelName: z.string(),
  location: z.string(),
  roomInfo: z.string(),
  checkInDate: z.string(),
  /** months */
  duration: z.number(),
  note: z.string(),
  status: bookingStatusSchema,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** When the owner's 24-hour answer window closes (requests only). */
  respondBy: z.string(),
  /** The sharing option asked for, and its price a bed a month when asked (null: a request made before). */
  sharing: sharingTypeSchema.nullable(),
  pricePerBed: z.number().nullable(),
  ...stayDetailsSchema.shape,
});
export type Booking = z.infer<typeof bookingSchema>;

function isTodayOrLater(iso: string): boolean {
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  return Date.parse(`${iso}T00:00:00Z`) >= today.getTime();
}

export const bookingRequestBodySchema = z.object({
  hostelId: z.string({ error: 'Choose a hostel.' }).uuid({ error: 'Hostel not found.' }),
  checkInDate: z
    .string({ error: 'Please choose a check-in date.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Please choose a check-in date.' })
    .refine((d) => !Number.isNaN(Date.parse(d)), { error: 'Please choose a valid check-in date.' })
    .refine(isTodayOrLater, { error: 'The check-in date cannot be in the past.' }),
  durationMonths: z.coerce
    .number({ error: 'Duration must be a number of months.' })
    .int({ error: 'Duration must be a whole number of months.' })
    .min(1, { error: 'Duration must be at least 1 month.' })
    .max(MAX_BOOKING_MONTHS, { error: `Duration can be at most ${MAX_BOOKING_MONTHS} months.` }),
  note: z.string().trim().max(500, { error: 'The note can be at most 500 characters.' }).default(''),
  /** One of the hostel's room options; required when the hostel lists any. */
  sharing: z.enum(SHARING_TYPES, { error: BOOKING_MESSAGES.chooseSharing }).optional(),
});
export type BookingRequestPayload = z.input<typeof bookingRequestBodySchema>;

export const bookingsSchema = z.object({ bookings: z.array(bookingSchema) });

/** Waiting for a bed of a full sharing option of a hostel. */
export const waitlistBodySchema = z.object({
  hostelId: z.string({ error: 'Choose a hostel.' }).uuid({ error: 'Hostel not found.' }),
  sharing: z.enum(SHARING_TYPES, { error: BOOKING_MESSAGES.chooseSharing }),
});
export type WaitlistPayload = z.infer<typeof waitlistBodySchema>;
export const waitlistEntrySchema = z.object({
  hostelId: z.string(),
  hostelName: z.string(),
  sharing: sharingTypeSchema,
  createdAt: z.string(),
  /** When the student was told a bed is free (null: still waiting). */
  toldAt: z.string().nullable(),
});
export const waitlistSchema = z.object({ entries: z.array(waitlistEntrySchema) });
export const bookingAnswerSchema = z.object({ message: z.string(), booking: bookingSchema });

/** A complaint's timeline: raised (Open), then each status change. */
export const complaintEventSchema = z.object({ status: complaintStatusSchema, at: z.string() });
export type ComplaintEvent = z.infer<typeof complaintEventSchema>;

export const complaintSchema = z.object({
  id: z.string(),
  hostelName: z.string(),
  subject: z.string(),
  details: z.string(),
  status: complaintStatusSchema,
  createdAt: z.string(),
  category: complaintCategorySchema,
  photoUrl: z.string().nullable(),
  timeline: z.array(complaintEventSchema),
  /** The conversation of the owner's answers to it (null until the owner answers). */
  conversationId: z.string().nullable(),
});
export type Complaint = z.infer<typeof complaintSchema>;

/** Said before any typing, and by the API: a complaint is about the hostel the student stays at. */
export const COMPLAINT_NEEDS_STAY =
  'You can raise a complaint once you are staying at a hostel booked through Hostel Hub.';

export const complaintBodySchema = z.object({
  subject: requiredText(MESSAGES.fillInAllFields, 120, 'The subject can be at most 120 characters.'),
  details: requiredText(MESSAGES.fillInAllFields, 2000, 'The details can be at most 2000 characters.'),
  category: complaintCategorySchema.default('Other'),
  /** A photo uploaded first (POST /api/uploads); the API takes only its own uploads. */
  photoUrl: z.string().trim().max(500, { error: 'That photo address is too long.' }).default(''),
});
export type ComplaintPayload = z.input<typeof complaintBodySchema>;
export const complaintsSchema = z.object({ complaints: z.array(complaintSchema) });
export const complaintCreatedSchema = z.object({ message: z.string(), complaint: complaintSchema });

export const notificationSchema = z.object({
  _id: z.string(),
  type: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  /** The page of the thing it is about (a site path), when there is one. */
  link: z.string().nullable(),
});
export type AppNotification = z.infer<typeof notificationSchema>;
export const notificationsSchema = z.array(notificationSchema);
export const markReadResponseSchema = z.object({ message: z.string(), updated: z.number() });

/** The navbar's counts: unread notifications, and booking requests waiting (a student's own, or those an
 * owner has to answer). Sent by the event stream (`counts` events) and by the polling fallback. */
export const liveCountsSchema = z.object({
  unread: z.number(),
  pendingBookings: z.number(),
  /** Messages waiting unread in the user's conversations (none from an API from before messages). */
  messages: z.number().default(0),
});
export type LiveCounts = z.infer<typeof liveCountsSchema>;
/** A `notification` event of the stream: the new notification and the counts after it. */
export const notificationEventSchema = z.object({ notification: notificationSchema, counts: liveCountsSchema });
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

/** An owner listed this student as a resident; until accepted, nothing of that owner's reaches them. */
export const residentInvitationSchema = z.object({
  id: z.string(),
  hostel: z.object({ id: z.string(), name: z.string(), area: z.string() }),
  room: z.string(),
  floor: z.number(),
  invitedAt: z.string(),
});
export type ResidentInvitation = z.infer<typeof residentInvitationSchema>;
export const invitationsSchema = z.object({ invitations: z.array(residentInvitationSchema) });
