import type { Kysely } from 'kysely';

// Counted events for limits that must hold across restarts and API processes (per e-mail, per account,
// per address), e.g. `send-otp:asha@example.in`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_events_key_at').on('rate_events').columns(['key', 'at']).execute();
}
