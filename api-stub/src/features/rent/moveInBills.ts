import { FIRST_MONTH_DUE, periodLabel } from 'contracts';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { now } from '../../db/database';
import type { Database } from '../../db/schema';
import { newBillId } from './bills';

type Stay = {
  id: string;
  student_id: string | null;
  hostel_id: string;
  hostel_name: string;
  check_in_date: string;
  deposit: number;
  price_per_bed: number | null;
};

/**
 * What an approved stay asks for at check-in, as bills the student pays like rent (UPI, "I have paid", the owner
 * confirms or records cash): the deposit and the first month, both due on the check-in date. Made in the
 * approval's transaction; the partial unique indexes keep each to one.
 */
export async function billMoveIn(tx: Kysely<Database>, stay: Stay, fallbackPrice: number): Promise<void> {
  const period = stay.check_in_date.slice(0, 7);
  const common = {
    student_id: stay.student_id,
    booking_id: stay.id,
    hostel_id: stay.hostel_id,
    hostel_name: stay.hostel_name,
    period,
    due_date: stay.check_in_date,
    status: 'Pending' as const,
    paid_at: null,
    created_at: now(),
  };
  if (stay.deposit > 0)
    await tx
      .insertInto('bills')
      .values({ ...common, id: newBillId(), kind: 'deposit', month: periodLabel(period), amount: stay.deposit })
      .onConflict((oc) => oc.column('booking_id').where(sql<boolean>`kind = 'deposit'`).doNothing())
      .execute();
  await tx
    .insertInto('bills')
    .values({
      ...common,
      id: newBillId(),
      kind: 'rent',
      month: periodLabel(period),
      amount: stay.price_per_bed ?? fallbackPrice,
      note: FIRST_MONTH_DUE,
    })
    .onConflict((oc) => oc.columns(['booking_id', 'period']).where(sql<boolean>`kind = 'rent'`).doNothing())
    .execute();
}
