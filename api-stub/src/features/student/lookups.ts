import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { HOSTEL_COLUMNS } from '../hostels/listing';

/** A hostel students can see (verified, its owner not suspended). */
export async function listedHostel(db: Db, id: string) {
  const row = await db
    .selectFrom('hostels')
    .select(HOSTEL_COLUMNS)
    .where('id', '=', id)
    .where('listed', '=', 1)
    .executeTakeFirst();
  if (!row) throw notFound('Hostel not found.');
  return row;
}

/** The hostel of a booking or stay the student already has, listed or not. */
export const hostelOfStay = (db: Db, id: string) =>
  db.selectFrom('hostels').select(['owner_id', 'name']).where('id', '=', id).executeTakeFirstOrThrow();

/** The student's bookings with their hostel's name and area. */
export const bookingsOf = (db: Db, studentId: string) =>
  db
    .selectFrom('bookings')
    .innerJoin('hostels', 'hostels.id', 'bookings.hostel_id')
    .selectAll('bookings')
    .select(['hostels.name as hostel_name', 'hostels.area as area'])
    .where('bookings.student_id', '=', studentId);
