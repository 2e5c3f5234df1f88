import type { Kysely } from 'kysely';

// Consent before contact: a resident an owner adds by the e-mail of an existing student account is only
// invited (`invited_user_id`); `user_id`, through which the owner's alerts reach the student, is set when
// the student accepts (or when the stay comes from a booking the student made).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('residents')
    .addColumn('invited_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('residents_invited').on('residents').column('invited_user_id').execute();
}
