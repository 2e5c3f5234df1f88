import {
  MARKET_MESSAGES,
  REVIEW_ASPECTS,
  REVIEW_PAGE_SIZE,
  type Review,
  type ReviewSort,
  type ReviewSummary,
} from 'contracts';
import type { Db } from '../../db/database';

/** How a review's author is shown: first name and the initial of the last ("Asha K."). */
export function authorName(name: string): string {
  const [first = 'Student', ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0].toUpperCase()}.` : first;
}

const reviewRows = (db: Db) =>
  db
    .selectFrom('reviews')
    .innerJoin('users', 'users.id', 'reviews.student_id')
    .innerJoin('bookings', 'bookings.id', 'reviews.booking_id')
    .selectAll('reviews')
    .select(['users.name as author', 'bookings.check_in_date as stayed_from'])
    .where('reviews.removed_at', 'is', null);

type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewRows>['executeTakeFirstOrThrow']>>;

function toReview(r: ReviewRow): Review {
  return {
    id: r.id,
    author: authorName(r.author),
    overall: r.overall,
    aspects: {
      cleanliness: r.cleanliness,
      food: r.food,
      safety: r.safety,
      location: r.location,
      value: r.value,
    },
    text: r.text,
    createdAt: r.created_at,
    stayedFrom: r.stayed_from,
    reply: r.reply_text && r.reply_at ? { text: r.reply_text, at: r.reply_at } : null,
  };
}

export async function reviewToApi(db: Db, id: string): Promise<Review> {
  return toReview(await reviewRows(db).where('reviews.id', '=', id).executeTakeFirstOrThrow());
}

/** A page of a hostel's published reviews: newest first, or highest or lowest rated first (newest among equals). */
export async function reviewsPage(db: Db, hostelId: string, page: number, sort: ReviewSort = 'newest') {
  const [rows, counted] = await Promise.all([
    reviewRows(db)
      .where('reviews.hostel_id', '=', hostelId)
      .$call((q) => (sort === 'newest' ? q : q.orderBy('reviews.overall', sort === 'highest' ? 'desc' : 'asc')))
      .orderBy('reviews.created_at', 'desc')
      .orderBy('reviews.id', 'desc')
      .limit(REVIEW_PAGE_SIZE)
      .offset((page - 1) * REVIEW_PAGE_SIZE)
      .execute(),
    db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('hostel_id', '=', hostelId)
      .where('removed_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { reviews: rows.map(toReview), total: Number(counted.n) };
}

const oneDecimal = (n: unknown) => Math.round(Number(n ?? 0) * 10) / 10;

/** Average and count of the overall stars, and the average of each aspect. */
export async function reviewSummary(db: Db, hostelId: string): Promise<ReviewSummary> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.avg<number>('overall').as('overall'),
      ...REVIEW_ASPECTS.map((a) => eb.fn.avg<number>(a).as(a)),
    ])
    .where('hostel_id', '=', hostelId)
    .where('removed_at', 'is', null)
    .executeTakeFirstOrThrow();
  const r = row as unknown as Record<string, unknown>;
  return {
    average: oneDecimal(r.overall),
    count: Number(r.count),
    aspects: Object.fromEntries(REVIEW_ASPECTS.map((a) => [a, oneDecimal(r[a])])) as ReviewSummary['aspects'],
  };
}

/** Keeps the hostel's card rating (average and count of published reviews) in step with its reviews. */
export async function refreshRating(db: Db, hostelId: string): Promise<void> {
  const r = await db
    .selectFrom('reviews')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.avg<number>('overall').as('avg')])
    .where('hostel_id', '=', hostelId)
    .where('removed_at', 'is', null)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('hostels')
    .set({ rating_avg: Number(r.avg ?? 0), rating_count: Number(r.n) })
    .where('id', '=', hostelId)
    .execute();
}

export type StayToReview = { ok: true; bookingId: string } | { ok: false; status: 403 | 409; message: string };

/** The student's stay at the hostel (active or completed) that has no review yet, newest first. */
export async function stayToReview(db: Db, studentId: string, hostelId: string): Promise<StayToReview> {
  const stays = await db
    .selectFrom('bookings')
    .leftJoin('reviews', 'reviews.booking_id', 'bookings.id')
    .select(['bookings.id', 'reviews.id as review_id'])
    .where('bookings.student_id', '=', studentId)
    .where('bookings.hostel_id', '=', hostelId)
    .where('bookings.status', 'in', ['Active', 'Completed'])
    .orderBy('bookings.check_in_date', 'desc')
    .execute();
  if (!stays.length) return { ok: false, status: 403, message: MARKET_MESSAGES.reviewNeedsStay };
  const open = stays.find((s) => !s.review_id);
  return open ? { ok: true, bookingId: open.id } : { ok: false, status: 409, message: MARKET_MESSAGES.reviewedAlready };
}
