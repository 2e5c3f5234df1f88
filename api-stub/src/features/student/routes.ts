import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../../auth/guard';
import { now } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';
import { summaries } from '../hostels/queries';
import { readableDate } from '../notifications/dates';
import { checkedPhotoPath, timelinesOf } from '../complaints/timeline';
import { absoluteUrl } from '../../http/urls';
import { inTransaction, notify } from '../notifications/notify';
import { isUniqueViolation } from '../../db/dialect';
import { toBooking } from './bookings';
import { HOSTEL_COLUMNS } from '../hostels/listing';
import { onePage } from '../../db/paging';
import { cancelConfirmed, cancelledRefund, refundWords } from '../stay/stay';
import { BOOKING_MESSAGES, COMPLAINT_NEEDS_STAY } from 'contracts';
import { chooseBed } from '../beds/beds';

const RECENT_LIMIT = 20;

/** Everything a student does with their own data. A student only ever reaches their own rows. */
export async function studentRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, guard } = deps;

  /** A hostel students can see (verified, its owner not suspended). */
  const hostelOrThrow = async (id: string) => {
    const row = await db
      .selectFrom('hostels')
      .select(HOSTEL_COLUMNS)
      .where('id', '=', id)
      .where('listed', '=', 1)
      .executeTakeFirst();
    if (!row) throw notFound('Hostel not found.');
    return row;
  };

  /** The hostel of a booking or stay the student already has, listed or not. */
  const hostelOfStay = (id: string) =>
    db.selectFrom('hostels').select(['owner_id', 'name']).where('id', '=', id).executeTakeFirstOrThrow();

  const bookingsOf = (studentId: string) =>
    db
      .selectFrom('bookings')
      .innerJoin('hostels', 'hostels.id', 'bookings.hostel_id')
      .selectAll('bookings')
      .select(['hostels.name as hostel_name', 'hostels.area as area'])
      .where('bookings.student_id', '=', studentId);

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
      await hostelOrThrow(hostelId);
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
      await hostelOrThrow(hostelId);
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

  // ---- bookings
  app.route({
    ...endpoint('GET /api/student/bookings', guard),
    handler: async (request) => {
      const rows = await bookingsOf(userOf(request).id)
        .orderBy('bookings.created_at', 'desc')
        .orderBy('bookings.id')
        .$call((q) => onePage(q, request.query))
        .execute();
      return { bookings: rows.map(toBooking) };
    },
  });

  app.route({
    ...endpoint('POST /api/student/bookings', guard),
    handler: async (request, reply) => {
      const body = request.body;
      const me = userOf(request);
      const hostel = await hostelOrThrow(body.hostelId);
      if (!hostel.available) throw badRequest('This hostel is full right now, so it cannot take booking requests.');
      const { gender } = await db
        .selectFrom('users')
        .select('gender')
        .where('id', '=', me.id)
        .executeTakeFirstOrThrow();
      const bed = await chooseBed(db, hostel, body.sharing, gender);
      const openBooking = () =>
        db
          .selectFrom('bookings')
          .select('status')
          .where('student_id', '=', me.id)
          .where('hostel_id', '=', hostel.id)
          .where('status', 'in', ['Requested', 'Active'])
          .executeTakeFirst();
      const alreadyOpen = (status: string | undefined) =>
        conflict(
          status === 'Active'
            ? 'You are already staying at this hostel.'
            : 'You already have a pending request for this hostel.',
        );
      const open = await openBooking();
      if (open) throw alreadyOpen(open.status);
      const row = {
        id: crypto.randomUUID(),
        student_id: me.id,
        hostel_id: hostel.id,
        room_info: null,
        check_in_date: body.checkInDate,
        duration_months: body.durationMonths,
        note: body.note,
        status: 'Requested' as const,
        created_at: now(),
        decided_at: null,
        // the refund rules apply to the deposit agreed now, and rent is the option's price now
        deposit: hostel.deposit,
        sharing: bed.sharing,
        price_per_bed: bed.price,
      };
      try {
        await inTransaction(
          db,
          async (tx) => {
            await tx.insertInto('bookings').values(row).execute();
            await notify(
              tx,
              hostel.owner_id,
              'booking',
              `New booking request from ${me.name} for ${bed.sharing ? `a ${bed.sharing.toLowerCase()} sharing bed at ` : ''}${hostel.name} (check-in ${readableDate(body.checkInDate)}, ${body.durationMonths} month${body.durationMonths > 1 ? 's' : ''}).`,
              { link: '/owner/view-requests', mail: 'booking-request' },
            );
          },
          request,
        );
      } catch (error) {
        // another request of the same student made one first (the index bookings_one_open)
        if (isUniqueViolation(error)) throw alreadyOpen((await openBooking())?.status);
        throw error;
      }
      return reply.status(201).send({
        message: BOOKING_MESSAGES.sent,
        booking: toBooking(await bookingsOf(me.id).where('bookings.id', '=', row.id).executeTakeFirstOrThrow()),
      });
    },
  });

  app.route({
    ...endpoint('PUT /api/student/bookings/:id/cancel', guard),
    handler: async (request) => {
      const { id } = request.params;
      const me = userOf(request);
      const row = await bookingsOf(me.id).where('bookings.id', '=', id).executeTakeFirst();
      if (!row) throw notFound('Booking not found.');
      const hostel = await hostelOfStay(row.hostel_id);
      if (row.status === 'Active') {
        const cancelled = await cancelConfirmed(db, row, 'student', hostel.owner_id, request);
        return {
          message: `Stay cancelled. ${refundWords(cancelledRefund(cancelled), 'you')}`,
          booking: toBooking(cancelled),
        };
      }
      if (row.status !== 'Requested')
        throw badRequest('Only a request that is still waiting for the owner can be cancelled here.');
      await inTransaction(
        db,
        async (tx) => {
          const changed = await tx
            .updateTable('bookings')
            .set({ status: 'Cancelled', decided_at: now() })
            .where('id', '=', id)
            .where('status', '=', 'Requested')
            .executeTakeFirst();
          // a second press, or the owner deciding meanwhile: nobody is told twice
          if (Number(changed.numUpdatedRows) !== 1)
            throw conflict('This request is no longer waiting for the owner. Please refresh the page.');
          await notify(tx, hostel.owner_id, 'info', `${me.name} withdrew their booking request for ${hostel.name}.`, {
            link: '/owner/view-requests',
          });
        },
        request,
      );
      return {
        message: 'Booking request cancelled.',
        booking: toBooking({ ...row, status: 'Cancelled', decided_at: now() }),
      };
    },
  });

  // ---- complaints
  app.route({
    ...endpoint('GET /api/student/complaints', guard),
    handler: async (request) => {
      const rows = await db
        .selectFrom('complaints')
        .innerJoin('hostels', 'hostels.id', 'complaints.hostel_id')
        .select([
          'complaints.id',
          'complaints.subject',
          'complaints.details',
          'complaints.status',
          'complaints.created_at',
          'complaints.category',
          'complaints.photo_url',
          'hostels.name as hostel_name',
        ])
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
        complaints: rows.map((c) => ({
          id: c.id,
          hostelName: c.hostel_name,
          subject: c.subject,
          details: c.details,
          status: c.status,
          createdAt: c.created_at,
          category: c.category,
          photoUrl: c.photo_url && absoluteUrl(request, c.photo_url),
          timeline: timelines.get(c.id) ?? [],
        })),
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
      const stay = await bookingsOf(me.id)
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
      const hostel = await hostelOfStay(stay.hostel_id);
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
        complaint: {
          id: row.id,
          hostelName: hostel.name,
          subject: row.subject,
          details: row.details,
          status: row.status,
          createdAt: row.created_at,
          category: row.category,
          photoUrl: row.photo_url && absoluteUrl(request, row.photo_url),
          timeline: [{ status: row.status, at: row.created_at }],
        },
      });
    },
  });

  // Invitations: an owner listed this student as a resident. Until the student accepts, nothing of that
  // owner's reaches them; declining keeps it that way.
  app.route({
    ...endpoint('GET /api/student/invitations', guard),
    handler: async (request) => {
      const rows = await db
        .selectFrom('residents')
        .innerJoin('hostels', 'hostels.id', 'residents.hostel_id')
        .innerJoin('rooms', 'rooms.id', 'residents.room_id')
        .select([
          'residents.id',
          'residents.created_at',
          'hostels.id as hostel_id',
          'hostels.name as hostel_name',
          'hostels.area',
          'rooms.room_no',
          'rooms.floor',
        ])
        .where('residents.invited_user_id', '=', userOf(request).id)
        .where('residents.left_at', 'is', null)
        .orderBy('residents.created_at', 'desc')
        .execute();
      return {
        invitations: rows.map((r) => ({
          id: r.id,
          hostel: { id: r.hostel_id, name: r.hostel_name, area: r.area },
          room: r.room_no,
          floor: r.floor,
          invitedAt: r.created_at,
        })),
      };
    },
  });

  for (const answer of ['accept', 'decline'] as const) {
    app.route({
      ...endpoint(`PUT /api/student/invitations/:id/${answer}`, guard),
      handler: async (request) => {
        const { id } = request.params;
        const me = userOf(request);
        await inTransaction(
          db,
          async (tx) => {
            const resident = await tx
              .updateTable('residents')
              .set(answer === 'accept' ? { user_id: me.id, invited_user_id: null } : { invited_user_id: null })
              .where('id', '=', id)
              .where('invited_user_id', '=', me.id)
              .returning('booking_id')
              .executeTakeFirst();
            if (!resident) throw notFound('Invitation not found.');
            // the stay the owner set up is the student's from now on: its bills reach their Payments page
            if (answer === 'accept' && resident.booking_id)
              for (const table of ['bookings', 'bills'] as const)
                await tx
                  .updateTable(table)
                  .set({ student_id: me.id })
                  .where(table === 'bookings' ? 'id' : 'booking_id', '=', resident.booking_id)
                  .where('student_id', 'is', null)
                  .execute();
          },
          request,
        );
        return {
          message:
            answer === 'accept'
              ? 'Invitation accepted: you will receive this hostel’s alerts, and its rent bills under Payments.'
              : 'Invitation declined.',
        };
      },
    });
  }
}
