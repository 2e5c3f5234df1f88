import { sql, type Kysely } from 'kysely';

// Messages between a student and a hostel (issue 38): one conversation per student and hostel (a unique
// index), and one per complaint, the owner's answers to it (unique too); its messages, the reports of a message (one per reporter), and notifications whose e-mail waits
// to see whether they are read (`mail_after`).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('conversations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('hostel_id', 'text', (c) => c.notNull().references('hostels.id').onDelete('cascade'))
    .addColumn('student_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_message_at', 'text', (c) => c.notNull())
    .addColumn('student_read_at', 'text')
    .addColumn('owner_read_at', 'text')
    .addColumn('complaint_id', 'text', (c) => c.unique().references('complaints.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('conversations_hostel_student')
    .on('conversations')
    .columns(['hostel_id', 'student_id'])
    .unique()
    .where(sql.ref('complaint_id'), 'is', null)
    .execute();
  await db.schema
    .createIndex('conversations_student_last')
    .on('conversations')
    .columns(['student_id', 'last_message_at'])
    .execute();
  await db.schema
    .createIndex('conversations_hostel_last')
    .on('conversations')
    .columns(['hostel_id', 'last_message_at'])
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('sender_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sender_role', 'text', (c) => c.notNull().check(sql`sender_role in ('student', 'owner')`))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('removed_at', 'text')
    .execute();
  await db.schema
    .createIndex('messages_conversation_created')
    .on('messages')
    .columns(['conversation_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('message_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('message_id', 'text', (c) => c.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('reporter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decision', 'text')
    .addColumn('note', 'text')
    .addUniqueConstraint('message_reports_message_reporter', ['message_id', 'reporter_id'])
    .execute();
  await db.schema
    .createIndex('message_reports_waiting')
    .on('message_reports')
    .columns(['decided_at', 'created_at'])
    .execute();

  await db.schema.alterTable('notifications').addColumn('mail_after', 'text').execute();
}
