import { type Kysely, sql } from 'kysely';

// Booking a bed and paying for it (issue 36).
// - A booking names a sharing option and keeps its price a bed at the time of the request.
// - A student may give a gender (the hostel's type is checked against it); an owner may give a PAN (receipts).
// - A bill is rent for a month, the deposit of a stay, or an extra charge; at most one rent bill per stay and
//   month and one deposit bill per stay (partial unique indexes, as the runs that make them may race).
// - A student may wait for a bed of a sharing option of a full hostel: one entry per student, hostel, option.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('sharing', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('price_per_bed', 'integer').execute();
  await db.schema.alterTable('users').addColumn('gender', 'text').execute();
  await db.schema.alterTable('users').addColumn('pan', 'text').execute();

  await db.schema
    .alterTable('bills')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('rent'))
    .execute();
  await db.schema.alterTable('bills').addColumn('note', 'text').execute();
  await db.schema.dropIndex('bills_booking_period').execute();
  await sql`create unique index bills_one_rent on bills (booking_id, period) where kind = 'rent'`.execute(db);
  await sql`create unique index bills_one_deposit on bills (booking_id) where kind = 'deposit'`.execute(db);
  await db.schema.createIndex('bills_booking').on('bills').column('booking_id').execute();

  await db.schema
    .createTable('waitlist')
    .addColumn('student_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('hostel_id', 'text', (c) => c.notNull().references('hostels.id').onDelete('cascade'))
    .addColumn('sharing', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // when the student was told a bed of this option is free (then the entry is done)
    .addColumn('told_at', 'text')
    .addPrimaryKeyConstraint('waitlist_pk', ['student_id', 'hostel_id', 'sharing'])
    .execute();
  await db.schema.createIndex('waitlist_option').on('waitlist').columns(['hostel_id', 'sharing']).execute();

  // A bill made before its stay began (the first seeded bills): due on the day the stay begins.
  await sql`update bills set due_date = (select check_in_date from bookings where bookings.id = bills.booking_id)
            where booking_id is not null
              and due_date < (select check_in_date from bookings where bookings.id = bills.booking_id)`.execute(db);
}
