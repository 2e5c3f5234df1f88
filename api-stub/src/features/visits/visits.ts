import type { Visit } from 'contracts';
import type { Transaction } from 'kysely';
import { clock, type Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { RequestUser } from '../../http/types';
import { notFound } from '../../http/errors';
import { VISIT_TEXTS } from 'contracts';

export interface VisitRow {
  id: string;
  hostel_id: string;
  student_id: string;
  starts_at: string;
  status: Visit['status'];
  cancelled_by: 'student' | 'owner' | null;
  cancel_reason: string | null;
  hostel_name: string;
  owner_id: string;
  student_name: string;
}

const withNames = (db: Db | Transaction<Database>) =>
  db
    .selectFrom('visits')
    .innerJoin('hostels', 'hostels.id', 'visits.hostel_id')
    .innerJoin('users', 'users.id', 'visits.student_id')
    .select([
      'visits.id',
      'visits.hostel_id',
      'visits.student_id',
      'visits.starts_at',
      'visits.status',
      'visits.cancelled_by',
      'visits.cancel_reason',
      'hostels.name as hostel_name',
      'hostels.owner_id',
      'users.name as student_name',
    ]);

export const toVisit = (v: VisitRow, at = clock()): Visit => ({
  id: v.id,
  hostelId: v.hostel_id,
  hostelName: v.hostel_name,
  studentName: v.student_name,
  startsAt: v.starts_at,
  status: v.status,
  cancelledBy: v.cancelled_by,
  cancelReason: v.cancel_reason,
  happened: v.status === 'confirmed' && Date.parse(v.starts_at) < at,
});

/** The visit `id` if `user` is its student or its hostel's owner, and which side they are. */
export async function visitOf(
  db: Db | Transaction<Database>,
  id: string,
  user: RequestUser,
): Promise<[VisitRow, 'student' | 'owner']> {
  const row = await withNames(db).where('visits.id', '=', id).executeTakeFirst();
  if (row && user.role === 'student' && row.student_id === user.id) return [row, 'student'];
  if (row && user.role === 'owner' && row.owner_id === user.id) return [row, 'owner'];
  throw notFound(VISIT_TEXTS.notFound);
}

/** A side's visits: those of the last week and all to come, soonest first. */
export async function visitList(db: Db, user: RequestUser): Promise<Visit[]> {
  const since = new Date(clock() - 7 * 86_400_000).toISOString();
  const rows = await withNames(db)
    .where(user.role === 'owner' ? 'hostels.owner_id' : 'visits.student_id', '=', user.id)
    .where('visits.starts_at', '>=', since)
    .orderBy('visits.starts_at')
    .orderBy('visits.id')
    .limit(200)
    .execute();
  return rows.map((r) => toVisit(r));
}
