import { type Kysely, sql } from 'kysely';

// What a check-out keeps of the deposit, one row each (issue 60): a bill of the stay it settles in full, or another
// deduction with its reason. A bill is settled at most once (the partial unique index), whatever races.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deductions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('bill_id', 'text', (c) => c.references('bills.id'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await sql`create unique index deductions_one_per_bill on deductions (bill_id) where bill_id is not null`.execute(db);
  await db.schema.createIndex('deductions_booking').on('deductions').column('booking_id').execute();
}
