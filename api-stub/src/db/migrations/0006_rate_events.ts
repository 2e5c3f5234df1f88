import type { Kysely } from 'kysely';
import type { Engine } from '../database';
import { autoIdColumn } from '../dialect';

// Counted events for limits that must hold across restarts and API processes (per e-mail, per account,
// per address), e.g. `send-otp:asha@example.in`.
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .createTable('rate_events')
    .addColumn('id', ...autoIdColumn(engine))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_events_key_at').on('rate_events').columns(['key', 'at']).execute();
}
