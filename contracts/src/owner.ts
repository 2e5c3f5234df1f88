import './jitless'; // first: before any schema is defined
import { z } from 'zod';
import {
  alertMessageTypeSchema,
  complaintCategorySchema,
  complaintStatusSchema,
  hostelStatusSchema,
  hostelTypeSchema,
  payoutTypeSchema,
  roomCategorySchema,
  sharingTypeSchema,
} from './enums';
import { AREAS } from './choices';
import { requiredText, uuid } from './fields';
import { bookingSchema, complaintEventSchema, hostelRuleSchema } from './hostels';
import { residentStayBodySchema } from './ledger';
import { ADDRESS_MAX, MESSAGES, NAME_MAX, PHONE_PATTERN } from './limits';
import { hostelDetailsFieldsSchema, hostelDetailsSchema, ratingSummarySchema } from './marketplace';

// The owner area's payloads (spec 001).
export const ownerHostelSchema = z.object({
  _id: z.string(),
  name: z.string(),
  location: z.string(),
  type: hostelTypeSchema,
  area: z.string(),
  price: z.number(),
  available: z.boolean(),
  imageUrl: z.string(),
  status: hostelStatusSchema,
  /** The operator's reason, after a decision. */
  statusReason: z.string().nullable(),
  rating: ratingSummarySchema,
});
export type OwnerHostel = z.infer<typeof ownerHostelSchema>;
export const ownerHostelsSchema = z.object({ hostels: z.array(ownerHostelSchema) });

const hostelText = (max: number, tooLong: string) => requiredText(MESSAGES.hostelRequired, max, tooLong);

/** The hostel fields of the add and edit forms (spec 001 §3, plus area and monthly price, which the listing needs,
 * and the details students decide on). With room options, the listed price is the lowest price per bed. */
export const hostelFieldsSchema = z.object({
  name: hostelText(120, 'The name can be at most 120 characters.'),
  contact: z
    .string({ error: MESSAGES.hostelRequired })
    .trim()
    .min(1, { error: MESSAGES.hostelRequired })
    .regex(PHONE_PATTERN, { error: 'Contact must be a 10-digit phone number.' }),
  facilities: hostelText(500, 'Facilities can be at most 500 characters.'),
  category: z.enum(['Girls', 'Boys', 'Co-Live'], { error: 'Category must be Girls, Boys or Co-Live.' }),
  description: hostelText(1500, 'The description can be at most 1500 characters.'),
  location: hostelText(300, 'The location can be at most 300 characters.'),
  area: z.enum(AREAS, { error: `Area must be one of ${AREAS.join(', ')}.` }),
  price: z.coerce
    .number({ error: MESSAGES.hostelRequired })
    .int({ error: 'Monthly rent must be a whole number of rupees.' })
    .min(500, { error: 'Monthly rent must be at least ₹500.' })
    .max(200000, { error: 'Monthly rent must be at most ₹2,00,000.' }),
  ...hostelDetailsFieldsSchema.shape,
});
export type HostelFields = z.infer<typeof hostelFieldsSchema>;

/** Add hostel: the fields plus the number of rooms (sent as multipart with `images` and an optional `video`). */
export const addHostelFieldsSchema = hostelFieldsSchema.extend({
  rooms: z.coerce
    .number({ error: MESSAGES.hostelRequired })
    .int({ error: 'Rooms must be a whole number.' })
    .min(1, { error: 'A hostel needs at least 1 room.' })
    .max(300, { error: 'At most 300 rooms.' }),
});

export const occupancySchema = z.object({
  rooms: z.number(),
  beds: z.number(),
  occupiedBeds: z.number(),
  freeBeds: z.number(),
  roomsWithFreeBeds: z.number(),
});

