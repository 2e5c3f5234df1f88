import './jitless'; // first: before any schema is defined
import { SUSPENDED_PREFIX } from './suspension';
import { z } from 'zod';
import {
  amenitySchema,
  foodTypeSchema,
  hostelStatusSchema,
  hostelTypeSchema,
  type ReviewAspect,
  reportDecisionSchema,
  sharingTypeSchema,
} from './enums';
import { REVIEW_ASPECTS, REVIEW_SORTS } from './choices';
import { formatRupees } from './rupees';
import { REASON_MAX, REPLY_TEXT_MAX, REVIEW_TEXT_MAX } from './limits';
import { listPageQuerySchema, requiredText } from './fields';

// The marketplace's payloads (issue 14): richer listings, reviews, and the operator's area.

/** Reported reviews are moderated "typically within 48 hours" (legal pages). */
export const MODERATION_PROMISE_HOURS = 48;

export const MARKET_MESSAGES = {
  reviewNeedsStay: 'Only students who have stayed at this hostel can review it.',
  reviewedAlready: 'You have already reviewed your stay at this hostel.',
  reviewTextRequired: 'Please write a few words about your stay.',
  ratingRequired: 'Please rate from 1 to 5 stars.',
  reasonRequired: 'Please give a reason.',
  reportedAlready: 'You have already reported this review.',
  repliedAlready: 'You have already replied to this review.',
  replyRequired: 'Please write your reply.',
  hostelNotListed: 'Hostel not found.',
  suspended: (reason: string) =>
    `${SUSPENDED_PREFIX} ${reason} Write to support@hostelhub.in if you think this is a mistake.`,
} as const;

// ---------- room options and the hostel's details ----------

