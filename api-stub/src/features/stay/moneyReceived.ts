import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** What a stay's student has paid that the owner confirmed, by kind; and whether a payment awaits confirmation. */
export async function moneyReceived(db: Kysely<Database>, bookingId: string) {
  const rows = await db
    .selectFrom('bills')
    .select(['kind', 'status', 'amount'])
    .where('booking_id', '=', bookingId)
    .execute();
  const paid = (kind: string) =>
    rows.filter((b) => b.kind === kind && b.status === 'Paid').reduce((n, b) => n + b.amount, 0);
  return {
    deposit: paid('deposit'),
    rent: paid('rent'),
    charges: paid('charge'),
    awaiting: rows.some((b) => b.status === 'Awaiting confirmation'),
  };
}
