import './jitless'; // first: before any schema is defined
import { z } from 'zod';
import { billStatusSchema } from './enums';
import { formatRupees } from './rupees';

// Rent (issue 15): every active stay gets one bill a month, the bed's price, due on the hostel's due day.
// The student pays the owner by UPI (a QR code and a upi://pay link to the owner's UPI ID) and says so;
// the owner confirms (or records cash) and the bill becomes Paid, with a receipt.

export const RENT_DUE_DAY_DEFAULT = 5;
/** The last due day an owner can choose: every month has it. */
export const RENT_DUE_DAY_MAX = 28;
/** A bill due within this many days is "due soon" (the student is told once). */
export const BILL_DUE_SOON_DAYS = 3;
/** An owner can remind a student of a bill once in this many hours. */
export const REMINDER_GAP_HOURS = 24;
/** Card and net banking need a payment gateway; without one the spec's demonstration message stays. */
export const PAYMENT_METHODS = ['UPI', 'Card', 'Net Banking'] as const;
export const CONFIRM_METHODS = ['UPI', 'Cash'] as const;
/** How a bill was paid: as the owner confirmed it, or from the stay's security deposit at check-out. */
export const PAID_METHODS = [...CONFIRM_METHODS, 'Deposit'] as const;
export type PaidMethod = (typeof PAID_METHODS)[number];
/** "UPI", "Cash", "From the security deposit" */
export const paidMethodWords = (method: PaidMethod | null) =>
  method === 'Deposit' ? 'From the security deposit' : (method ?? 'UPI');
/** What a bill is for: a month's rent, the stay's security deposit, or an extra charge the owner added. */
export const BILL_KINDS = ['rent', 'deposit', 'charge'] as const;
export type BillKind = (typeof BILL_KINDS)[number];
/** Said on a first month's bill, whose due date is its check-in rather than the hostel's due day. */
export const FIRST_MONTH_DUE = 'First month: due at check-in';
/** Said on a deposit's bill. */
export const DEPOSIT_DUE = 'Deposit: due at check-in';

/** A hostel and its address with the name written once (addresses often begin with the hostel's name). */
export function propertyLine(name: string, address: string): string {
  if (!address.trim()) return name;
  return address.toLowerCase().startsWith(name.toLowerCase()) ? address : `${name}, ${address}`;
}

/** What a bill is for, in words: "Rent for November 2026", "Security deposit", or the charge's note. */
export function billTitle(bill: { kind: BillKind; month: string; note?: string | null }): string {
  if (bill.kind === 'deposit') return 'Security deposit';
  if (bill.kind === 'charge') return bill.note || 'Extra charge';
  return `Rent for ${bill.month}`;
}
export type ConfirmMethod = (typeof CONFIRM_METHODS)[number];

export const RENT_MESSAGES = {
  paidReported: 'Thank you. The owner has been told and will confirm your payment.',
  confirmed: 'Payment confirmed. The student has their receipt.',
  noUpi: 'The owner has not added a UPI ID yet. Pay them another way and ask them to record it.',
  alreadyPaid: 'This bill is paid already.',
  alreadyReported: 'You have already told the owner you paid this bill. They will confirm it.',
  reminded: 'Reminder sent.',
  remindedRecently: `A reminder was sent in the last ${REMINDER_GAP_HOURS} hours.`,
  dueDaySaved: 'Rent due day saved.',
  lateFeeSaved: 'Late fee rule saved. It applies to rent unpaid after its due date from now on.',
  notReceived: 'Marked as not received. The bill is due again and the student has been told why.',
  nothingClaimed: 'The student has not said this bill is paid: record the payment you received instead.',
  upiReferenceNeeded:
    'Give the 12-digit UPI reference of the payment you received, so the receipt and your records match.',
} as const;

