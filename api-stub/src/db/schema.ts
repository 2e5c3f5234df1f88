import type { Generated } from 'kysely';
import type {
  BillKind,
  BillStatus,
  Gender,
  EmailKind,
  BookingStatus,
  ComplaintCategory,
  ComplaintStatus,
  FoodType,
  HostelStatus,
  HostelType,
  LateFeeKind,
  PaidMethod,
  PayoutType,
  Role,
  RoomCategory,
  SharingType,
} from 'contracts';

// Table types of the database. Column names are snake_case; the API speaks camelCase.
export interface UsersTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  role: Role;
  hostel_name: string | null;
  username: string | null;
  profile_picture_url: string | null;
  address: string | null;
  lat: number | null;
  lng: number | null;
  password_hash: string;
  /** Raised by a password change or reset: tokens signed with an older version no longer work. */
  session_version: Generated<number>;
  created_at: string;
  updated_at: string;
  /** Set by the operator (owners only): the account cannot log in or call the API, its hostels are unlisted. */
  suspended_at: Generated<string | null>;
  suspension_reason: Generated<string | null>;
  /** Kinds of e-mail turned off, comma-separated. */
  email_off: Generated<string>;
  /** A student's gender, if given; an owner's PAN, if given (migration 0016). */
  gender: Generated<Gender | null>;
  pan: Generated<string | null>;
}

