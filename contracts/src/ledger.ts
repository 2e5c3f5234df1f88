import './jitless'; // first: before any schema is defined
import { z } from 'zod';
import { bookingStatusSchema, sharingTypeSchema } from './enums';
import { requiredText } from './fields';
import { formatRupees } from './rupees';

// One ledger per stay (issue 36): every charge (rent, deposit, extra charges), every payment received, and at the
// end the deposit's settlement (released, deductions with reasons, the refund). Balance = charges − payments,
// read the same by the student and the owner: above 0 the student owes it, below 0 the owner does.

export const LEDGER_LINE_KINDS = [
  'rent',
  'deposit',
  'charge',
  'payment',
  'deposit-released',
  'deduction',
  'refund',
] as const;
export type LedgerLineKind = (typeof LEDGER_LINE_KINDS)[number];

export const ledgerLineSchema = z.object({
  date: z.string(),
  kind: z.enum(LEDGER_LINE_KINDS),
  title: z.string(),
  /** What it adds to what the student owes (a charge, a refund paid out) or takes off (a payment). */
  charge: z.number(),
  payment: z.number(),
  /** The running balance after this line. */
  balance: z.number(),
  receiptNo: z.string().nullable(),
});
export type LedgerLine = z.infer<typeof ledgerLineSchema>;

/** A bill of the stay still to pay: what a check-out can settle from the deposit (not one awaiting confirmation). */
export const openBillSchema = z.object({
  billId: z.string(),
  title: z.string(),
  amount: z.number(),
  dueDate: z.string(),
  status: z.enum(['Due', 'Awaiting confirmation']),
});
export type OpenBill = z.infer<typeof openBillSchema>;

export const stayLedgerSchema = z.object({
  bookingId: z.string(),
  status: bookingStatusSchema,
  studentName: z.string(),
  hostelName: z.string(),
  property: z.string(),
  ownerName: z.string(),
  room: z.string(),
  sharing: sharingTypeSchema.nullable(),
  checkInDate: z.string(),
  endedAt: z.string().nullable(),
  lines: z.array(ledgerLineSchema),
  /** The deposit paid and confirmed: what a check-out can return or keep. */
  depositReceived: z.number(),
  /** The bills still to pay (oldest due first). */
  openBills: z.array(openBillSchema),
  totals: z.object({ charges: z.number(), payments: z.number(), balance: z.number() }),
  /** The deposit's settlement once the stay ended (null while it runs). */
  settlement: z
    .object({
      depositReceived: z.number(),
      deducted: z.number(),
      refunded: z.number(),
      reasons: z.array(z.string()),
    })
    .nullable(),
});
export type StayLedger = z.infer<typeof stayLedgerSchema>;

/** What an owner can charge besides rent, each with a note the student sees. */
export const CHARGE_CATEGORIES = ['Electricity', 'Mess', 'Damages', 'Other'] as const;

const blankAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);

/** An extra charge: an amount, or for electricity the units used at the hostel's rate (the API works it out). */
export const chargeBodySchema = z
  .object({
    category: z.enum(CHARGE_CATEGORIES, { error: 'Choose what the charge is for.' }),
    note: requiredText('Please say what the charge is for.', 120, 'The note can be at most 120 characters.'),
    amount: z.preprocess(
      blankAsMissing,
      z.coerce
        .number({ error: 'The amount must be a number of rupees.' })
        .int({ error: 'The amount must be a whole number of rupees.' })
        .min(1, { error: 'The amount must be at least ₹1.' })
        .max(100000, { error: 'The amount can be at most ₹1,00,000.' })
        .optional(),
    ),
    units: z.preprocess(
      blankAsMissing,
      z.coerce
        .number({ error: 'Units must be a number.' })
        .int({ error: 'Units must be a whole number.' })
        .min(1, { error: 'Units must be at least 1.' })
        .max(100000, { error: 'Units can be at most 1,00,000.' })
        .optional(),
    ),
  })
  .refine((c) => c.amount !== undefined || (c.category === 'Electricity' && c.units !== undefined), {
    error: 'Please give the amount in rupees.',
    path: ['amount'],
  });

