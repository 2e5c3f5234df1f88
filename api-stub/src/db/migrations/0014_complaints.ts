import { type Kysely, sql } from 'kysely';
import type { Engine } from '../database';
import { autoIdColumn } from '../dialect';

// Complaints (issue 15): a category, an optional photo, and a timeline of status changes. Complaints made
// before start their timeline with being raised (and their status now, when it moved since).
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .alterTable('complaints')
    .addColumn('category', 'text', (c) => c.notNull().defaultTo('Other'))
    .execute();
  await db.schema.alterTable('complaints').addColumn('photo_url', 'text').execute();
  await db.schema
    .createTable('complaint_events')
    .addColumn('id', ...autoIdColumn(engine))
    .addColumn('complaint_id', 'text', (c) => c.notNull().references('complaints.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('complaint_events_complaint')
    .on('complaint_events')
    .columns(['complaint_id', 'at'])
    .execute();
  await sql`insert into complaint_events (complaint_id, status, at) select id, 'Open', created_at from complaints`.execute(
    db,
  );
  await sql`insert into complaint_events (complaint_id, status, at)
            select id, status, created_at from complaints where status <> 'Open'`.execute(db);
}