const wholeRupees = (what: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${what} must be a number.` })
    .int({ error: `${what} must be a whole number of rupees.` })
    .min(min, { error: `${what} must be at least ${formatRupees(min)}.` })
    .max(max, { error: `${what} must be at most ${formatRupees(max)}.` });

export const roomOptionSchema = z.object({
  sharing: sharingTypeSchema,
  pricePerBed: wholeRupees('Price per bed', 500, 200000),
  bedsFree: z.coerce
    .number({ error: 'Beds free must be a number.' })
    .int({ error: 'Beds free must be a whole number.' })
    .min(0, { error: 'Beds free cannot be below 0.' })
    .max(500, { error: 'Beds free can be at most 500.' }),
});
export type RoomOption = z.infer<typeof roomOptionSchema>;

/** Arrays arrive as JSON text in a multipart form and as arrays in JSON bodies. */
const jsonList = <T extends z.ZodType>(item: T, max: number, tooMany: string) =>
  z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      if (!v.trim()) return [];
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    },
    z.array(item, { error: 'Send a list.' }).max(max, { error: tooMany }),
  );

export const hostelDetailsFieldsSchema = z.object({
  roomOptions: jsonList(roomOptionSchema, 4, 'At most one option per sharing type.')
    .refine((list) => new Set(list.map((o) => o.sharing)).size === list.length, {
      error: 'Each sharing type can be listed once.',
    })
    .default([]),
  deposit: wholeRupees('Security deposit', 0, 500000).default(0),
  food: foodTypeSchema.default('No food'),
  mealsPerDay: z.coerce
    .number({ error: 'Meals a day must be a number.' })
    .int({ error: 'Meals a day must be a whole number.' })
    .min(0, { error: 'Meals a day cannot be below 0.' })
    .max(4, { error: 'Meals a day can be at most 4.' })
    .default(0),
  amenities: jsonList(amenitySchema, 20, 'Too many amenities.').default([]),
  checkInRules: z.string().trim().max(500, { error: 'Check-in rules can be at most 500 characters.' }).default(''),
  landmark: z.string().trim().max(120, { error: 'The landmark can be at most 120 characters.' }).default(''),
  landmarkKm: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: 'Distance must be a number of kilometres.' })
      .min(0, { error: 'Distance cannot be below 0.' })
      .max(100, { error: 'Distance can be at most 100 km.' })
      .optional(),
  ),
});
export type HostelDetailsFields = z.input<typeof hostelDetailsFieldsSchema>;

export const ratingSummarySchema = z.object({ average: z.number(), count: z.number() });
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** The details a student decides on: shown on the hostel page, edited by the owner. */
export const hostelDetailsSchema = z.object({
  roomOptions: z.array(roomOptionSchema),
  deposit: z.number(),
  food: foodTypeSchema,
  mealsPerDay: z.number(),
  amenities: z.array(amenitySchema),
  checkInRules: z.string(),
  landmark: z.string(),
  landmarkKm: z.number().nullable(),
});
export type HostelDetails = z.infer<typeof hostelDetailsSchema>;

// ---------- reviews ----------

const stars = z.coerce
  .number({ error: 'Please rate from 1 to 5 stars.' })
  .int({ error: 'Please rate from 1 to 5 stars.' })
  .min(1, { error: 'Please rate from 1 to 5 stars.' })
  .max(5, { error: 'Please rate from 1 to 5 stars.' });

export const reviewBodySchema = z.object({
  overall: stars,
  cleanliness: stars,
  food: stars,
  safety: stars,
  location: stars,
  value: stars,
  text: requiredText(
    MARKET_MESSAGES.reviewTextRequired,
    REVIEW_TEXT_MAX,
    `A review can be at most ${REVIEW_TEXT_MAX} characters.`,
  ),
});
export type ReviewPayload = z.input<typeof reviewBodySchema>;

export const reviewSchema = z.object({
  id: z.string(),
  author: z.string(),
  overall: z.number(),
  aspects: z.object(
    Object.fromEntries(REVIEW_ASPECTS.map((a) => [a, z.number()])) as Record<ReviewAspect, z.ZodNumber>,
  ),
  text: z.string(),
  createdAt: z.string(),
  /** When the stay began (the review is of one stay). */
  stayedFrom: z.string(),
  reply: z.object({ text: z.string(), at: z.string() }).nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewSummarySchema = ratingSummarySchema.extend({
  aspects: z.object(
    Object.fromEntries(REVIEW_ASPECTS.map((a) => [a, z.number()])) as Record<ReviewAspect, z.ZodNumber>,
  ),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewPageSchema = z.object({
  summary: reviewSummarySchema,
  reviews: z.array(reviewSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;
export const reviewPageQuerySchema = listPageQuerySchema.pick({ page: true }).extend({
  sort: z.enum(REVIEW_SORTS, { error: 'Sort reviews by newest, highest or lowest.' }).default('newest'),
});

export const reviewEligibilitySchema = z.object({ canReview: z.boolean(), message: z.string() });
export type ReviewEligibility = z.infer<typeof reviewEligibilitySchema>;
export const reviewCreatedSchema = z.object({ message: z.string(), review: reviewSchema });

export const reasonBodySchema = z.object({
  reason: requiredText(
    MARKET_MESSAGES.reasonRequired,
    REASON_MAX,
    `The reason can be at most ${REASON_MAX} characters.`,
  ),
});
export const replyBodySchema = z.object({
  text: requiredText(
    MARKET_MESSAGES.replyRequired,
    REPLY_TEXT_MAX,
    `A reply can be at most ${REPLY_TEXT_MAX} characters.`,
  ),
});

// ---------- the operator's area ----------

export const adminOverviewSchema = z.object({
  pendingHostels: z.number(),
  openReports: z.number(),
  /** The open report that has waited longest, in hours (0 when none). */
  longestWaitHours: z.number(),
  suspendedOwners: z.number(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

export const adminHostelsQuerySchema = listPageQuerySchema.extend({
  status: hostelStatusSchema.default('pending'),
});
export const adminHostelSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: hostelTypeSchema,
  area: z.string(),
  address: z.string(),
  imageUrl: z.string(),
  owner: z.object({ id: z.string(), name: z.string(), email: z.string(), suspended: z.boolean() }),
  status: hostelStatusSchema,
  statusReason: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminHostel = z.infer<typeof adminHostelSchema>;
export const adminHostelsSchema = z.object({ hostels: z.array(adminHostelSchema), total: z.number() });

export const moderationItemSchema = z.object({
  id: z.string(),
  reason: z.string(),
  reportedAt: z.string(),
  reporter: z.string(),
  review: z.object({
    id: z.string(),
    hostelId: z.string(),
    hostelName: z.string(),
    author: z.string(),
    overall: z.number(),
    text: z.string(),
    createdAt: z.string(),
  }),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;
export const moderationQueueSchema = z.object({ reports: z.array(moderationItemSchema), total: z.number() });
export const moderationDecisionBodySchema = z.object({
  decision: reportDecisionSchema,
  note: requiredText(
    'Please add a note for the people involved.',
    REASON_MAX,
    `The note can be at most ${REASON_MAX} characters.`,
  ),
});

export const adminOwnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  hostels: z.number(),
  suspended: z.boolean(),
  suspensionReason: z.string().nullable(),
});
export type AdminOwner = z.infer<typeof adminOwnerSchema>;
export const adminOwnersSchema = z.object({ owners: z.array(adminOwnerSchema), total: z.number() });