/** A hostel's electricity rate, in rupees a unit (to the paisa). */
export const electricityRateBodySchema = z.object({
  ratePerUnit: z.coerce
    .number({ error: 'The rate must be a number of rupees.' })
    .min(0.01, { error: 'The rate must be at least ₹0.01 a unit.' })
    .max(100, { error: 'The rate can be at most ₹100 a unit.' })
    .refine((r) => Math.abs(r * 100 - Math.round(r * 100)) < 1e-6, { error: 'Give the rate to the paisa at most.' }),
});
export type ElectricityRatePayload = z.input<typeof electricityRateBodySchema>;

export const ELECTRICITY_MESSAGES = {
  saved: 'Electricity rate saved. Charge electricity by the units used from now on.',
  noRate: 'Set this hostel’s electricity rate on the rent roll first, or give the amount.',
  /** "60 units at ₹7.50" */
  usage: (units: number, ratePerUnit: number) =>
    `${units} units at ₹${ratePerUnit.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
} as const;
export type ChargePayload = z.input<typeof chargeBodySchema>;

/**
 * The stay of a resident the owner listed by hand: when they moved in, the rent a month agreed, and the deposit
 * the owner already holds (recorded as received in cash, so check-out can return it). Bills start with the month
 * of the check-in or, for one in the past, with this month.
 */
export const residentStayBodySchema = z.object({
  checkInDate: z
    .string({ error: 'Please give the check-in date.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Please give the check-in date.' })
    .refine((d) => !Number.isNaN(Date.parse(d)) && new Date(d).toISOString().startsWith(d), {
      error: 'Please give a valid check-in date.',
    }),
  rent: z.coerce
    .number({ error: 'The rent must be a number of rupees.' })
    .int({ error: 'The rent must be a whole number of rupees.' })
    .min(1, { error: 'Please give the rent a month.' })
    .max(100000, { error: 'The rent can be at most ₹1,00,000 a month.' }),
  depositReceived: z.coerce
    .number({ error: 'The deposit must be a number of rupees.' })
    .int({ error: 'The deposit must be a whole number of rupees.' })
    .min(0, { error: 'The deposit cannot be below ₹0.' })
    .max(500000, { error: 'The deposit can be at most ₹5,00,000.' })
    .default(0),
});
export type ResidentStayPayload = z.input<typeof residentStayBodySchema>;

export const RESIDENT_STAY_MESSAGES = {
  started: (name: string) => `Rent set up for ${name}. This month's bill is on the rent roll once the stay has begun.`,
  already: 'This resident has a stay already.',
  noAccount: 'This resident has no account here, so a reminder cannot reach them. Remind them in person.',
} as const;

/** Balance in words: "₹500 due from the student", "₹200 due to the student", "Settled: nothing due". */
export function balanceWords(balance: number, who: 'you' | 'the student'): string {
  const amount = formatRupees(Math.abs(balance));
  if (balance > 0) return who === 'you' ? `${amount} due from you` : `${amount} due from the student`;
  if (balance < 0) return who === 'you' ? `${amount} due to you` : `${amount} due to the student`;
  return 'Settled: nothing due';
}

// ---- the yearly rent statement (HRA): rent paid in a financial year, April to March

/** The financial year (its first calendar year) a date (YYYY-MM-DD) falls in: April 2026–March 2027 is 2026. */
export function financialYearOf(date: string): number {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= 4 ? year : year - 1;
}

/** "2026–27" */
export const financialYearLabel = (startYear: number) =>
  `${startYear}–${String((startYear + 1) % 100).padStart(2, '0')}`;

export const rentStatementQuerySchema = z.object({
  year: z.coerce
    .number({ error: 'Choose a financial year.' })
    .int({ error: 'Choose a financial year.' })
    .min(2000, { error: 'Choose a financial year.' })
    .max(2100, { error: 'Choose a financial year.' })
    .optional(),
});

export const rentStatementSchema = z.object({
  bookingId: z.string(),
  studentName: z.string(),
  property: z.string(),
  ownerName: z.string(),
  ownerPan: z.string().nullable(),
  /** The financial year's first calendar year, its label, and its first and last days. */
  year: z.number(),
  label: z.string(),
  from: z.string(),
  to: z.string(),
  payments: z.array(
    z.object({
      paidOn: z.string(),
      month: z.string(),
      amount: z.number(),
      method: z.string(),
      receiptNo: z.string().nullable(),
    }),
  ),
  total: z.number(),
  totalInWords: z.string(),
});
export type RentStatement = z.infer<typeof rentStatementSchema>;
