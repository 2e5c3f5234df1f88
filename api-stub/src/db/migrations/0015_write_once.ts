import { type Kysely, sql } from 'kysely';

// Every write happens once (issue 35): answers kept under their Idempotency-Key; the database refusing a
// second open booking of a student at one hostel and a second current listing of a resident; a lease on
// the mail a process is sending.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    // the caller's user id, or "public" for calls without a session
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response', 'text')
    .addColumn('content_type', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    // while unanswered: until when the request holding it counts as still running
    .addColumn('locked_until', 'text')
    // set in the transaction of the write the request made: a retry after a lost answer does not do it again
    .addColumn('committed_at', 'text')
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').column('created_at').execute();

  // a second open request made by a race before this index: the later ones are withdrawn
  await sql`update bookings set status = 'Cancelled'
            where status = 'Requested' and exists (
              select 1 from bookings b
              where b.student_id = bookings.student_id and b.hostel_id = bookings.hostel_id
                and b.status in ('Requested', 'Active')
                and (b.status = 'Active' or b.created_at < bookings.created_at
                     or (b.created_at = bookings.created_at and b.id < bookings.id)))`.execute(db);
  await sql`create unique index bookings_one_open on bookings (student_id, hostel_id)
            where status in ('Requested', 'Active')`.execute(db);

  // a student listed twice at one hostel by a race: the later listing is closed
  await sql`update residents set left_at = created_at
            where left_at is null and exists (
              select 1 from residents r
              where r.hostel_id = residents.hostel_id and r.email = residents.email and r.left_at is null
                and (r.created_at < residents.created_at or (r.created_at = residents.created_at and r.id < residents.id)))`.execute(
    db,
  );
  await sql`create unique index residents_one_current on residents (hostel_id, email) where left_at is null`.execute(
    db,
  );

  await db.schema.alterTable('notifications').addColumn('mail_lease_until', 'text').execute();
  await db.schema
    .alterTable('notifications')
    .addColumn('mail_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
