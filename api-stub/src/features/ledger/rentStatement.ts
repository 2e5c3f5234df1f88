import {
  financialYearLabel,
  financialYearOf,
  indiaDate,
  propertyLine,
  type RentStatement,
  rupeesInWords,
} from 'contracts';
import { clock, type Db } from '../../db/database';

/**
 * The rent a stay's student paid (confirmed by the owner) in the financial year starting in April of `year`, as
 * an HRA claim needs it: each month's payment with its receipt, the total in figures and words, the landlord and
 * their PAN. Deposits and extra charges are not rent and are left out.
 */
export async function rentStatement(db: Db, bookingId: string, year?: number): Promise<RentStatement | undefined> {
  const stay = await db
    .selectFrom('bookings')
    .innerJoin('hostels', 'hostels.id', 'bookings.hostel_id')
    .innerJoin('users as student', 'student.id', 'bookings.student_id')
    .innerJoin('users as owner', 'owner.id', 'hostels.owner_id')
    .select([
      'bookings.id',
      'hostels.name as hostel_name',
      'hostels.address',
      'student.name as student_name',
      'owner.name as owner_name',
      'owner.pan',
    ])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst();
  if (!stay) return undefined;
  const start = year ?? financialYearOf(indiaDate(clock()));
  const from = `${start}-04-01`;
  const to = `${start + 1}-03-31`;
  const paid = await db
    .selectFrom('bills')
    .select(['paid_at', 'month', 'amount', 'method', 'receipt_no'])
    .where('booking_id', '=', bookingId)
    .where('kind', '=', 'rent')
    .where('status', '=', 'Paid')
    .where('paid_at', 'is not', null)
    .execute();
  const payments = paid
    .map((b) => ({
      paidOn: indiaDate(Date.parse(b.paid_at ?? '')),
      month: b.month,
      amount: b.amount,
      method: b.method ?? 'UPI',
      receiptNo: b.receipt_no,
    }))
    .filter((p) => p.paidOn >= from && p.paidOn <= to)
    .sort((a, b) => (a.paidOn < b.paidOn ? -1 : 1));
  const total = payments.reduce((n, p) => n + p.amount, 0);
  return {
    bookingId: stay.id,
    studentName: stay.student_name,
    property: propertyLine(stay.hostel_name, stay.address),
    ownerName: stay.owner_name,
    ownerPan: stay.pan,
    year: start,
    label: financialYearLabel(start),
    from,
    to,
    payments,
    total,
    totalInWords: rupeesInWords(total),
  };
}