/** A number moved by every change to the listing (`listing_version`) or, on SQLite, to its search words. */
export interface ListingVersionTable {
  id: number;
  n: number;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface RateEventsTable {
  id: Generated<number>;
  key: string;
  at: string;
}

/** Single tokens ended by logout, until they would have expired anyway. */
export interface RevokedTokensTable {
  jti: string;
  expires_at: string;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: string;
  code_hash: string;
  expires_at: string;
  attempts: number;
  used_at: string | null;
  created_at: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  created_at: string;
}

export interface UploadsTable {
  id: string;
  user_id: string;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  created_at: string;
}

export type { BookingStatus, ComplaintStatus, HostelType, RoomCategory } from 'contracts';

export interface HostelsTable {
  id: string;
  owner_id: string;
  name: string;
  type: HostelType;
  area: string;
  address: string;
  price: number;
  /** 1 or 0 */
  available: number;
  /** JSON array of strings */
  features: string;
  description: string;
  contact: string;
  created_at: string;
  video_url: string | null;
  total_rooms: Generated<number>;
  status: Generated<HostelStatus>;
  status_reason: Generated<string | null>;
  status_at: Generated<string | null>;
  /** 1 when students see it: verified, and its owner not suspended (see migration 0011). */
  listed: Generated<number>;
  deposit: Generated<number>;
  food: Generated<FoodType>;
  meals_per_day: Generated<number>;
  /** JSON array of amenities, and the same as bits (AMENITIES order) for the listing's filter */
  amenities: Generated<string>;
  amenity_mask: Generated<number>;
  /** bits of the sharing types of its room options (SHARING_TYPES order) */
  sharing_mask: Generated<number>;
  beds_free: Generated<number>;
  check_in_rules: Generated<string>;
  landmark: Generated<string>;
  landmark_km: Generated<number | null>;
  rating_avg: Generated<number>;
  rating_count: Generated<number>;
  /** The day of the month rent is due (1–28). */
  rent_due_day: Generated<number>;
  /** The hostel's late fee rule (migration 0017): none, a fixed fee, or a fee per day after the grace days. */
  late_fee_kind: Generated<LateFeeKind>;
  late_fee_amount: Generated<number>;
  late_fee_grace_days: Generated<number>;
  /** Electricity rate per unit in paise (null: not set). */
  electricity_paise: Generated<number | null>;
}

export interface RoomOptionsTable {
  id: Generated<number>;
  hostel_id: string;
  sharing: SharingType;
  price_per_bed: number;
  beds_free: number;
}

export interface ReviewsTable {
  id: string;
  hostel_id: string;
  student_id: string;
  booking_id: string;
  overall: number;
  cleanliness: number;
  food: number;
  safety: number;
  location: number;
  value: number;
  text: string;
  created_at: string;
  removed_at: string | null;
  reply_text: string | null;
  reply_at: string | null;
}

export interface ReviewReportsTable {
  id: string;
  review_id: string;
  reporter_id: string;
  reason: string;
  created_at: string;
  decided_at: string | null;
  decision: 'keep' | 'remove' | null;
  note: string | null;
}

/** A student's conversation with a hostel (one per student and hostel). */
export interface ConversationsTable {
  id: string;
  hostel_id: string;
  student_id: string;
  created_at: string;
  last_message_at: string;
  student_read_at: string | null;
  owner_read_at: string | null;
  /** The complaint this conversation answers (null: the student's questions to the hostel). */
  complaint_id: string | null;
}

export interface MessagesTable {
  id: string;
  conversation_id: string;
  sender_id: string;
  sender_role: 'student' | 'owner';
  /** As sent, with contacts already hidden when they were not yet shared. */
  body: string;
  created_at: string;
  /** Removed by the operator after a report. */
  removed_at: string | null;
}

export interface MessageReportsTable {
  id: string;
  message_id: string;
  reporter_id: string;
  reason: string;
  created_at: string;
  decided_at: string | null;
  decision: 'keep' | 'remove' | null;
  note: string | null;
}

/** A hostel's weekly visiting hours: minutes from midnight, India time. */
export interface VisitingHoursTable {
  hostel_id: string;
  weekday: number;
  start_minute: number;
  end_minute: number;
}

export interface VisitsTable {
  id: string;
  hostel_id: string;
  student_id: string;
  /** ISO, UTC. */
  starts_at: string;
  status: 'requested' | 'proposed' | 'confirmed' | 'cancelled';
  cancelled_by: 'student' | 'owner' | null;
  cancel_reason: string | null;
  created_at: string;
  /** When both sides were reminded, the day before. */
  reminded_at: string | null;
}

/** Hostels per area and type, kept by triggers (migration 0008): the listing's totals without a count. */
export interface HostelCountsTable {
  area: string;
  type: HostelType;
  n: number;
}

/** SQLite only: a stable integer per hostel, the row key of the full-text index `hostel_search`. */
export interface HostelDocsTable {
  doc: Generated<number>;
  hostel_id: string;
  /** Copies of the hostel's columns the listing's detail filters read, kept by triggers. */
  price: Generated<number>;
  beds_free: Generated<number>;
  sharing_mask: Generated<number>;
  amenity_mask: Generated<number>;
}

/**
 * PostgreSQL only: each listed hostel's words (every one, the name's, the name's, area's and type's: `tsvector`
 * columns) and the columns a search filters and orders by, copied from `hostels` by a trigger.
 */
export interface HostelSearchRowsTable {
  id: string;
  price: number;
  beds_free: number;
  sharing_mask: number;
  amenity_mask: number;
  rating_count: number;
  rating_avg: number;
  area: string;
  type: string;
  created_at: string;
  name: string;
}

/** SQLite only: the FTS5 index of name, area and features (PostgreSQL: the `search` tsvector columns). */
export interface HostelSearchTable {
  rowid: number;
  name: string;
  area: string;
  features: string;
}

export interface RoomsTable {
  id: string;
  hostel_id: string;
  room_no: string;
  floor: number;
  category: RoomCategory;
  beds: number;
  created_at: string;
}

/** A student living in a room: added by the owner, or by approving a booking (then linked to the account). */
export interface ResidentsTable {
  id: string;
  hostel_id: string;
  room_id: string;
  /** The student's account, once they have agreed to hear from this hostel (see invited_user_id). */
  user_id: string | null;
  /** A student account invited by the owner and not yet accepted: nothing of the owner's reaches it. */
  invited_user_id: Generated<string | null>;
  booking_id: string | null;
  name: string;
  email: string;
  phone: string;
  address: string;
  created_at: string;
  left_at: string | null;
}

export interface PayoutMethodsTable {
  id: string;
  owner_id: string;
  type: PayoutType;
  /** Kept only on the server; every answer shows the last 4 digits. */
  account_number: string | null;
  ifsc_code: string | null;
  bank_name: string | null;
  account_holder_name: string | null;
  upi_id: string | null;
  is_default: number;
  created_at: string;
}

export interface PayoutsTable {
  id: string;
  owner_id: string;
  processed_at: string;
  amount: number;
  /** JSON: the method as it was, already masked */
  method_snapshot: string;
  status: 'Completed' | 'Pending' | 'Processing' | 'Failed';
}

export interface HostelImagesTable {
  id: Generated<number>;
  hostel_id: string;
  /** An absolute URL, or a path on this API (starting with /) */
  url: string;
  position: number;
}

export interface HostelRulesTable {
  id: Generated<number>;
  hostel_id: string;
  text: string;
  created_at: string;
}

export interface InterestsTable {
  student_id: string;
  hostel_id: string;
  created_at: string;
}

export interface RecentViewsTable {
  student_id: string;
  hostel_id: string;
  viewed_at: string;
}

export interface BookingsTable {
  id: string;
  student_id: string | null;
  hostel_id: string;
  room_info: string | null;
  check_in_date: string;
  duration_months: number;
  note: string;
  status: BookingStatus;
  created_at: string;
  decided_at: string | null;
  /** The hostel's deposit when the request was made (the refund rules apply to it). */
  deposit: Generated<number>;
  notice_given_at: Generated<string | null>;
  leaving_on: Generated<string | null>;
  cancelled_by: Generated<'student' | 'owner' | null>;
  refund_amount: Generated<number | null>;
  refund_deducted: Generated<number | null>;
  refund_rule: Generated<string | null>;
  checked_out_at: Generated<string | null>;
  check_out_outcome: Generated<'left' | 'no-show' | null>;
  deposit_returned: Generated<number | null>;
  deposit_deducted: Generated<number | null>;
  deduction_reason: Generated<string | null>;
  reject_reason: Generated<string | null>;
  /** The sharing option asked for and its price a bed a month then (null: requested before issue 36). */
  sharing: Generated<SharingType | null>;
  price_per_bed: Generated<number | null>;
}

export interface ComplaintsTable {
  id: string;
  student_id: string;
  hostel_id: string;
  subject: string;
  details: string;
  status: ComplaintStatus;
  created_at: string;
  category: Generated<ComplaintCategory>;
  /** An uploaded photo of the problem (a URL on this API). */
  photo_url: Generated<string | null>;
}

/** A complaint's timeline: raised, and each status change. */
export interface ComplaintEventsTable {
  id: Generated<number>;
  complaint_id: string;
  status: ComplaintStatus;
  at: string;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  type: string;
  message: string;
  is_read: number;
  created_at: string;
  /** The site path of what it is about. */
  link: Generated<string | null>;
  /** Also mailed as this kind of e-mail, unless the user turned it off: queued → sent / off / failed. */
  mail_kind: Generated<EmailKind | null>;
  mail_state: Generated<'queued' | 'sending' | 'sent' | 'off' | 'failed' | null>;
  /** While `sending`: until when the process that claimed it may send it; after that any process may. */
  mail_lease_until: Generated<string | null>;
  mail_attempts: Generated<number>;
  /** Not mailed before this time, and not at all if read by then (a message waiting unread). */
  mail_after: Generated<string | null>;
}

/** An upload being received: one of its account's UPLOADS_IN_FLIGHT_MAX places (see `holdUploadPlace`). */
export interface UploadPlacesTable {
  user_id: string;
  place: number;
  /** Which request holds it, so only that one frees or renews it. */
  holder: string;
  held_until: string;
}

/** An answer kept under its Idempotency-Key for 24 h (see http/idempotency.ts). */
export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  fingerprint: string;
  status_code: number | null;
  response: string | null;
  content_type: string | null;
  created_at: string;
  locked_until: string | null;
  /** When the write of the request holding the key committed (in the same transaction). */
  committed_at: Generated<string | null>;
}

