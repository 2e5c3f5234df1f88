import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../../auth/guard';
import { notFound } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';
import { inTransaction, notify } from '../notifications/notify';
import { ownedHostelIds } from './ownership';
import { onePage } from '../../db/paging';
import { COMPLAINT_COLUMNS, toOwnerComplaint } from '../complaints/rows';
import { recordComplaintEvent, timelinesOf } from '../complaints/timeline';

/** Complaints raised by students of this owner's hostels. */
export async function ownerComplaintRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, guard } = deps;

  const owned = async (ownerId: string, id: string) => {
    const row = await db
      .selectFrom('complaints')
      .innerJoin('hostels', 'hostels.id', 'complaints.hostel_id')
      .select([
        'complaints.id',
        'complaints.student_id',
        'complaints.subject',
        'complaints.status',
        'hostels.name as hostel_name',
      ])
      .where('complaints.id', '=', id)
      .where('hostels.owner_id', '=', ownerId)
      .executeTakeFirst();
    if (!row) throw notFound('Complaint not found.');
    return row;
  };

  app.route({
    ...endpoint('GET /api/owner/complaints', guard),
    handler: async (request) => {
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
        .leftJoin('conversations', 'conversations.complaint_id', 'complaints.id')
        .select([...COMPLAINT_COLUMNS, 'users.name as student', 'rooms.room_no'])
        .where('complaints.hostel_id', 'in', ids)
        .orderBy('complaints.created_at', 'desc')
        .orderBy('complaints.id')
        .$call((q) => onePage(q, request.query))
        .execute();
      const timelines = await timelinesOf(
        db,
        rows.map((c) => c.id),
      );
      return {
        complaints: rows.map((c) => toOwnerComplaint(request, c, timelines.get(c.id) ?? [])),
      };
    },
  });

  app.route({
    ...endpoint('PUT /api/owner/complaints/:id', guard),
    handler: async (request) => {
      const { id } = request.params;
      const { status } = request.body;
      const row = await owned(userOf(request).id, id);
      if (row.status === status) return { message: `Complaint marked ${status}.` };
      await inTransaction(
        db,
        async (tx) => {
          const changed = await tx
            .updateTable('complaints')
            .set({ status })
            .where('id', '=', id)
            .where('status', '!=', status)
            .executeTakeFirst();
          // set to this status meanwhile (a second press): nothing to record or tell again
          if (Number(changed.numUpdatedRows) !== 1) return;
          await recordComplaintEvent(tx, id, status);
          await notify(
            tx,
            row.student_id,
            status === 'Resolved' ? 'success' : 'info',
            `Your complaint “${row.subject}” at ${row.hostel_name} is now ${status}.`,
            { link: '/student/raise-complaint', mail: 'complaint-status' },
          );
        },
        request,
      );
      return { message: `Complaint marked ${status}.` };
    },
  });

  app.route({
    ...endpoint('DELETE /api/owner/complaints/:id', guard),
    handler: async (request) => {
      const { id } = request.params;
      await owned(userOf(request).id, id);
      await db.deleteFrom('complaints').where('id', '=', id).execute();
      return { message: 'Complaint deleted.' };
    },
  });
}
