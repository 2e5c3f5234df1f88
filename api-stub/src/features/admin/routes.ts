import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AdminHostel, HOSTEL_STATUS_LABELS } from 'contracts';
import { now } from '../../db/database';
import { onePage } from '../../db/paging';
import { conflict, notFound } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';
import { absoluteUrl } from '../../http/urls';
import { inTransaction, notificationWakeups, notify } from '../notifications/notify';
import { authorName, refreshRating } from '../reviews/reviews';

const HOUR = 3_600_000;

/** The operator's area: verifying hostels, moderating reported reviews, suspending and restoring owners. */
export async function adminRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, guard } = deps;

  const hostelRows = () =>
    db
      .selectFrom('hostels')
      .innerJoin('users', 'users.id', 'hostels.owner_id')
      .select([
        'hostels.id',
        'hostels.name',
        'hostels.type',
        'hostels.area',
        'hostels.address',
        'hostels.status',
        'hostels.status_reason',
        'hostels.created_at',
        'users.id as owner_id',
        'users.name as owner_name',
        'users.email as owner_email',
        'users.suspended_at',
      ])
      .select((eb) =>
        eb
          .selectFrom('hostel_images')
          .select('url')
          .whereRef('hostel_images.hostel_id', '=', 'hostels.id')
          .orderBy('position')
          .limit(1)
          .as('image_url'),
      );
  type HostelRow = Awaited<ReturnType<ReturnType<typeof hostelRows>['executeTakeFirstOrThrow']>>;
  const toAdminHostel = (request: FastifyRequest, h: HostelRow): AdminHostel => ({
    id: h.id,
    name: h.name,
    type: h.type,
    area: h.area,
    address: h.address,
    imageUrl: h.image_url ? absoluteUrl(request, h.image_url) : '',
    owner: { id: h.owner_id, name: h.owner_name, email: h.owner_email, suspended: Boolean(h.suspended_at) },
    status: h.status,
    statusReason: h.status_reason,
    createdAt: h.created_at,
  });

  app.route({
    ...endpoint('GET /api/admin/overview', guard),
    handler: async () => {
      const [pending, reports, oldest, suspended] = await Promise.all([
        db
          .selectFrom('hostels')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', 'pending')
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('review_reports')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('decided_at', 'is', null)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('review_reports')
          .select('created_at')
          .where('decided_at', 'is', null)
          .orderBy('created_at')
          .limit(1)
          .executeTakeFirst(),
        db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('role', '=', 'owner')
          .where('suspended_at', 'is not', null)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        pendingHostels: Number(pending.n),
        openReports: Number(reports.n),
        longestWaitHours: oldest ? Math.floor((Date.now() - Date.parse(oldest.created_at)) / HOUR) : 0,
        suspendedOwners: Number(suspended.n),
      };
    },
  });

  app.route({
    ...endpoint('GET /api/admin/hostels', guard),
    handler: async (request) => {
      const q = request.query;
      const [rows, counted] = await Promise.all([
        hostelRows()
          .where('hostels.status', '=', q.status)
          // the longest waiting first; decided ones newest first
          .orderBy('hostels.created_at', q.status === 'pending' ? 'asc' : 'desc')
          .orderBy('hostels.id')
          .$call((query) => onePage(query, q))
          .execute(),
        db
          .selectFrom('hostels')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', q.status)
          .executeTakeFirstOrThrow(),
      ]);
      return { hostels: rows.map((h) => toAdminHostel(request, h)), total: Number(counted.n) };
    },
  });

  const decide = async (
    request: FastifyRequest,
    id: string,
    status: 'verified' | 'rejected',
    reason: string | null,
  ) => {
    const h = await hostelRows().where('hostels.id', '=', id).executeTakeFirst();
    if (!h) throw notFound('Hostel not found.');
    await inTransaction(
      db,
      async (tx) => {
        await tx
          .updateTable('hostels')
          .set({
            status,
            status_reason: reason,
            status_at: now(),
            listed: status === 'verified' && !h.suspended_at ? 1 : 0,
          })
          .where('id', '=', id)
          .execute();
        await notify(
          tx,
          h.owner_id,
          status === 'verified' ? 'success' : 'alert',
          status === 'verified'
            ? `${h.name} is verified and now listed for students.`
            : `${h.name} was not verified: ${reason}`,
          { link: `/owner/hostel/${h.id}/view`, mail: 'hostel-review' },
        );
      },
      request,
    );
    const fresh = await hostelRows().where('hostels.id', '=', id).executeTakeFirstOrThrow();
    return {
      message: `${h.name}: ${HOSTEL_STATUS_LABELS[status]}.`,
      hostel: toAdminHostel(request, fresh),
    };
  };

  app.route({
    ...endpoint('PUT /api/admin/hostels/:id/verify', guard),
    handler: async (request) => decide(request, request.params.id, 'verified', null),
  });

  app.route({
    ...endpoint('PUT /api/admin/hostels/:id/reject', guard),
    handler: async (request) => decide(request, request.params.id, 'rejected', request.body.reason),
  });

  app.route({
    ...endpoint('GET /api/admin/reports', guard),
    handler: async (request) => {
      const open = db.selectFrom('review_reports').where('review_reports.decided_at', 'is', null);
      const [rows, counted] = await Promise.all([
        open
          .innerJoin('reviews', 'reviews.id', 'review_reports.review_id')
          .innerJoin('hostels', 'hostels.id', 'reviews.hostel_id')
          .innerJoin('users as author', 'author.id', 'reviews.student_id')
          .innerJoin('users as reporter', 'reporter.id', 'review_reports.reporter_id')
          .select([
            'review_reports.id',
            'review_reports.reason',
            'review_reports.created_at',
            'reporter.name as reporter',
            'reviews.id as review_id',
            'reviews.overall',
            'reviews.text',
            'reviews.created_at as review_created_at',
            'hostels.id as hostel_id',
            'hostels.name as hostel_name',
            'author.name as author',
          ])
          .orderBy('review_reports.created_at')
          .orderBy('review_reports.id')
          .$call((query) => onePage(query, request.query))
          .execute(),
        open.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        reports: rows.map((r) => ({
          id: r.id,
          reason: r.reason,
          reportedAt: r.created_at,
          reporter: r.reporter,
          review: {
            id: r.review_id,
            hostelId: r.hostel_id,
            hostelName: r.hostel_name,
            author: authorName(r.author),
            overall: r.overall,
            text: r.text,
            createdAt: r.review_created_at,
          },
        })),
        total: Number(counted.n),
      };
    },
  });

  app.route({
    ...endpoint('PUT /api/admin/reports/:id', guard),
    handler: async (request) => {
      const { decision, note } = request.body;
      const report = await db
        .selectFrom('review_reports')
        .innerJoin('reviews', 'reviews.id', 'review_reports.review_id')
        .innerJoin('hostels', 'hostels.id', 'reviews.hostel_id')
        .select([
          'review_reports.id',
          'review_reports.decided_at',
          'review_reports.reporter_id',
          'reviews.id as review_id',
          'reviews.student_id',
          'reviews.hostel_id',
          'hostels.name as hostel_name',
        ])
        .where('review_reports.id', '=', request.params.id)
        .executeTakeFirst();
      if (!report) throw notFound('Report not found.');
      if (report.decided_at) throw conflict('This report has already been decided.');
      const at = now();
      const outcome = decision === 'remove' ? 'removed' : 'kept';
      await inTransaction(
        db,
        async (tx) => {
          // one decision answers every open report of the same review
          const decided = await tx
            .updateTable('review_reports')
            .set({ decided_at: at, decision, note })
            .where('review_id', '=', report.review_id)
            .where('decided_at', 'is', null)
            .executeTakeFirst();
          if (!Number(decided.numUpdatedRows)) throw conflict('This report has already been decided.');
          if (decision === 'remove') {
            await tx.updateTable('reviews').set({ removed_at: at }).where('id', '=', report.review_id).execute();
            await refreshRating(tx, report.hostel_id);
          }
          await notify(
            tx,
            report.reporter_id,
            'info',
            `The review of ${report.hostel_name} you reported was ${outcome}. Note from the team: ${note}`,
            { link: `/student/hostels/${report.hostel_id}` },
          );
          await notify(
            tx,
            report.student_id,
            decision === 'remove' ? 'alert' : 'info',
            `Your review of ${report.hostel_name} was reported and ${outcome} after moderation. Note from the team: ${note}`,
            { link: `/student/hostels/${report.hostel_id}` },
          );
        },
        request,
      );
      return { message: `Review ${outcome}. Both the reporter and the author are told.` };
    },
  });

  app.route({
    ...endpoint('GET /api/admin/owners', guard),
    handler: async (request) => {
      const owners = db.selectFrom('users').where('role', '=', 'owner');
      const [rows, counted] = await Promise.all([
        owners
          .select(['id', 'name', 'email', 'phone', 'suspended_at', 'suspension_reason'])
          .select((eb) =>
            eb
              .selectFrom('hostels')
              .select((e) => e.fn.countAll<number>().as('n'))
              .whereRef('hostels.owner_id', '=', 'users.id')
              .as('hostels'),
          )
          .orderBy('name')
          .orderBy('id')
          .$call((query) => onePage(query, request.query))
          .execute(),
        owners.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        owners: rows.map((o) => ({
          id: o.id,
          name: o.name,
          email: o.email,
          phone: o.phone,
          hostels: Number(o.hostels ?? 0),
          suspended: Boolean(o.suspended_at),
          suspensionReason: o.suspension_reason,
        })),
        total: Number(counted.n),
      };
    },
  });

  const ownerOrThrow = async (id: string) => {
    const owner = await db
      .selectFrom('users')
      .select(['id', 'name', 'suspended_at'])
      .where('id', '=', id)
      .where('role', '=', 'owner')
      .executeTakeFirst();
    if (!owner) throw notFound('Owner not found.');
    return owner;
  };

  app.route({
    ...endpoint('PUT /api/admin/owners/:id/suspend', guard),
    handler: async (request) => {
      const owner = await ownerOrThrow(request.params.id);
      if (owner.suspended_at) throw conflict(`${owner.name} is already suspended.`);
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable('users')
          .set({ suspended_at: now(), suspension_reason: request.body.reason })
          .where('id', '=', owner.id)
          .execute();
        await tx.updateTable('hostels').set({ listed: 0 }).where('owner_id', '=', owner.id).execute();
      });
      notificationWakeups.emit(owner.id); // their open streams end
      return { message: `${owner.name} is suspended; their hostels are off the listing.` };
    },
  });

  app.route({
    ...endpoint('PUT /api/admin/owners/:id/restore', guard),
    handler: async (request) => {
      const owner = await ownerOrThrow(request.params.id);
      if (!owner.suspended_at) throw conflict(`${owner.name} is not suspended.`);
      await inTransaction(
        db,
        async (tx) => {
          const restored = await tx
            .updateTable('users')
            .set({ suspended_at: null, suspension_reason: null })
            .where('id', '=', owner.id)
            .where('suspended_at', 'is not', null)
            .executeTakeFirst();
          if (Number(restored.numUpdatedRows) !== 1) throw conflict(`${owner.name} is not suspended.`);
          await tx
            .updateTable('hostels')
            .set({ listed: 1 })
            .where('owner_id', '=', owner.id)
            .where('status', '=', 'verified')
            .execute();
          await notify(tx, owner.id, 'success', 'Your account is restored; your verified hostels are listed again.', {
            link: '/owner/my-hostels',
          });
        },
        request,
      );
      return { message: `${owner.name} is restored; their verified hostels are listed again.` };
    },
  });
}
