import { BOOKING_MESSAGES } from 'contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../../auth/guard';
import { now } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';

/** A student waits for a bed of a full sharing option; `bedFreed` and the owner's edits tell them. */
export async function waitlistRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, guard } = deps;

  app.route({
    ...endpoint('GET /api/student/waitlist', guard),
    handler: async (request) => {
      const rows = await db
        .selectFrom('waitlist')
        .innerJoin('hostels', 'hostels.id', 'waitlist.hostel_id')
        .select(['waitlist.hostel_id', 'hostels.name', 'waitlist.sharing', 'waitlist.created_at', 'waitlist.told_at'])
        .where('waitlist.student_id', '=', userOf(request).id)
        .orderBy('waitlist.created_at', 'desc')
        .limit(50)
        .execute();
      return {
        entries: rows.map((r) => ({
          hostelId: r.hostel_id,
          hostelName: r.name,
          sharing: r.sharing,
          createdAt: r.created_at,
          toldAt: r.told_at,
        })),
      };
    },
  });

  app.route({
    ...endpoint('POST /api/student/waitlist', guard),
    handler: async (request, reply) => {
      const { hostelId, sharing } = request.body;
      const option = await db
        .selectFrom('room_options')
        .innerJoin('hostels', 'hostels.id', 'room_options.hostel_id')
        .select('room_options.beds_free')
        .where('room_options.hostel_id', '=', hostelId)
        .where('room_options.sharing', '=', sharing)
        .where('hostels.listed', '=', 1)
        .executeTakeFirst();
      if (!option) throw notFound('Hostel not found.');
      if (option.beds_free > 0) throw badRequest(BOOKING_MESSAGES.waitlistOnlyWhenFull);
      // joining again after being told starts the wait afresh
      await db
        .insertInto('waitlist')
        .values({ student_id: userOf(request).id, hostel_id: hostelId, sharing, created_at: now(), told_at: null })
        .onConflict((oc) => oc.columns(['student_id', 'hostel_id', 'sharing']).doUpdateSet({ told_at: null }))
        .execute();
      return reply.status(201).send({ message: BOOKING_MESSAGES.waitlistJoined(sharing) });
    },
  });

  app.route({
    ...endpoint('DELETE /api/student/waitlist/:hostelId/:sharing', guard),
    handler: async (request) => {
      const { hostelId, sharing } = request.params;
      await db
        .deleteFrom('waitlist')
        .where('student_id', '=', userOf(request).id)
        .where('hostel_id', '=', hostelId)
        .where('sharing', '=', sharing)
        .execute();
      return { message: BOOKING_MESSAGES.waitlistLeft };
    },
  });
}
