import { billTitle, type LedgerLine, type OpenBill, propertyLine, type StayLedger } from 'contracts';
import type { Db } from '../../db/database';
import { moneyReceived } from '../stay/moneyReceived';
import { stayPerson } from '../stay/stayPerson';

type Draft = Omit<LedgerLine, 'balance'>;

/**
 * The ledger of a stay, computed from what is recorded: its bills (charges; payments when confirmed, or settled from
 * the deposit at check-out) and, once it ended, the deposit's settlement: what of it paid bills, what was kept with
 * its reasons, the rest released and refunded. Nothing is stored twice, so the ledger always agrees with the bills and
 * the stay: its balance is what the bills still to pay add up to.
 */
export async function stayLedger(db: Db, bookingId: string): Promise<StayLedger | undefined> {
  const stay = await db
    .selectFrom('bookings')
    .innerJoin('hostels', 'hostels.id', 'bookings.hostel_id')
    .leftJoin('users as student', 'student.id', 'bookings.student_id')
    .innerJoin('users as owner', 'owner.id', 'hostels.owner_id')
    .selectAll('bookings')
    .select([
      'hostels.name as hostel_name',
      'hostels.address',
      stayPerson('name', 'student', 'bookings.id').as('student_name'),
      'owner.name as owner_name',
    ])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst();
  if (!stay) return undefined;
  const bills = await db
    .selectFrom('bills')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('due_date')
    .orderBy('created_at')
    .execute();

  const drafts: Draft[] = [];
  for (const bill of bills) {
    drafts.push({
      date: bill.created_at ?? bill.due_date,
      kind: bill.kind,
      title: billTitle(bill),
      charge: bill.amount,
      payment: 0,
      receiptNo: null,
    });
    if (bill.status === 'Paid' && bill.paid_at)
      drafts.push({
        date: bill.paid_at,
        kind: 'payment',
        title:
          bill.method === 'Deposit'
            ? `Settled from the deposit: ${billTitle(bill)}`
            : `Paid: ${billTitle(bill)} (${bill.method ?? 'UPI'}${bill.reference ? ` ${bill.reference}` : ''})`,
        charge: 0,
        payment: bill.amount,
        receiptNo: bill.receipt_no,
      });
  }
  const openBills: OpenBill[] = bills
    .filter((b) => b.status !== 'Paid')
    .map((b) => ({
      billId: b.id,
      title: billTitle(b),
      amount: b.amount,
      dueDate: b.due_date,
      status: b.status === 'Awaiting confirmation' ? 'Awaiting confirmation' : 'Due',
    }));

  // the end of a stay: the deposit received is set against it, what is kept is charged with its reason, and the
  // refund paid out is charged back
  const ended = stay.status === 'Cancelled' || stay.status === 'Completed';
  const endedAt = stay.checked_out_at ?? (stay.status === 'Cancelled' ? stay.decided_at : null);
  let settlement: StayLedger['settlement'] = null;
  const received = await moneyReceived(db, bookingId);
  if (ended && endedAt) {
    const refunded = stay.status === 'Cancelled' ? (stay.refund_amount ?? 0) : (stay.deposit_returned ?? 0);
    const deducted = stay.status === 'Cancelled' ? (stay.refund_deducted ?? 0) : (stay.deposit_deducted ?? 0);
    const reason = (stay.status === 'Cancelled' ? stay.refund_rule : stay.deduction_reason) ?? '';
    // rent paid ahead of a stay that never began comes back with the deposit
    const aheadBack = stay.status === 'Cancelled' ? received.rent + received.charges : 0;
    // the part of the deposit that paid bills at check-out is in their payment lines; the rest is released here
    const settledBills = bills.filter((b) => b.status === 'Paid' && b.method === 'Deposit');
    const settledTotal = settledBills.reduce((n, b) => n + b.amount, 0);
    if (received.deposit - settledTotal > 0)
      drafts.push({
        date: endedAt,
        kind: 'deposit-released',
        title: 'Deposit set against the stay',
        charge: 0,
        payment: received.deposit - settledTotal,
        receiptNo: null,
      });
    if (aheadBack > 0)
      drafts.push({
        date: endedAt,
        kind: 'deposit-released',
        title: 'Rent paid ahead, for a stay that did not begin',
        charge: 0,
        payment: aheadBack,
        receiptNo: null,
      });
    // what else was kept, each with its reason (a stay checked out before deductions were recorded: one line)
    const others = await db
      .selectFrom('deductions')
      .select(['amount', 'reason'])
      .where('booking_id', '=', bookingId)
      .where('bill_id', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const recorded = others.length || settledBills.length;
    const kept = recorded ? others : deducted > 0 ? [{ amount: deducted, reason }] : [];
    for (const other of kept)
      drafts.push({
        date: endedAt,
        kind: 'deduction',
        title: `Kept: ${other.reason}`,
        charge: other.amount,
        payment: 0,
        receiptNo: null,
      });
    if (refunded > 0)
      drafts.push({
        date: endedAt,
        kind: 'refund',
        title: 'Refund to the student',
        charge: refunded,
        payment: 0,
        receiptNo: null,
      });
    // bills removed at a cancellation are not owed; one left unpaid after it is no charge either
    settlement = {
      depositReceived: received.deposit,
      deducted,
      refunded,
      reasons: recorded
        ? [...settledBills.map((b) => `${billTitle(b)}: settled from the deposit`), ...others.map((o) => o.reason)]
        : reason
          ? [reason]
          : [],
    };
  }

  drafts.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let balance = 0;
  const lines = drafts.map((d) => {
    balance += d.charge - d.payment;
    return { ...d, balance };
  });
  const charges = lines.reduce((n, l) => n + l.charge, 0);
  const payments = lines.reduce((n, l) => n + l.payment, 0);
  return {
    bookingId: stay.id,
    status: stay.status,
    studentName: stay.student_name,
    hostelName: stay.hostel_name,
    property: propertyLine(stay.hostel_name, stay.address),
    ownerName: stay.owner_name,
    room: stay.room_info ?? '',
    sharing: stay.sharing,
    checkInDate: stay.check_in_date,
    endedAt,
    lines,
    depositReceived: received.deposit,
    openBills,
    totals: { charges, payments, balance: charges - payments },
    settlement,
  };
}
