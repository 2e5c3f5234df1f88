import { indiaDate, lateFeeOn, periodLabel, periodOf } from 'contracts';
import { sql } from 'kysely';
import { clock, type Db, now } from '../../db/database';
import { readableDate } from '../notifications/dates';
import { inTransaction, notify } from '../notifications/notify';
import { type BillScope, newBillId, rupees } from './bills';

/**
 * Charges late fees by each hostel's own rule on rent still unpaid after its due date and grace days: one extra
 * charge per rent bill (made once, the student told), which a per-day rule raises each day until the rent is paid
 * or reported paid. Returns how many fees were made or raised.
 */
export async function chargeLateFees(db: Db, scope: BillScope = {}, at = clock()): Promise<number> {
  const today = indiaDate(at);
  let query = db
    .selectFrom('bills')
    .innerJoin('hostels', 'hostels.id', 'bills.hostel_id')
    .leftJoin('bills as fee', 'fee.late_fee_for', 'bills.id')
    .select([
      'bills.id',
      'bills.student_id',
      'bills.booking_id',
      'bills.hostel_id',
      'bills.hostel_name',
      'bills.month',
      'bills.due_date',
      'hostels.late_fee_kind',
      'hostels.late_fee_amount',
      'hostels.late_fee_grace_days',
      'fee.id as fee_id',
      'fee.amount as fee_amount',
      'fee.status as fee_status',
    ])
    .where('bills.kind', '=', 'rent')
    .where('bills.status', '=', 'Pending')
    .where('bills.due_date', '<', today)
    .where('hostels.late_fee_kind', '!=', 'none');
  if (scope.ownerId) query = query.where('hostels.owner_id', '=', scope.ownerId);
  if (scope.hostelId) query = query.where('hostels.id', '=', scope.hostelId);
  if (scope.studentId) query = query.where('bills.student_id', '=', scope.studentId);

  let changed = 0;
  for (const rent of await query.execute()) {
    const rule = { kind: rent.late_fee_kind, amount: rent.late_fee_amount, graceDays: rent.late_fee_grace_days };
    const fee = lateFeeOn(rule, rent.due_date, today);
    if (fee === 0) continue;
    const title = `Late fee: rent for ${rent.month}`;
    if (!rent.fee_id) {
      const made = await inTransaction(db, async (tx) => {
        const result = await tx
          .insertInto('bills')
          .values({
            id: newBillId(),
            student_id: rent.student_id,
            booking_id: rent.booking_id,
            hostel_id: rent.hostel_id,
            hostel_name: rent.hostel_name,
            period: periodOf(at),
            month: periodLabel(periodOf(at)),
            kind: 'charge',
            note: title,
            amount: fee,
            due_date: today,
            status: 'Pending',
            paid_at: null,
            created_at: now(),
            late_fee_for: rent.id,
          })
          .onConflict((oc) => oc.column('late_fee_for').where(sql<boolean>`late_fee_for is not null`).doNothing())
          .executeTakeFirst();
        if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        await notify(
          tx,
          rent.student_id,
          'alert',
          `Rent for ${rent.month} at ${rent.hostel_name} was due on ${readableDate(rent.due_date)}: a late fee of ${rupees(fee)} was added, by the hostel's rule.`,
          { link: '/student/payments' },
        );
        return true;
      });
      if (made) changed++;
    } else if (rent.fee_status === 'Pending' && (rent.fee_amount ?? 0) < fee) {
      // a per-day fee grows while the rent stays unpaid (only upwards: two runs at once agree)
      const raised = await db
        .updateTable('bills')
        .set({ amount: fee })
        .where('id', '=', rent.fee_id)
        .where('status', '=', 'Pending')
        .where('amount', '<', fee)
        .executeTakeFirst();
      if (Number(raised.numUpdatedRows)) changed++;
    }
  }
  return changed;
}
