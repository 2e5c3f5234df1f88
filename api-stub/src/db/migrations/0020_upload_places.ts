import type { Kysely } from 'kysely';

// At most UPLOADS_IN_FLIGHT_MAX uploads in flight per account across all API processes (issue 35): each
// upload holds one numbered place; the primary key refuses a third. A place held by a process that died
// is taken over once its lease runs out.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload_places')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('place', 'integer', (c) => c.notNull())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('held_until', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('upload_places_pk', ['user_id', 'place'])
    .execute();
}
