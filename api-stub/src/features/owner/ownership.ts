import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';

/** The owner's hostel, or 404: another owner's ids look exactly like ids that do not exist. */
export async function ownedHostel(db: Db, ownerId: string, hostelId: string) {
  const row = await db
    .selectFrom('hostels')
    .selectAll()
    .where('id', '=', hostelId)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (!row) throw notFound('Hostel not found.');
  return row;
}

export async function ownedHostelIds(db: Db, ownerId: string): Promise<string[]> {
  return (
    await db.selectFrom('hostels').select('id').where('owner_id', '=', ownerId).orderBy('created_at').execute()
  ).map((h) => h.id);
}
