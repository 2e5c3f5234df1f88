import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../../auth/guard';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';
import crypto from 'node:crypto';
import { COMPLAINT_NEEDS_STAY } from 'contracts';
import { now } from '../../db/database';
import { onePage } from '../../db/paging';
import { badRequest } from '../../http/errors';
import { COMPLAINT_COLUMNS, toComplaint, withAnswers } from '../complaints/rows';
import { checkedPhotoPath, timelinesOf } from '../complaints/timeline';
import { inTransaction, notify } from '../notifications/notify';
import { bookingsOf, hostelOfStay } from './lookups';

/** A student's complaints about the hostel they stay at. */
export async function studentComplaintRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, guard } = deps;

  app.route({
    ...endpoint('GET /api/student/complaints', guard),
    handler: async (request) => {
      const rows = await db
        .selectFrom('complaints')
        .innerJoin('hostels', 'hostels.id', 'complaints.hostel_id')
        .$call(withAnswers)
        .select(COMPLAINT_COLUMNS)
        .where('complaints.student_id', '=', userOf(request).id)
        .orderBy('complaints.created_at', 'desc')
        .orderBy('complaints.id')
        .$call((q) => onePage(q, request.query))
        .execute();
      const timelines = await timelinesOf(
        db,
        rows.map((c) => c.id),
      );
      return {
        complaints: rows.map((c) => toComplaint(request, c, timelines.get(c.id) ?? [])),
      };
    },
  });

  app.route({
    ...endpoint('POST /api/student/complaints', guard),
    handler: async (request, reply) => {
      const body = request.body;
      const me = userOf(request);
      // each complaint notifies the owner: bounded per account and per address
      await deps.limits.enforce([
        [`complaint:${me.id}`, { max: deps.config.complaintsPerAccount, windowMs: 24 * 3_600_000 }],
        [`complaint-ip:${request.ip}`, { max: deps.config.complaintsPerAccount * 3, windowMs: 24 * 3_600_000 }],
      ]);
      const stay = await bookingsOf(db, me.id)
        .where('bookings.status', '=', 'Active')
        .orderBy('bookings.created_at', 'desc')
        .executeTakeFirst();
      if (!stay) throw badRequest(COMPLAINT_NEEDS_STAY);
      const row = {
        id: crypto.randomUUID(),
        student_id: me.id,
        hostel_id: stay.hostel_id,
        subject: body.subject,
        details: body.details,
        status: 'Open' as const,
        created_at: now(),
        category: body.category,
        photo_url: checkedPhotoPath(body.photoUrl, deps.config.publicUrl),
      };
      const hostel = await hostelOfStay(db, stay.hostel_id);
      await inTransaction(
        db,
        async (tx) => {
          await tx.insertInto('complaints').values(row).execute();
          await tx
            .insertInto('complaint_events')
            .values({ complaint_id: row.id, status: 'Open', at: row.created_at })
            .execute();
          await notify(
            tx,
            hostel.owner_id,
            'alert',
            `New complaint from ${me.name} (${hostel.name}): ${body.subject}`,
            {
              link: '/owner/view-complaints',
            },
          );
        },
        request,
      );
      return reply.status(201).send({
        message: 'Complaint submitted successfully!',
        complaint: toComplaint(request, { ...row, hostel_name: hostel.name, conversation_id: null }, [
          { status: row.status, at: row.created_at },
        ]),
      });
    },
  });
}
