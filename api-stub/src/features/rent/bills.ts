import crypto from 'node:crypto';
import {
  BILL_DUE_SOON_DAYS,
  type BillKind,
  billTitle,
  FIRST_MONTH_DUE,
  checkInMoment,
  dueDateOf,
  indiaDate,
  periodLabel,
  periodOf,
  sharingOfBeds,
} from 'contracts';
import { sql } from 'kysely';
import { clock, type Db, now } from '../../db/database';
import { readableDate } from '../notifications/dates';
import { inTransaction, notify } from '../notifications/notify';

export const newBillId = () => `BILL-${crypto.randomBytes(5).toString('hex').toUpperCase()}`;

/** A receipt's number: the month and the bill, so it is unique and says when it is for. */
export const receiptNumber = (period: string, billId: string) =>
  `RCT-${period.replace('-', '')}-${billId.replace(/^BILL-/, '')}`;

export const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/** "₹7,500 rent for November 2026", "₹6,500 security deposit", "₹420 for Electricity, October" */
export const billWhat = (bill: { amount: number; kind: BillKind; month: string; note: string | null }) =>
  bill.kind === 'deposit'
    ? `${rupees(bill.amount)} security deposit`
    : bill.kind === 'charge'
      ? `${rupees(bill.amount)} for ${bill.note ?? 'an extra charge'}`
      : `${rupees(bill.amount)} rent for ${bill.month}`;

/** Which stays to bill: every one, one owner's, one hostel's or one student's. */
export interface BillScope {
  ownerId?: string;
  hostelId?: string;
  studentId?: string;
}

/**
 * Makes this month's bill for every stay that has begun and is active (within `scope`): the bed's price
 * (the room option of the room's sharing type, else the hostel's price), due on the hostel's due day (or on
 * check-in, when that is later). A stay already billed for the month is skipped, and the unique index on
 * (booking, month) keeps two runs at once from billing twice. Returns how many bills were made.
 */
export async function generateBills(db: Db, scope: BillScope = {}, at = clock()): Promise<number> {
  const period = periodOf(at);
  let query = db
    .selectFrom('bookings')
    .innerJoin('hostels', 'hostels.id', 'bookings.hostel_id')
    .leftJoin('residents', (join) =>
      join.onRef('residents.booking_id', '=', 'bookings.id').on('residents.left_at', 'is', null),
    )
    .leftJoin('rooms', 'rooms.id', 'residents.room_id')
    .select([
      'bookings.id',
      'bookings.student_id',
      'bookings.check_in_date',
      'bookings.price_per_bed',
      'hostels.id as hostel_id',
      'hostels.name as hostel_name',
      'hostels.price',
      'hostels.rent_due_day',
      'rooms.beds',
      'rooms.room_no',
    ])
    .where('bookings.status', '=', 'Active')
    .where('bookings.check_in_date', '<=', indiaDate(at))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('bills')
            .select('bills.id')
            .whereRef('bills.booking_id', '=', 'bookings.id')
            .where('bills.period', '=', period),
        ),
      ),
    );
  if (scope.ownerId) query = query.where('hostels.owner_id', '=', scope.ownerId);
  if (scope.hostelId) query = query.where('hostels.id', '=', scope.hostelId);
  if (scope.studentId) query = query.where('bookings.student_id', '=', scope.studentId);
  const stays = (await query.execute()).filter((s) => checkInMoment(s.check_in_date) <= at);
  if (stays.length === 0) return 0;

  const options = await db
    .selectFrom('room_options')
    .select(['hostel_id', 'sharing', 'price_per_bed'])
    .where('hostel_id', 'in', [...new Set(stays.map((s) => s.hostel_id))])
    .execute();
  // the price agreed when the bed was booked; before issue 36, the option of the room's sharing type
  const priceOf = (stay: (typeof stays)[number]) =>
    stay.price_per_bed ??
    ((stay.beds &&
      options.find((o) => o.hostel_id === stay.hostel_id && o.sharing === sharingOfBeds(stay.beds ?? 1))
        ?.price_per_bed) ||
      stay.price);

  let created = 0;
  for (const stay of stays) {
    const due = dueDateOf(period, stay.rent_due_day);
    const bill = {
      id: newBillId(),
      student_id: stay.student_id,
      booking_id: stay.id,
      hostel_id: stay.hostel_id,
      hostel_name: stay.hostel_name,
      period,
      month: periodLabel(period),
      amount: priceOf(stay),
      due_date: laterDate(due, stay.check_in_date),
      note: stay.check_in_date > due ? FIRST_MONTH_DUE : null,
      status: 'Pending' as const,
      paid_at: null,
      created_at: now(),
    };
    const made = await inTransaction(db, async (tx) => {
      const result = await tx
        .insertInto('bills')
        .values(bill)
        .onConflict((oc) =>
          // the partial index bills_one_rent: its predicate is written out, as the database matches it as text
          oc.columns(['booking_id', 'period']).where(sql<boolean>`kind = 'rent'`).doNothing(),
        )
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      await notify(
        tx,
        stay.student_id,
        'info',
        `Your rent for ${bill.month} at ${stay.hostel_name} is ${rupees(bill.amount)}, due ${readableDate(bill.due_date)}.`,
        { link: '/student/payments' },
      );
      return true;
    });
    if (made) created++;
  }
  return created;
}

