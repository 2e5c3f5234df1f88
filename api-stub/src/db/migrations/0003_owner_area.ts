import { sql, type Kysely } from 'kysely';

// Rooms and the students living in them (residents), and a hostel's optional video.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rooms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('hostel_id', 'text', (c) => c.notNull().references('hostels.id').onDelete('cascade'))
    .addColumn('room_no', 'text', (c) => c.notNull())
    .addColumn('floor', 'integer', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('beds', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('rooms_hostel_room_no', ['hostel_id', 'room_no'])
    .execute();

  await db.schema
    .createTable('residents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('hostel_id', 'text', (c) => c.notNull().references('hostels.id').onDelete('cascade'))
    .addColumn('room_id', 'text', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('booking_id', 'text', (c) => c.references('bookings.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('left_at', 'text')
    .execute();
  await db.schema.createIndex('residents_room').on('residents').column('room_id').execute();
  await db.schema.createIndex('residents_hostel').on('residents').column('hostel_id').execute();

  await db.schema.alterTable('hostels').addColumn('video_url', 'text').execute();
  await db.schema
    .alterTable('hostels')
    .addColumn('total_rooms', 'integer', (c) => c.notNull().defaultTo(sql`0`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('residents').execute();
  await db.schema.dropTable('rooms').execute();
  await db.schema.alterTable('hostels').dropColumn('video_url').execute();
  await db.schema.alterTable('hostels').dropColumn('total_rooms').execute();
}
