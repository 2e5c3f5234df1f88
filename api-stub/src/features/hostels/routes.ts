import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HOSTEL_PAGE_SIZE } from 'contracts';
import { notFound } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';
import { absoluteUrl } from '../../http/urls';
import { hostelArt } from './art';
import { HOSTEL_COLUMNS, listHostels } from './listing';
import { imagesOf, summaries, toSummary } from './queries';

/** The student of an optional bearer token (public endpoints that say more to a logged-in student). */
function optionalStudentId(deps: AppDeps, request: FastifyRequest): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  const claims = m ? deps.tokens.verify(m[1]) : null;
  return claims?.role === 'student' ? claims.sub : null;
}

export async function hostelRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guard } = deps;
  const { db } = deps;

  app.route({
    ...endpoint('GET /api/hostels', guard),
    handler: async (request) => {
      const q = request.query;
      const { rows, total } = await listHostels(db, deps.engine, q);
      return {
        hostels: await summaries(db, request, rows),
        total,
        page: q.page,
        pageSize: HOSTEL_PAGE_SIZE,
        totalPages: Math.max(1, Math.ceil(total / HOSTEL_PAGE_SIZE)),
      };
    },
  });

  app.route({
    ...endpoint('GET /api/hostels/:id', guard),
    handler: async (request) => {
      const { id } = request.params;
      const row = await db.selectFrom('hostels').select(HOSTEL_COLUMNS).where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound('Hostel not found.');
      const [images, rules, owner] = await Promise.all([
        imagesOf(db, [id]).then((m) => m.get(id) ?? []),
        db.selectFrom('hostel_rules').select(['id', 'text']).where('hostel_id', '=', id).orderBy('id').execute(),
        // Public: the owner's name only; people reach the hostel through its own contact number.
        db.selectFrom('users').select(['name']).where('id', '=', row.owner_id).executeTakeFirstOrThrow(),
      ]);
      const studentId = optionalStudentId(deps, request);
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
        address: row.address,
        description: row.description,
        contact: row.contact,
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