/** The later of two dates (YYYY-MM-DD compares as text). */
function laterDate(a: string, b: string): string {
  return a >= b ? a : b;
}

/** The day (YYYY-MM-DD) `days` after `date`. */
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type BillToTell = {
  id: string;
  kind: BillKind;
  note: string | null;
  student_id: string;
  hostel_name: string;
  month: string;
  amount: number;
  due_date: string;
};

/** Claims each bill by setting `column` where it is still empty (so no process tells twice), then tells its
 * student. Returns how many were told. */
async function tellOnce(
  db: Db,
  bills: BillToTell[],
  column: 'due_soon_sent_at' | 'overdue_sent_at',
  message: (bill: BillToTell) => string,
): Promise<number> {
  let told = 0;
  for (const bill of bills) {
    const at = now();
    const claimed = await inTransaction(db, async (tx) => {
      const result = await tx
        .updateTable('bills')
        // an overdue bill needs no "due soon" after it
        .set(column === 'overdue_sent_at' ? { overdue_sent_at: at, due_soon_sent_at: at } : { due_soon_sent_at: at })
        .where('id', '=', bill.id)
        .where(column, 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await notify(tx, bill.student_id, 'alert', message(bill), { link: '/student/payments', mail: 'bill-due' });
      return true;
    });
    if (claimed) told++;
  }
  return told;
}

/**
 * Tells each student once when a bill is due within three days, and once when it is overdue (a
 * notification and, unless turned off, an e-mail). Several processes running this at once tell nobody
 * twice. Returns how many were told.
 */
export async function sendRentReminders(db: Db, at = clock()): Promise<number> {
  const today = indiaDate(at);
  const unpaid = () =>
    db
      .selectFrom('bills')
      .select(['id', 'kind', 'note', 'student_id', 'hostel_name', 'month', 'amount', 'due_date'])
      .where('status', '=', 'Pending')
      .where('student_id', 'is not', null)
      .$narrowType<{ student_id: string }>();
  const dueSoon = await unpaid()
    .where('due_date', '>=', today)
    .where('due_date', '<=', plusDays(today, BILL_DUE_SOON_DAYS))
    .where('due_soon_sent_at', 'is', null)
    .execute();
  const overdue = await unpaid().where('due_date', '<', today).where('overdue_sent_at', 'is', null).execute();
  const what = (b: BillToTell) => `${billTitle(b)} at ${b.hostel_name} (${rupees(b.amount)})`;
  return (
    (await tellOnce(db, dueSoon, 'due_soon_sent_at', (b) => `${what(b)} is due on ${readableDate(b.due_date)}.`)) +
    (await tellOnce(
      db,
      overdue,
      'overdue_sent_at',
      (b) => `${what(b)} was due on ${readableDate(b.due_date)} and is overdue.`,
    ))
  );
}