export interface BillsTable {
  id: string;
  student_id: string | null;
  hostel_name: string;
  month: string;
  amount: number;
  due_date: string;
  status: BillStatus;
  paid_at: string | null;
  /** The stay and the month (YYYY-MM) billed: unique together (see migration 0013). */
  booking_id: string | null;
  hostel_id: string | null;
  period: string | null;
  /** When the student said they paid. */
  reported_at: Generated<string | null>;
  /** How it was paid: confirmed by the owner (UPI, cash), or from the deposit at check-out. */
  method: Generated<PaidMethod | null>;
  reference: Generated<string | null>;
  receipt_no: Generated<string | null>;
  reminded_at: Generated<string | null>;
  due_soon_sent_at: Generated<string | null>;
  overdue_sent_at: Generated<string | null>;
  created_at: string | null;
  /** Rent for `period`, the stay's deposit, or an extra charge (with `note`). */
  kind: Generated<BillKind>;
  note: Generated<string | null>;
  /** A late fee's rent bill (one late fee per rent bill). */
  late_fee_for: Generated<string | null>;
}

/** What a check-out kept of a stay's deposit (migration 0031): a bill it settled, or another deduction. */
export interface DeductionsTable {
  id: string;
  booking_id: string;
  /** The bill settled from the deposit (at most once), or null for a deduction with its own reason. */
  bill_id: string | null;
  amount: number;
  reason: string;
  created_at: string;
}

/** A student waiting for a bed of a full sharing option (migration 0016). */
export interface WaitlistTable {
  student_id: string;
  hostel_id: string;
  sharing: SharingType;
  created_at: string;
  told_at: string | null;
}

export interface Database {
  users: UsersTable;
  password_resets: PasswordResetsTable;
  revoked_tokens: RevokedTokensTable;
  rate_events: RateEventsTable;
  settings: SettingsTable;
  listing_version: ListingVersionTable;
  /** SQLite only: moved when the search index's words may have changed. */
  search_words_version: ListingVersionTable;
  contact_messages: ContactMessagesTable;
  uploads: UploadsTable;
  hostels: HostelsTable;
  hostel_counts: HostelCountsTable;
  hostel_docs: HostelDocsTable;
  hostel_search: HostelSearchTable;
  hostel_search_rows: HostelSearchRowsTable;
  hostel_images: HostelImagesTable;
  hostel_rules: HostelRulesTable;
  interests: InterestsTable;
  recent_views: RecentViewsTable;
  bookings: BookingsTable;
  complaints: ComplaintsTable;
  complaint_events: ComplaintEventsTable;
  notifications: NotificationsTable;
  bills: BillsTable;
  deductions: DeductionsTable;
  rooms: RoomsTable;
  residents: ResidentsTable;
  payout_methods: PayoutMethodsTable;
  payouts: PayoutsTable;
  room_options: RoomOptionsTable;
  reviews: ReviewsTable;
  review_reports: ReviewReportsTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  message_reports: MessageReportsTable;
  visiting_hours: VisitingHoursTable;
  visits: VisitsTable;
  idempotency_keys: IdempotencyKeysTable;
  waitlist: WaitlistTable;
  upload_places: UploadPlacesTable;
}
