import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { userOf } from '../../auth/guard';
import { notFound } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { parseInput } from '../../http/validate';
import { notify } from '../notifications/notify';
import { ownedHostelIds } from './ownership';

const idParam = z.object({ id: z.string().uuid({ error: 'Complaint not found.' }) });
const statusSchema = z.object({
  status: z.enum(['Open', 'In progress', 'Resolved'], { error: 'Status must be Open, In progress or Resolved.' }),
});

/** Complaints raised by students of this owner's hostels. */
export async function ownerComplaintRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, guard } = deps;
  const owner = { preHandler: guard.requireRole('owner') };

  const owned = async (ownerId: string, id: string) => {
    const row = await db
      .selectFrom('complaints')
      .innerJoin('hostels', 'hostels.id', 'complaints.hostel_id')
      .select(['complaints.id', 'complaints.student_id', 'complaints.subject', 'hostels.name as hostel_name'])
      .where('complaints.id', '=', id)
      .where('hostels.owner_id', '=', ownerId)
      .executeTakeFirst();
    if (!row) throw notFound('Complaint not found.');
    return row;
  };

  app.get('/api/owner/complaints', owner, async (request) => {
    const ids = await ownedHostelIds(db, userOf(request).id);
    if (!ids.length) return { complaints: [] };
    const rows = await db
      .selectFrom('complaints')
      .innerJoin('users', 'users.id', 'complaints.student_id')
      .innerJoin('hostels', 'hostels.id', 'complaints.hostel_id')
      .leftJoin('residents', (j) =>
        j
          .onRef('residents.user_id', '=', 'complaints.student_id')
          .onRef('residents.hostel_id', '=', 'complaints.hostel_id')
          .on('residents.left_at', 'is', null),
      )
      .leftJoin('rooms', 'rooms.id', 'residents.room_id')
      .select([
        'complaints.id',
        'complaints.subject',
        'complaints.details',
        'complaints.status',
        'complaints.created_at',
        'users.name as student',
        'hostels.name as hostel_name',
        'rooms.room_no',
      ])
      .where('complaints.hostel_id', 'in', ids)
      .orderBy('complaints.created_at', 'desc')
      .execute();
    return {
      complaints: rows.map((c) => ({
        id: c.id,
        student: c.student,
        room: c.room_no ?? '—',
        issue: c.subject,
        details: c.details,
        date: c.created_at,
        status: c.status,
        hostelName: c.hostel_name,
      })),
    };
  });

  app.put('/api/owner/complaints/:id', owner, async (request) => {
    const { id } = parseInput(idParam, request.params);
    const { status } = parseInput(statusSchema, request.body);
    const row = await owned(userOf(request).id, id);
    await db.updateTable('complaints').set({ status }).where('id', '=', id).execute();
    await notify(
      db,
      row.student_id,
      status === 'Resolved' ? 'success' : 'info',
      `Your complaint “${row.subject}” at ${row.hostel_name} is now ${status}.`,
    );
    return { message: `Complaint marked ${status}.` };
  });

  app.delete('/api/owner/complaints/:id', owner, async (request) => {
    const { id } = parseInput(idParam, request.params);
    await owned(userOf(request).id, id);
    await db.deleteFrom('complaints').where('id', '=', id).execute();
    return { message: 'Complaint deleted.' };
  });
}
