import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MARKET_MESSAGES, REVIEW_PAGE_SIZE } from 'contracts';
import { userOf } from '../../auth/guard';
import { now } from '../../db/database';
import { isUniqueViolation } from '../../db/dialect';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';
import { inTransaction, notify } from '../notifications/notify';
import { visibleHostel } from '../hostels/visibility';
import { refreshRating, reviewSummary, reviewsPage, reviewToApi, stayToReview } from './reviews';

/** Reviews: anyone reads them; a student with a stay writes one per stay; anyone signed in reports one;
 * the hostel's owner replies once. */
export async function reviewRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, guard } = deps;

  app.route({
    ...endpoint('GET /api/hostels/:id/reviews', guard),
    handler: async (request) => {
      const hostel = await visibleHostel(deps, request, request.params.id);
      const { page, sort } = request.query;
      const [summary, { reviews, total }] = await Promise.all([
        reviewSummary(db, hostel.id),
        reviewsPage(db, hostel.id, page, sort),
      ]);
      return {
        summary,
        reviews,
        page,
        pageSize: REVIEW_PAGE_SIZE,
        total,
        totalPages: Math.max(1, Math.ceil(total / REVIEW_PAGE_SIZE)),
      };
    },
  });

  app.route({
    ...endpoint('GET /api/student/hostels/:hostelId/review-eligibility', guard),
    handler: async (request) => {
      const hostel = await visibleHostel(deps, request, request.params.hostelId);
      const stay = await stayToReview(db, userOf(request).id, hostel.id);
      return stay.ok ? { canReview: true, message: '' } : { canReview: false, message: stay.message };
    },
  });

  app.route({
    ...endpoint('POST /api/student/hostels/:hostelId/reviews', guard),
    handler: async (request, reply) => {
      const me = userOf(request);
      const hostel = await visibleHostel(deps, request, request.params.hostelId);
      const stay = await stayToReview(db, me.id, hostel.id);
      if (!stay.ok) throw stay.status === 403 ? forbidden(stay.message) : conflict(stay.message);
      const body = request.body;
      const id = crypto.randomUUID();
      try {
        await inTransaction(
          db,
          async (tx) => {
            await tx
              .insertInto('reviews')
              .values({
                id,
                hostel_id: hostel.id,
                student_id: me.id,
                booking_id: stay.bookingId,
                ...body,
                created_at: now(),
                removed_at: null,
                reply_text: null,
                reply_at: null,
              })
              .execute();
            await refreshRating(tx, hostel.id);
            await notify(
              tx,
              hostel.owner_id,
              'info',
              `${me.name} reviewed ${hostel.name}: ${body.overall} of 5 stars.`,
              {
                link: `/owner/hostel/${hostel.id}/view`,
              },
            );
          },
          request,
        );
      } catch (error) {
        // two tabs sent the same stay's review at once: the booking's unique key took one
        if (isUniqueViolation(error)) throw conflict(MARKET_MESSAGES.reviewedAlready);
        throw error;
      }
      const review = await reviewToApi(db, id);
      return reply.status(201).send({ message: 'Thank you! Your review is published.', review });
    },
  });

  app.route({
    ...endpoint('POST /api/reviews/:id/report', guard),
    handler: async (request, reply) => {
      const me = userOf(request);
      const review = await db
        .selectFrom('reviews')
        .select(['id', 'student_id'])
        .where('id', '=', request.params.id)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      if (!review) throw notFound('Review not found.');
      if (review.student_id === me.id) throw conflict('You cannot report your own review.');
      try {
        await db
          .insertInto('review_reports')
          .values({
            id: crypto.randomUUID(),
            review_id: review.id,
            reporter_id: me.id,
            reason: request.body.reason,
            created_at: now(),
            decided_at: null,
            decision: null,
            note: null,
          })
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(MARKET_MESSAGES.reportedAlready);
        throw error;
      }
      return reply
        .status(201)
        .send({ message: 'Thank you. The review is reported; our team looks at reports within 48 hours.' });
    },
  });

  app.route({
    ...endpoint('PUT /api/owner/reviews/:id/reply', guard),
    handler: async (request) => {
      const me = userOf(request);
      const review = await db
        .selectFrom('reviews')
        .innerJoin('hostels', 'hostels.id', 'reviews.hostel_id')
        .select([
          'reviews.id',
          'reviews.reply_at',
          'reviews.student_id',
          'hostels.name as hostel_name',
          'hostels.id as hostel_id',
        ])
        .where('reviews.id', '=', request.params.id)
        .where('hostels.owner_id', '=', me.id)
        .where('reviews.removed_at', 'is', null)
        .executeTakeFirst();
      // another owner's review is "not found": nothing about other hostels leaks
      if (!review) throw notFound('Review not found.');
      await inTransaction(
        db,
        async (tx) => {
          const result = await tx
            .updateTable('reviews')
            .set({ reply_text: request.body.text, reply_at: now() })
            .where('id', '=', review.id)
            .where('reply_at', 'is', null)
            .executeTakeFirst();
          if (!Number(result.numUpdatedRows)) throw conflict(MARKET_MESSAGES.repliedAlready);
          await notify(tx, review.student_id, 'info', `The owner of ${review.hostel_name} replied to your review.`, {
            link: `/student/hostels/${review.hostel_id}`,
          });
        },
        request,
      );
      return { message: 'Your reply is published.', review: await reviewToApi(db, review.id) };
    },
  });
}