export const ownerHostelDetailSchema = hostelFieldsSchema.extend({
  _id: z.string(),
  area: z.string(),
  price: z.number(),
  type: hostelTypeSchema,
  features: z.array(z.string()),
  available: z.boolean(),
  images: z.array(z.object({ id: z.number(), url: z.string() })),
  videoUrl: z.string().nullable(),
  rules: z.array(hostelRuleSchema),
  occupancy: occupancySchema,
  ...hostelDetailsSchema.shape,
  status: hostelStatusSchema,
  statusReason: z.string().nullable(),
});
export type OwnerHostelDetail = z.infer<typeof ownerHostelDetailSchema>;
export const hostelAnswerSchema = z.object({ message: z.string(), hostel: ownerHostelDetailSchema });
export const hostelImageParamsSchema = z.object({
  id: uuid('Hostel not found.'),
  imageId: z.coerce.number({ error: 'Image not found.' }).int().positive({ error: 'Image not found.' }),
});

export const roomSchema = z.object({
  id: z.string(),
  hostelId: z.string(),
  hostelName: z.string(),
  roomNo: z.string(),
  floor: z.number(),
  category: roomCategorySchema,
  beds: z.number(),
  occupants: z.array(z.object({ id: z.string(), name: z.string() })),
  freeBeds: z.number(),
  /** What a bed of it is let as (by its beds), and its price a bed a month (the hostel's option, else its price). */
  sharing: sharingTypeSchema,
  pricePerBed: z.number(),
});
export type Room = z.infer<typeof roomSchema>;
export const roomsSchema = z.object({ rooms: z.array(roomSchema) });
export const roomAnswerSchema = z.object({ message: z.string(), room: roomSchema });
export const roomsQuerySchema = z.object({ hostelId: uuid('Hostel not found.').optional() });

export const roomBodySchema = z.object({
  hostelId: z.string({ error: 'Choose a hostel.' }).uuid({ error: 'Hostel not found.' }),
  roomNo: requiredText('Room number is required.', 10, 'Room number can be at most 10 characters.'),
  floor: z.coerce
    .number({ error: 'Floor must be a number.' })
    .int({ error: 'Floor must be a whole number.' })
    .min(0, { error: 'Floor cannot be below 0 (ground).' })
    .max(50, { error: 'Floor can be at most 50.' }),
  category: roomCategorySchema,
  beds: z.coerce
    .number({ error: 'Beds must be a number.' })
    .int({ error: 'Beds must be a whole number.' })
    .min(1, { error: 'A room needs at least 1 bed.' })
    .max(12, { error: 'At most 12 beds a room.' }),
});
export const roomUpdateBodySchema = roomBodySchema.omit({ hostelId: true });
export type RoomPayload = z.infer<typeof roomUpdateBodySchema>;

export const ownerStudentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  room: z.string(),
  floor: z.number(),
  hostel: z.object({ _id: z.string(), name: z.string() }),
});
export type OwnerStudent = z.infer<typeof ownerStudentSchema>;
export const ownerStudentsSchema = z.object({ students: z.array(ownerStudentSchema) });

const blankAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);

export const addStudentBodySchema = z.object({
  name: requiredText(MESSAGES.studentRequired, NAME_MAX, 'Name can be at most 100 characters.'),
  email: z
    .string({ error: MESSAGES.studentRequired })
    .trim()
    .min(1, { error: MESSAGES.studentRequired })
    .toLowerCase()
    .pipe(z.email({ error: MESSAGES.emailInvalid })),
  phone: z
    .string({ error: MESSAGES.studentRequired })
    .trim()
    .min(1, { error: MESSAGES.studentRequired })
    .regex(PHONE_PATTERN, { error: MESSAGES.phoneInvalid }),
  address: z
    .string()
    .trim()
    .max(ADDRESS_MAX, { error: `Address can be at most ${ADDRESS_MAX} characters.` })
    .default(''),
  hostel: z
    .string({ error: 'Please choose a hostel.' })
    .min(1, { error: MESSAGES.studentRequired })
    .uuid({ error: 'Hostel not found.' }),
  floor: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ error: MESSAGES.studentRequired }).int({ error: 'Floor must be a whole number.' }).min(0).max(50),
  ),
  room: requiredText(MESSAGES.studentRequired, 10, MESSAGES.studentRequired),
  // optional: the resident's stay, so monthly bills cover them (or set up later on the rent roll)
  checkInDate: z.preprocess(blankAsMissing, residentStayBodySchema.shape.checkInDate.optional()),
  rent: z.preprocess(blankAsMissing, residentStayBodySchema.shape.rent.optional()),
  depositReceived: z.preprocess(blankAsMissing, residentStayBodySchema.shape.depositReceived),
});
export type AddStudentPayload = z.input<typeof addStudentBodySchema>;
export const studentAddedSchema = z.object({ message: z.string(), student: ownerStudentSchema });

