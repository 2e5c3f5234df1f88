import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import { OPEN_VISITS_PER_HOSTEL, VISIT_TEXTS } from 'contracts';
import { userOf } from '../../auth/guard';
import { clock, now } from '../../db/database';
import type { Database } from '../../db/schema';
import { isUniqueViolation, lockKey } from '../../db/dialect';
import { badRequest, conflict } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';
import { inTransaction, notify } from '../notifications/notify';
import { ownedHostel } from '../owner/ownership';
import { listedHostel } from '../student/lookups';
import { visibleHostel } from '../hostels/visibility';
import { freeSlots, OPEN_STATUSES, setVisitingHours, visitingHours } from './slots';
import { toVisit, type VisitRow, visitList, visitOf } from './visits';
import { visitTimeText as visitTime } from 'contracts';

const studentLink = '/student/my-bookings';
const ownerLink = '/owner/visits';

/**
 * Visits before a booking: the owner's weekly hours make slots; a student asks for a free one (at most
 * OPEN_VISITS_PER_HOSTEL open at a hostel); the owner confirms or proposes another free one, which the
 * student accepts; either side cancels with a reason. Each change tells the other side, in its transaction.
 */
export async function visitRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, guard, engine } = deps;

  /** Runs a change of one visit; a slot someone else took meanwhile is a 409 with a clear message. */
  const change = async <T>(request: FastifyRequest, work: (tx: Transaction<Database>) => Promise<T>) => {
    try {
      return await inTransaction(db, work, request);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(VISIT_TEXTS.slotTaken);
      throw error;
    }
  };

  const mustBeFree = async (tx: Transaction<Database>, hostelId: string, startsAt: string) => {
    const at = new Date(startsAt).toISOString();
    if (!(await freeSlots(tx, hostelId)).includes(at)) throw badRequest(VISIT_TEXTS.notASlot);
    return at;
  };

  const reread = async (id: string, request: FastifyRequest) => toVisit((await visitOf(db, id, userOf(request)))[0]);

  app.route({
    ...endpoint('GET /api/hostels/:id/visit-slots', guard),
    handler: async (request) => {
      const hostel = await visibleHostel(deps, request, request.params.id);
      return { slots: await freeSlots(db, hostel.id) };
    },
  });

  app.route({
    ...endpoint('GET /api/owner/hostels/:id/visiting-hours', guard),
    handler: async (request) => {
      const hostel = await ownedHostel(db, userOf(request).id, request.params.id);
      return { hours: await visitingHours(db, hostel.id) };
    },
  });

  app.route({
    ...endpoint('PUT /api/owner/hostels/:id/visiting-hours', guard),
    handler: async (request) => {
      const hostel = await ownedHostel(db, userOf(request).id, request.params.id);
      await inTransaction(db, (tx) => setVisitingHours(tx, hostel.id, request.body.hours), request);
      return { message: VISIT_TEXTS.hoursSaved, hours: await visitingHours(db, hostel.id) };
    },
  });

  app.route({
    ...endpoint('POST /api/student/hostels/:hostelId/visits', guard),
    handler: async (request, reply) => {
      const me = userOf(request);
      const hostel = await listedHostel(db, request.params.hostelId);
      const id = crypto.randomUUID();
      await change(request, async (tx) => {
        // one student's requests to one hostel are counted one at a time
        await lockKey(tx, engine, `visits:${me.id}:${hostel.id}`);
        const startsAt = await mustBeFree(tx, hostel.id, request.body.startsAt);
        const { n } = await tx
          .selectFrom('visits')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('student_id', '=', me.id)
          .where('hostel_id', '=', hostel.id)
          .where('status', 'in', [...OPEN_STATUSES])
          .where('starts_at', '>=', now())
          .executeTakeFirstOrThrow();
        if (Number(n) >= OPEN_VISITS_PER_HOSTEL) throw conflict(VISIT_TEXTS.tooMany);
        await tx
          .insertInto('visits')
          .values({
            id,
            hostel_id: hostel.id,
            student_id: me.id,
            starts_at: startsAt,
            status: 'requested',
            cancelled_by: null,
            cancel_reason: null,
            created_at: now(),
            reminded_at: null,
          })
          .execute();
        await notify(
          tx,
          hostel.owner_id,
          'booking',
          `${me.name} asks to visit ${hostel.name} on ${visitTime(startsAt)}.`,
          {
            link: ownerLink,
            mail: 'visit-owner',
          },
        );
      });
      return reply.status(201).send({ message: VISIT_TEXTS.requested, visit: await reread(id, request) });
    },
  });

  app.route({
    ...endpoint('GET /api/student/visits', guard),
    handler: async (request) => ({ visits: await visitList(db, userOf(request)) }),
  });

  app.route({
    ...endpoint('GET /api/owner/visits', guard),
    handler: async (request) => ({ visits: await visitList(db, userOf(request)) }),
  });

  /** A visit the owner may still decide on: asked for (or proposed), and not yet past. */
  const decidable = (v: VisitRow) => {
    if (!['requested', 'proposed'].includes(v.status) || Date.parse(v.starts_at) <= clock())
      throw conflict(VISIT_TEXTS.notNow);
  };

  app.route({
    ...endpoint('PUT /api/owner/visits/:id/confirm', guard),
    handler: async (request) => {
      const [v] = await visitOf(db, request.params.id, userOf(request));
      decidable(v);
      await change(request, async (tx) => {
        const done = await tx
          .updateTable('visits')
          .set({ status: 'confirmed' })
          .where('id', '=', v.id)
          .where('status', '=', v.status)
          .executeTakeFirst();
        if (!Number(done.numUpdatedRows)) throw conflict(VISIT_TEXTS.notNow);
        await notify(
          tx,
          v.student_id,
          'success',
          `${v.hostel_name} confirmed your visit on ${visitTime(v.starts_at)}.`,
          {
            link: studentLink,
            mail: 'visit-student',
          },
        );
      });
      return { message: VISIT_TEXTS.confirmed, visit: await reread(v.id, request) };
    },
  });

  app.route({
    ...endpoint('PUT /api/owner/visits/:id/propose', guard),
    handler: async (request) => {
      const [v] = await visitOf(db, request.params.id, userOf(request));
      decidable(v);
      await change(request, async (tx) => {
        const startsAt = await mustBeFree(tx, v.hostel_id, request.body.startsAt);
        await tx
          .updateTable('visits')
          .set({ status: 'proposed', starts_at: startsAt })
          .where('id', '=', v.id)
          .execute();
        await notify(
          tx,
          v.student_id,
          'info',
          `${v.hostel_name} proposes another time for your visit: ${visitTime(startsAt)}. Accept it or cancel.`,
          { link: studentLink, mail: 'visit-student' },
        );
      });
      return { message: VISIT_TEXTS.proposed, visit: await reread(v.id, request) };
    },
  });

  app.route({
    ...endpoint('PUT /api/student/visits/:id/accept', guard),
    handler: async (request) => {
      const [v] = await visitOf(db, request.params.id, userOf(request));
      if (v.status !== 'proposed' || Date.parse(v.starts_at) <= clock()) throw conflict(VISIT_TEXTS.notNow);
      await change(request, async (tx) => {
        await tx.updateTable('visits').set({ status: 'confirmed' }).where('id', '=', v.id).execute();
        await notify(tx, v.owner_id, 'success', `${v.student_name} accepted the visit on ${visitTime(v.starts_at)}.`, {
          link: ownerLink,
          mail: 'visit-owner',
        });
      });
      return { message: VISIT_TEXTS.accepted, visit: await reread(v.id, request) };
    },
  });

  app.route({
    ...endpoint('PUT /api/visits/:id/cancel', guard),
    handler: async (request) => {
      const [v, side] = await visitOf(db, request.params.id, userOf(request));
      if (v.status === 'cancelled' || Date.parse(v.starts_at) <= clock()) throw conflict(VISIT_TEXTS.notNow);
      const { reason } = request.body;
      await change(request, async (tx) => {
        const done = await tx
          .updateTable('visits')
          .set({ status: 'cancelled', cancelled_by: side, cancel_reason: reason })
          .where('id', '=', v.id)
          .where('status', '!=', 'cancelled')
          .executeTakeFirst();
        if (!Number(done.numUpdatedRows)) throw conflict(VISIT_TEXTS.notNow);
        const when = visitTime(v.starts_at);
        if (side === 'student')
          await notify(tx, v.owner_id, 'alert', `${v.student_name} cancelled the visit on ${when}: ${reason}`, {
            link: ownerLink,
            mail: 'visit-owner',
          });
        else
          await notify(tx, v.student_id, 'alert', `${v.hostel_name} cancelled your visit on ${when}: ${reason}`, {
            link: studentLink,
            mail: 'visit-student',
          });
      });
      return { message: VISIT_TEXTS.cancelled, visit: await reread(v.id, request) };
    },
  });
}
