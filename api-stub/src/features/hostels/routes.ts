import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HOSTEL_PAGE_SIZE } from 'contracts';
import { notFound } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';
import { absoluteUrl } from '../../http/urls';
import { hostelArt } from './art';
import { detailsOf } from './details';
import { HOSTEL_COLUMNS, listHostels } from './listing';
import { optionalViewer, visibleHostel } from './visibility';
import { contactsShared } from '../messages/contacts';
import { imagesOf, summaries, toSummary } from './queries';

export async function hostelRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guard } = deps;
  const { db } = deps;

  app.route({
    ...endpoint('GET /api/hostels', guard),
    handler: async (request) => {
      const q = request.query;
      const { rows, images, total, searchedAs, elsewhere } = await listHostels(db, deps.engine, q, {
        sortAllUpTo: deps.config.searchSortAllUpTo,
      });
      return {
        hostels: rows.map((r) => toSummary(request, r, images.get(r.id) ?? [])),
        total,
        page: q.page,
        pageSize: HOSTEL_PAGE_SIZE,
        totalPages: Math.max(1, Math.ceil(total / HOSTEL_PAGE_SIZE)),
        searchedAs,
        elsewhere,
      };
    },
  });

  app.route({
    ...endpoint('GET /api/hostels/:id/alternatives', guard),
    handler: async (request) => {
      const row = await visibleHostel(deps, request, request.params.id);
      const [freeing, similar] = await Promise.all([
        db
          .selectFrom('bookings')
          .select((eb) => eb.fn.min('leaving_on').as('on'))
          .where('hostel_id', '=', row.id)
          .where('status', '=', 'Active')
          .where('leaving_on', 'is not', null)
          .executeTakeFirst(),
        db
          .selectFrom('hostels')
          .select(HOSTEL_COLUMNS)
          .where('listed', '=', 1)
          .where('type', '=', row.type)
          .where('id', '!=', row.id)
          .where('beds_free', '>', 0)
          .orderBy((eb) => eb.case().when('area', '=', row.area).then(0).else(1).end())
          .orderBy('price')
          .orderBy('id')
          .limit(3)
          .execute(),
      ]);
      return {
        bedFreesOn: (freeing?.on as string | null | undefined) ?? null,
        similar: await summaries(db, request, similar),
      };
    },
  });

  app.route({
    ...endpoint('GET /api/hostels/:id', guard),
    handler: async (request) => {
      const { id } = request.params;
      const row = await visibleHostel(deps, request, id);
      const [images, rules, owner, details] = await Promise.all([
        imagesOf(db, [id]).then((m) => m.get(id) ?? []),
        db.selectFrom('hostel_rules').select(['id', 'text']).where('hostel_id', '=', id).orderBy('id').execute(),
        // Public: the owner's name only.
        db.selectFrom('users').select(['name']).where('id', '=', row.owner_id).executeTakeFirstOrThrow(),
        detailsOf(db, row),
      ]);
      const viewer = optionalViewer(deps, request);
      const studentId = viewer?.role === 'student' ? viewer.id : null;
      // the phone number is private until a booking is approved: the student writes to the hostel before then
      const seesContact =
        viewer?.role === 'admin' ||
        (viewer?.role === 'owner' && viewer.id === row.owner_id) ||
        (studentId !== null && (await contactsShared(db, id, studentId)));
      const interested = studentId
        ? Boolean(
            await db
              .selectFrom('interests')
              .select('hostel_id')
              .where('student_id', '=', studentId)
              .where('hostel_id', '=', id)
              .executeTakeFirst(),
          )
        : false;
      return {
        ...toSummary(request, row, images),
        ...details,
        status: row.status,
        address: row.address,
        description: row.description,
        contact: seesContact ? row.contact : null,
        images: images.map((u) => absoluteUrl(request, u)),
        rules,
        owner,
        interested,
      };
    },
  });

  app.route({
    ...endpoint('GET /media/hostel-art/:id/:view', guard),
    handler: async (request, reply) => {
      const { id, view } = request.params as { id: string; view: string };
      const m = /^(\d)\.svg$/.exec(view);
      const row = m
        ? await db.selectFrom('hostels').select(['name', 'created_at']).where('id', '=', id).executeTakeFirst()
        : undefined;
      if (!m || !row) throw notFound('Image not found.');
      const seed = [...id].reduce((s, c) => s + c.charCodeAt(0), 0);
      return reply
        .type('image/svg+xml')
        .header('Cache-Control', 'public, max-age=86400')
        .send(hostelArt(seed, Number(m[1]), row.name));
    },
  });
}
