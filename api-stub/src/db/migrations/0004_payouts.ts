import type { Kysely } from 'kysely';

// Owners' payout methods and the payouts made to them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payout_methods')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text')
    .addColumn('ifsc_code', 'text')
    .addColumn('bank_name', 'text')
    .addColumn('account_holder_name', 'text')
    .addColumn('upi_id', 'text')
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payout_methods_owner').on('payout_methods').column('owner_id').execute();

  await db.schema
    .createTable('payouts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('processed_at', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('method_snapshot', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payouts').execute();
  await db.schema.dropTable('payout_methods').execute();
}
