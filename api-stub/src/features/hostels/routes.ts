import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { AREAS, HOSTEL_PAGE_SIZE, HOSTEL_TYPES } from 'contracts';
import { notFound } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { absoluteUrl } from '../../http/urls';
import { parseInput } from '../../http/validate';
import { hostelArt } from './art';
import { imagesOf, summaries, toSummary } from './queries';

const listQuery = z.object({
  area: z.enum(['', ...AREAS], { error: `Area must be one of ${AREAS.join(', ')}.` }).default(''),
  search: z.string().trim().max(100, { error: 'Search is at most 100 characters.' }).default(''),
  type: z
    .enum(['', 'All Types', ...HOSTEL_TYPES], { error: 'Type must be All Types, Boys, Girls or Co-Living.' })
    .default(''),
  sort: z.enum(['', 'asc', 'desc'], { error: 'Sort must be asc or desc.' }).default(''),
  page: z.coerce
    .number({ error: 'Page must be a number.' })
    .int({ error: 'Page must be a whole number.' })
    .min(1, { error: 'Page starts at 1.' })
    .max(10000)
    .default(1),
});

const idParam = z.object({ id: z.string().uuid({ error: 'Hostel not found.' }) });

/** The student of an optional bearer token (public endpoints that say more to a logged-in student). */
function optionalStudentId(deps: AppDeps, request: FastifyRequest): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  const claims = m ? deps.tokens.verify(m[1]) : null;
  return claims?.role === 'student' ? claims.sub : null;
}

export async function hostelRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db } = deps;

  app.get('/api/hostels', async (request) => {
    const q = parseInput(listQuery, request.query);
    let query = db.selectFrom('hostels');
    if (q.area) query = query.where('area', '=', q.area);
    if (q.type && q.type !== 'All Types') query = query.where('type', '=', q.type);
    if (q.search)
      query = query.where(sql<boolean>`name like ${`%${q.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`} escape '\\'`);
    const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    let rowsQuery = query.selectAll();
    rowsQuery = q.sort
      ? rowsQuery.orderBy('price', q.sort).orderBy('name')
      : rowsQuery.orderBy('created_at').orderBy('name');
    const rows = await rowsQuery
      .limit(HOSTEL_PAGE_SIZE)
      .offset((q.page - 1) * HOSTEL_PAGE_SIZE)
      .execute();
    const count = Number(total);
    return {
      hostels: await summaries(db, request, rows),
      total: count,
      page: q.page,
      pageSize: HOSTEL_PAGE_SIZE,
      totalPages: Math.max(1, Math.ceil(count / HOSTEL_PAGE_SIZE)),
    };
  });

  app.get('/api/hostels/:id', async (request) => {
    const { id } = parseInput(idParam, request.params);
    const row = await db.selectFrom('hostels').selectAll().where('id', '=', id).executeTakeFirst();
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
  });

  app.get('/media/hostel-art/:id/:view', async (request, reply) => {
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
  });
}
