import { type Kysely, sql } from 'kysely';

// The stay after approval (issue 15): the deposit agreed at booking, notice, cancellation with its refund,
// check-out with the deposit returned, and the reason of a rejected request.
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns: Array<[string, 'text' | 'integer', number | null]> = [
    ['deposit', 'integer', 0],
    ['notice_given_at', 'text', null],
    ['leaving_on', 'text', null],
    ['cancelled_by', 'text', null],
    ['refund_amount', 'integer', null],
    ['refund_deducted', 'integer', null],
    ['refund_rule', 'text', null],
    ['checked_out_at', 'text', null],
    ['check_out_outcome', 'text', null],
    ['deposit_returned', 'integer', null],
    ['deposit_deducted', 'integer', null],
    ['deduction_reason', 'text', null],
    ['reject_reason', 'text', null],
  ];
  for (const [name, type, fallback] of columns)
    await db.schema
      .alterTable('bookings')
      .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(fallback)))
      .execute();
  // bookings made before: the hostel's deposit now
  await sql`update bookings set deposit = (select deposit from hostels where hostels.id = bookings.hostel_id)`.execute(
    db,
  );
}