/** A month of rent: YYYY-MM. */
export const periodSchema = z
  .string({ error: 'Choose a month.' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Choose a month as YYYY-MM.' });

/** The date (YYYY-MM-DD) a moment falls on in India (UTC+5:30). */
export function indiaDate(at: number): string {
  return new Date(at + 330 * 60_000).toISOString().slice(0, 10);
}

/** The month (YYYY-MM) a moment falls in, in India. */
export function periodOf(at: number): string {
  return indiaDate(at).slice(0, 7);
}

/** "November 2026" */
export function periodLabel(period: string): string {
  return new Date(`${period}-01T00:00:00Z`).toLocaleString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The due date (YYYY-MM-DD) of a month's rent on `dueDay`. */
export function dueDateOf(period: string, dueDay: number): string {
  return `${period}-${String(Math.min(Math.max(dueDay, 1), RENT_DUE_DAY_MAX)).padStart(2, '0')}`;
}

/** NPCI's UPI intent link: payee address and name, the amount in rupees, a note and the bill as reference. */
export function upiPayLink({
  payeeAddress,
  payeeName,
  amount,
  note,
  reference,
}: {
  payeeAddress: string;
  payeeName: string;
  amount: number;
  note: string;
  reference: string;
}): string {
  const params = new URLSearchParams({
    pa: payeeAddress,
    pn: payeeName,
    am: amount.toFixed(2),
    cu: 'INR',
    tn: note,
    tr: reference,
  });
  return `upi://pay?${params.toString().replace(/\+/g, '%20')}`;
}

export const billIdSchema = z
  .string({ error: 'Bill not found.' })
  .regex(/^[A-Za-z0-9-]{3,40}$/, { error: 'Bill not found.' });
export const billParamsSchema = z.object({ id: billIdSchema });

/** A UPI payment's reference (UTR): the 12-digit number the payer's app shows; optional. */
export const UPI_REFERENCE_DIGITS = 12;
const upiReference = z
  .string()
  .trim()
  .regex(/^(\d{12})?$/, { error: `A UPI reference is the ${UPI_REFERENCE_DIGITS}-digit number your UPI app shows.` })
  .default('');

/** "I have paid": the student's form; the body may leave the reference out. */
export const paidFormSchema = z.object({ reference: upiReference });
export const paidBodySchema = paidFormSchema.partial().default({});
export type PaidPayload = z.input<typeof paidBodySchema>;

export const confirmPaymentBodySchema = z.object({
  method: z.enum(CONFIRM_METHODS, { error: 'Say whether it was paid by UPI or in cash.' }),
  reference: upiReference.optional(),
});
export type ConfirmPaymentPayload = z.input<typeof confirmPaymentBodySchema>;

/** The owner records a UPI payment nobody reported: its reference, as the owner's UPI app shows it. */
export const recordUpiFormSchema = z.object({
  reference: z
    .string()
    .trim()
    .regex(/^\d{12}$/, { error: `Give the ${UPI_REFERENCE_DIGITS}-digit UPI reference your app shows for it.` }),
});

/** "Not received": the owner's answer to an "I have paid" they cannot find, with what the student is told why. */
export const notReceivedFormSchema = z.object({
  note: z.string().trim().max(200, { error: 'The note can be at most 200 characters.' }).default(''),
});
export const notReceivedBodySchema = notReceivedFormSchema.partial().default({});
export type NotReceivedPayload = z.input<typeof notReceivedBodySchema>;

export const dueDayBodySchema = z.object({
  dueDay: z.coerce
    .number({ error: 'The due day must be a day of the month.' })
    .int({ error: 'The due day must be a day of the month.' })
    .min(1, { error: 'The due day must be between 1 and 28.' })
    .max(RENT_DUE_DAY_MAX, { error: 'The due day must be between 1 and 28.' }),
});
export type DueDayPayload = z.input<typeof dueDayBodySchema>;

export const upiPaymentSchema = z.object({ payeeAddress: z.string(), payeeName: z.string(), link: z.string() });

export const billSchema = z.object({
  id: z.string(),
  kind: z.enum(BILL_KINDS),
  /** What it is for, in words (billTitle). */
  title: z.string(),
  /** Why its due date is not the hostel's due day, when it is not ("First month: due at check-in"). */
  dueNote: z.string().nullable(),
  hostelName: z.string(),
  month: z.string(),
  period: z.string().nullable(),
  amount: z.number(),
  dueDate: z.string(),
  status: billStatusSchema,
  overdue: z.boolean(),
  /** Where to pay by UPI; null when the owner has no UPI ID. */
  upi: upiPaymentSchema.nullable(),
  reportedAt: z.string().nullable(),
  reference: z.string().nullable(),
});
export type Bill = z.infer<typeof billSchema>;

/** A paid bill in the history: the spec's id, date, amount and status Success, with its receipt. */
export const paymentRecordSchema = z.object({
  id: z.string(),
  date: z.string(),
  amount: z.number(),
  status: z.literal('Success'),
  month: z.string(),
  hostelName: z.string(),
  receiptNo: z.string().nullable(),
  title: z.string(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

export const paymentsOverviewSchema = z.object({
  /** The bill to pay now: the oldest unpaid one. */
  bill: billSchema.nullable(),
  /** Every other unpaid bill (older months first). */
  unpaid: z.array(billSchema),
  history: z.array(paymentRecordSchema),
});
export type PaymentsOverview = z.infer<typeof paymentsOverviewSchema>;

/** A receipt's heading, by what was paid: "Deposit receipt", "Rent receipt", "Payment receipt". */
export const receiptTitle = (kind: BillKind) =>
  kind === 'deposit' ? 'Deposit receipt' : kind === 'rent' ? 'Rent receipt' : 'Payment receipt';

export const receiptSchema = z.object({
  receiptNo: z.string(),
  billId: z.string(),
  kind: z.enum(BILL_KINDS),
  studentName: z.string(),
  hostelName: z.string(),
  hostelAddress: z.string(),
  /** The property as a receipt names it: the hostel and its address, the name written once. */
  property: z.string(),
  ownerName: z.string(),
  /** The landlord's PAN when the owner gave one (tenants claiming HRA on rent over ₹1 lakh a year need it). */
  ownerPan: z.string().nullable(),
  month: z.string(),
  /** What was paid for: "Rent for November 2026", "Security deposit". */
  title: z.string(),
  amount: z.number(),
  amountInWords: z.string(),
  method: z.enum(PAID_METHODS),
  reference: z.string().nullable(),
  paidAt: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;

// ---- late fees: the hostel's own rule (none by default)

export const LATE_FEE_KINDS = ['none', 'fixed', 'per-day'] as const;
export type LateFeeKind = (typeof LATE_FEE_KINDS)[number];
export interface LateFeeRule {
  kind: LateFeeKind;
  /** Rupees: once (fixed), or for each day late after the grace days (per-day). */
  amount: number;
  graceDays: number;
}
export const NO_LATE_FEE: LateFeeRule = { kind: 'none', amount: 0, graceDays: 0 };

export const lateFeeBodySchema = z.object({
  kind: z.enum(LATE_FEE_KINDS, { error: 'Choose no late fee, a fixed fee, or a fee per day.' }),
  amount: z.coerce
    .number({ error: 'The late fee must be a number of rupees.' })
    .int({ error: 'The late fee must be a whole number of rupees.' })
    .min(0, { error: 'The late fee cannot be below ₹0.' })
    .max(5000, { error: 'The late fee can be at most ₹5,000.' }),
  graceDays: z.coerce
    .number({ error: 'Grace days must be a number.' })
    .int({ error: 'Grace days must be a whole number.' })
    .min(0, { error: 'Grace days cannot be below 0.' })
    .max(28, { error: 'Grace days can be at most 28.' }),
});
export type LateFeePayload = z.input<typeof lateFeeBodySchema>;

/** Days from `from` to `to` (YYYY-MM-DD). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The late fee on rent due on `dueDate` and still unpaid on `today`, by the hostel's rule: nothing within the grace
 * days; then the fixed amount, or the amount for each day past the grace days (capped at 31 days).
 */
export function lateFeeOn(rule: LateFeeRule, dueDate: string, today: string): number {
  if (rule.kind === 'none' || rule.amount <= 0) return 0;
  const late = daysBetween(dueDate, today) - rule.graceDays;
  if (late <= 0) return 0;
  return rule.kind === 'fixed' ? rule.amount : rule.amount * Math.min(late, 31);
}

/** "₹200 once, 3 days after the due date" / "₹50 a day from 3 days after the due date" / "No late fee" */
export function lateFeeWords(rule: LateFeeRule): string {
  if (rule.kind === 'none' || rule.amount <= 0) return 'No late fee';
  const after = rule.graceDays
    ? `${rule.graceDays} day${rule.graceDays > 1 ? 's' : ''} after the due date`
    : 'the day after the due date';
  return `${formatRupees(rule.amount)} ${rule.kind === 'fixed' ? 'once' : 'a day'}, from ${after}`;
}

export const RENT_ROLL_STATUSES = ['Paid', 'Awaiting confirmation', 'Due', 'Overdue'] as const;
export type RentRollStatus = (typeof RENT_ROLL_STATUSES)[number];

export const rentRollQuerySchema = z.object({
  hostelId: z.string().uuid({ error: 'Hostel not found.' }).optional(),
  month: periodSchema.optional(),
});
export type RentRollQuery = z.infer<typeof rentRollQuerySchema>;

export const rentRollRowSchema = z.object({
  billId: z.string(),
  kind: z.enum(BILL_KINDS),
  title: z.string(),
  dueNote: z.string().nullable(),
  studentName: z.string(),
  room: z.string().nullable(),
  amount: z.number(),
  dueDate: z.string(),
  status: z.enum(RENT_ROLL_STATUSES),
  paidAt: z.string().nullable(),
  method: z.enum(PAID_METHODS).nullable(),
  reference: z.string().nullable(),
  receiptNo: z.string().nullable(),
  remindedAt: z.string().nullable(),
  /** Whether the resident has an account here (a reminder or a UPI payment can reach them). */
  hasAccount: z.boolean(),
});
export type RentRollRow = z.infer<typeof rentRollRowSchema>;

export const rentTotalsSchema = z.object({
  billed: z.number(),
  paid: z.number(),
  awaiting: z.number(),
  due: z.number(),
  overdue: z.number(),
});
export type RentTotals = z.infer<typeof rentTotalsSchema>;

export const rentRollSchema = z.object({
  hostel: z
    .object({
      id: z.string(),
      name: z.string(),
      dueDay: z.number(),
      lateFee: z.object({ kind: z.enum(LATE_FEE_KINDS), amount: z.number(), graceDays: z.number() }),
      /** Rupees a unit of electricity (null: not set). */
      electricityRate: z.number().nullable(),
    })
    .nullable(),
  month: z.string(),
  monthLabel: z.string(),
  rows: z.array(rentRollRowSchema),
  totals: rentTotalsSchema,
  /** Residents the owner listed by hand, with no stay booked here: nothing bills them (yet), and the roll says so. */
  unbilled: z.array(
    z.object({ residentId: z.string(), name: z.string(), room: z.string(), suggestedRent: z.number().nullable() }),
  ),
});
export type RentRoll = z.infer<typeof rentRollSchema>;

export const generateBillsBodySchema = z
  .object({ hostelId: z.string().uuid({ error: 'Hostel not found.' }) })
  .partial()
  .default({});
export const generatedBillsSchema = z.object({ message: z.string(), created: z.number() });