export const bookingRequestSchema = bookingSchema.extend({
  studentName: z.string(),
  studentPhone: z.string(),
  studentEmail: z.string(),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;
export const bookingRequestsSchema = z.object({ requests: z.array(bookingRequestSchema) });

/** Which stays: the current ones (confirmed, not ended) or the past ones (checked out, or cancelled once confirmed). */
export const STAY_LISTS = ['current', 'past'] as const;
export type StayList = (typeof STAY_LISTS)[number];
export const approveBodySchema = z.object({ roomId: uuid('Room not found.').optional() }).default({});

export const ownerDashboardStatsSchema = z.object({
  hostels: z.number(),
  rooms: z.number(),
  roomsFilled: z.number(),
  students: z.number(),
  complaints: z.number(),
  availableRooms: z.number(),
  pendingRequests: z.number(),
  /** Rupees billed and not yet paid (confirmed), and how many of those bills are past their due date. */
  duesOutstanding: z.number(),
  overdueBills: z.number(),
});
export type OwnerDashboardStats = z.infer<typeof ownerDashboardStatsSchema>;

const draftText = (field: string, max: number) =>
  requiredText(`${field} is required.`, max, `${field} can be at most ${max} characters.`);
export const draftBodySchema = z.discriminatedUnion(
  'purpose',
  [
    z.object({
      purpose: z.literal('hostel-description'),
      name: draftText('Name', 120),
      facilities: draftText('Facilities', 500),
      category: draftText('Category', 20),
      location: draftText('Location', 300),
    }),
    z.object({
      purpose: z.literal('alert'),
      messageType: alertMessageTypeSchema,
      addressee: draftText('Addressee', 100),
      hostelName: draftText('Hostel name', 120),
    }),
  ],
  { error: 'purpose must be hostel-description or alert.' },
);
export type DraftPayload = z.infer<typeof draftBodySchema>;
export const draftResponseSchema = z.object({ text: z.string(), source: z.enum(['local', 'provider']) });

export const alertBodySchema = z.object({
  messageType: alertMessageTypeSchema,
  message: requiredText(MESSAGES.alertMissing, 1000, 'The message can be at most 1000 characters.'),
  studentIds: z
    .array(z.string().uuid({ error: 'Unknown student.' }), { error: MESSAGES.alertMissing })
    .min(1, { error: MESSAGES.alertMissing })
    .max(500),
});
export type AlertPayload = z.infer<typeof alertBodySchema>;
export const alertSentSchema = z.object({ message: z.string(), delivered: z.number(), withoutAccount: z.number() });

export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const UPI_ID_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
const requiredDetail = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` });

export const bankDetailsSchema = z.object(
  {
    accountNumber: requiredDetail('Account number').regex(/^\d{9,18}$/, {
      error: 'Account number must be 9 to 18 digits.',
    }),
    ifscCode: requiredDetail('IFSC code')
      .transform((v) => v.toUpperCase())
      .pipe(
        z.string().regex(IFSC_PATTERN, {
          error: 'Enter a valid IFSC code: 4 letters, 0, then 6 letters or digits (e.g. SBIN0001234).',
        }),
      ),
    bankName: requiredDetail('Bank name').max(100),
    accountHolderName: requiredDetail('Account holder name').max(100),
  },
  { error: 'Bank details are required.' },
);
export type BankDetails = z.infer<typeof bankDetailsSchema>;
export const upiDetailsSchema = z.object(
  { upiId: requiredDetail('UPI ID').regex(UPI_ID_PATTERN, { error: 'Enter a valid UPI ID, like name@bank.' }) },
  { error: 'UPI details are required.' },
);
export type UpiDetails = z.infer<typeof upiDetailsSchema>;

export const payoutMethodBodySchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('BANK_TRANSFER'), details: bankDetailsSchema, isDefault: z.boolean().default(false) }),
    z.object({ type: z.literal('UPI'), details: upiDetailsSchema, isDefault: z.boolean().default(false) }),
  ],
  { error: 'Payout type must be BANK_TRANSFER or UPI.' },
);
export type PayoutMethodPayload = z.input<typeof payoutMethodBodySchema>;
export const setDefaultBodySchema = z.object({
  isDefault: z.literal(true, { error: 'Only isDefault: true can be set.' }),
});

export const payoutMethodSchema = z.object({
  _id: z.string(),
  type: payoutTypeSchema,
  details: z.object({
    accountNumber: z.string().optional(),
    ifscCode: z.string().optional(),
    bankName: z.string().optional(),
    accountHolderName: z.string().optional(),
    upiId: z.string().optional(),
  }),
  isDefault: z.boolean(),
});
export type PayoutMethod = z.infer<typeof payoutMethodSchema>;
export const payoutMethodsSchema = z.array(payoutMethodSchema);

export const payoutHistoryEntrySchema = z.object({
  _id: z.string(),
  processedAt: z.string(),
  amount: z.number(),
  payoutMethodDetailsSnapshot: z.object({ type: payoutTypeSchema }).catchall(z.string()),
  status: z.string(),
});
export type PayoutHistoryEntry = z.infer<typeof payoutHistoryEntrySchema>;
export type PayoutSnapshot = PayoutHistoryEntry['payoutMethodDetailsSnapshot'];
export const payoutHistorySchema = z.array(payoutHistoryEntrySchema);

export const ownerComplaintSchema = z.object({
  id: z.string(),
  student: z.string(),
  room: z.string(),
  issue: z.string(),
  details: z.string(),
  date: z.string(),
  status: complaintStatusSchema,
  hostelName: z.string(),
  category: complaintCategorySchema,
  photoUrl: z.string().nullable(),
  timeline: z.array(complaintEventSchema),
  /** The conversation of the owner's answers to it (null until the first answer). */
  conversationId: z.string().nullable(),
});
export type OwnerComplaint = z.infer<typeof ownerComplaintSchema>;
export const ownerComplaintsSchema = z.object({ complaints: z.array(ownerComplaintSchema) });
export const complaintStatusBodySchema = z.object({ status: complaintStatusSchema });

export const ruleTextSchema = requiredText('Rule text cannot be empty.', 300, 'A rule can be at most 300 characters.');
export const rulesQuerySchema = z.object({
  hostelId: z.string({ error: 'Choose a hostel.' }).uuid({ error: 'Hostel not found.' }),
});
export const ruleBodySchema = z.object({
  hostelId: z.string({ error: 'Choose a hostel.' }).uuid({ error: 'Hostel not found.' }),
  text: ruleTextSchema,
});
export const ruleUpdateBodySchema = z.object({ text: ruleTextSchema });
export const ruleParamsSchema = z.object({ id: z.coerce.number().int().positive({ error: 'Rule not found.' }) });
export const rulesSchema = z.object({ rules: z.array(hostelRuleSchema) });
export const ruleAnswerSchema = z.object({ message: z.string(), rule: hostelRuleSchema });
