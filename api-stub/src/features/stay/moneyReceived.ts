import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** What a stay's student has paid that the owner confirmed, by kind; and whether a payment awaits confirmation. A bill
 * settled from the deposit at check-out brought no new money: the deposit it came from is counted once. */
export async function moneyReceived(db: Kysely<Database>, bookingId: string) {
  const rows = await db
    .selectFrom('bills')
    .select(['kind', 'status', 'amount', 'method'])
    .where('booking_id', '=', bookingId)
    .execute();
  const paid = (kind: string) =>
    rows
      .filter((b) => b.kind === kind && b.status === 'Paid' && b.method !== 'Deposit')
      .reduce((n, b) => n + b.amount, 0);
  return {
    deposit: paid('deposit'),
    rent: paid('rent'),
    charges: paid('charge'),
    awaiting: rows.some((b) => b.status === 'Awaiting confirmation'),
  };
}
