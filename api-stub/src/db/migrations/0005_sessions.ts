import type { Kysely } from 'kysely';

// Sessions that end: a per-user session version (a password change or reset raises it, so every earlier
// token stops working) and the ids of single tokens ended by logout, kept until they would have expired.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('revoked_tokens')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('revoked_tokens_expiry').on('revoked_tokens').column('expires_at').execute();
}
