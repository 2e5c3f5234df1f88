import { type Kysely, sql } from 'kysely';

// Rent and e-mail (issue 15).
// - A hostel's rent due day (default the 5th).
// - Bills belong to a stay (booking) and a month (`period`, YYYY-MM): one bill per stay and month, kept by a
//   unique index so the scheduled and on-demand runs, in any number of processes, never bill twice.
//   A bill is Pending, Awaiting confirmation (the student says they paid), or Paid (the owner confirmed,
//   with the method, reference and a receipt number). 'Success' of the first bills becomes 'Paid'.
// - A notification links to what it is about, and may be mailed: `mail_kind` is the kind of e-mail, and
//   `mail_state` is queued until the mail outbox sends it (or finds the kind turned off).
// - `users.email_off`: the kinds of e-mail a person turned off (comma-separated).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('hostels')
    .addColumn('rent_due_day', 'integer', (c) => c.notNull().defaultTo(5))
    .execute();

  for (const [name, type] of [
    ['booking_id', 'text'],
    ['hostel_id', 'text'],
    ['period', 'text'],
    ['reported_at', 'text'],
    ['method', 'text'],
    ['reference', 'text'],
    ['receipt_no', 'text'],
    ['reminded_at', 'text'],
    ['due_soon_sent_at', 'text'],
    ['overdue_sent_at', 'text'],
    ['created_at', 'text'],
  ] as const)
    await db.schema.alterTable('bills').addColumn(name, type).execute();
  await db.schema.createIndex('bills_booking_period').unique().on('bills').columns(['booking_id', 'period']).execute();
  await db.schema.createIndex('bills_hostel_period').on('bills').columns(['hostel_id', 'period']).execute();
  await db.schema.createIndex('bills_status_due').on('bills').columns(['status', 'due_date']).execute();

  // The first bills knew only the hostel's name: find the student's stay there.
  await sql`update bills set status = 'Paid', method = 'UPI' where status = 'Success'`.execute(db);
  await sql`update bills set
      booking_id = (select b.id from bookings b join hostels h on h.id = b.hostel_id
                    where b.student_id = bills.student_id and h.name = bills.hostel_name
                    order by b.created_at desc limit 1),
      hostel_id = (select h.id from bookings b join hostels h on h.id = b.hostel_id
                   where b.student_id = bills.student_id and h.name = bills.hostel_name
                   order by b.created_at desc limit 1),
      created_at = due_date`.execute(db);
  const monthNumbers: Record<string, string> = {};
  for (let m = 0; m < 12; m++)
    monthNumbers[new Date(Date.UTC(2000, m, 1)).toLocaleString('en-IN', { month: 'long', timeZone: 'UTC' })] = String(
      m + 1,
    ).padStart(2, '0');
  const { rows } = await sql<{ id: string; month: string }>`select id, month from bills`.execute(db);
  for (const bill of rows) {
    const [name, year] = bill.month.split(' ');
    if (monthNumbers[name] && /^\d{4}$/.test(year ?? ''))
      await sql`update bills set period = ${`${year}-${monthNumbers[name]}`} where id = ${bill.id}`.execute(db);
  }

  await db.schema.alterTable('notifications').addColumn('link', 'text').execute();
  await db.schema.alterTable('notifications').addColumn('mail_kind', 'text').execute();
  await db.schema.alterTable('notifications').addColumn('mail_state', 'text').execute();
  await db.schema
    .createIndex('notifications_mail_queued')
    .on('notifications')
    .columns(['mail_state', 'created_at'])
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('email_off', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
