import { sql, type Kysely } from 'kysely';

// Visits before a booking (issue 38): weekly visiting hours per hostel, and visits. A slot of a hostel holds
// at most one visit that is asked for, proposed or confirmed (a partial unique index): two students asking
// for the last free slot at once get one visit and one refusal.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('visiting_hours')
    .addColumn('hostel_id', 'text', (c) => c.notNull().references('hostels.id').onDelete('cascade'))
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('start_minute', 'integer', (c) => c.notNull())
    .addColumn('end_minute', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('visiting_hours_pk', ['hostel_id', 'weekday', 'start_minute'])
    .execute();

  await db.schema
    .createTable('visits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('hostel_id', 'text', (c) => c.notNull().references('hostels.id').onDelete('cascade'))
    .addColumn('student_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('requested', 'proposed', 'confirmed', 'cancelled')`),
    )
    .addColumn('cancelled_by', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('reminded_at', 'text')
    .execute();
  await db.schema
    .createIndex('visits_hostel_slot')
    .on('visits')
    .columns(['hostel_id', 'starts_at'])
    .unique()
    .where(sql.ref('status'), 'in', sql`('requested', 'proposed', 'confirmed')`)
    .execute();
  await db.schema.createIndex('visits_student_starts').on('visits').columns(['student_id', 'starts_at']).execute();
  await db.schema.createIndex('visits_status_starts').on('visits').columns(['status', 'starts_at']).execute();
}
