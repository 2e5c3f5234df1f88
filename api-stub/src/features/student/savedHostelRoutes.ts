import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../../auth/guard';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';
import { now } from '../../db/database';
import { notFound } from '../../http/errors';
import { summaries } from '../hostels/queries';
import { HOSTEL_COLUMNS } from '../hostels/listing';
import { listedHostel } from './lookups';

const RECENT_LIMIT = 20;

/** The hostels a student keeps: their interest list, and the ones they looked at lately. */
export async function studentSavedHostelRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, guard } = deps;

  // ---- interest list
  app.route({
    ...endpoint('GET /api/student/interested', guard),
    handler: async (request) => {
      const rows = await db
        .selectFrom('interests')
        .innerJoin('hostels', 'hostels.id', 'interests.hostel_id')
        .select(HOSTEL_COLUMNS)
        .where('interests.student_id', '=', userOf(request).id)
        .where('hostels.listed', '=', 1)
        .orderBy('interests.created_at', 'desc')
        .execute();
      return { hostels: await summaries(db, request, rows) };
    },
  });

  app.route({
    ...endpoint('POST /api/student/interested', guard),
    handler: async (request, reply) => {
      const { hostelId } = request.body;
      await listedHostel(db, hostelId);
      await db
        .insertInto('interests')
        .values({ student_id: userOf(request).id, hostel_id: hostelId, created_at: now() })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return reply.status(201).send({ message: 'Added to your interest list.' });
    },
  });

  app.route({
    ...endpoint('DELETE /api/student/interested/:hostelId', guard),
    handler: async (request) => {
      const { hostelId } = request.params;
      const result = await db
        .deleteFrom('interests')
        .where('student_id', '=', userOf(request).id)
        .where('hostel_id', '=', hostelId)
        .executeTakeFirst();
      if (!Number(result.numDeletedRows)) throw notFound('That hostel is not on your interest list.');
      return { message: 'Removed from your interest list.' };
    },
  });

  // ---- recently viewed
  app.route({
    ...endpoint('GET /api/student/recently-viewed', guard),
    handler: async (request) => {
      const rows = await db
        .selectFrom('recent_views')
        .innerJoin('hostels', 'hostels.id', 'recent_views.hostel_id')
        .select(HOSTEL_COLUMNS)
        .where('recent_views.student_id', '=', userOf(request).id)
        .where('hostels.listed', '=', 1)
        .orderBy('recent_views.viewed_at', 'desc')
        .limit(RECENT_LIMIT)
        .execute();
      return { hostels: await summaries(db, request, rows) };
    },
  });

  app.route({
    ...endpoint('POST /api/student/recently-viewed', guard),
    handler: async (request, reply) => {
      const { hostelId } = request.body;
      await listedHostel(db, hostelId);
      const studentId = userOf(request).id;
      await db
        .insertInto('recent_views')
        .values({ student_id: studentId, hostel_id: hostelId, viewed_at: now() })
        .onConflict((oc) => oc.columns(['student_id', 'hostel_id']).doUpdateSet({ viewed_at: now() }))
        .execute();
      const stale = await db
        .selectFrom('recent_views')
        .select('hostel_id')
        .where('student_id', '=', studentId)
        .orderBy('viewed_at', 'desc')
        .offset(RECENT_LIMIT)
        .limit(1000)
        .execute();
      if (stale.length)
        await db
          .deleteFrom('recent_views')
          .where('student_id', '=', studentId)
          .where(
            'hostel_id',
            'in',
            stale.map((s) => s.hostel_id),
          )
          .execute();
      return reply.status(201).send({ message: 'Recorded.' });
    },
  });
}
