import { type Kysely, sql } from 'kysely';

// Late fees (issue 36): each hostel's own rule, none by default; a late fee is an extra charge on one rent bill
// (`late_fee_for`), at most one per rent bill (a partial unique index: the hourly runs of several processes race).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('hostels')
    .addColumn('late_fee_kind', 'text', (c) => c.notNull().defaultTo('none'))
    .execute();
  await db.schema
    .alterTable('hostels')
    .addColumn('late_fee_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('hostels')
    .addColumn('late_fee_grace_days', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('bills').addColumn('late_fee_for', 'text').execute();
  await sql`create unique index bills_one_late_fee on bills (late_fee_for) where late_fee_for is not null`.execute(db);
}
