import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../../auth/guard';
import { now } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';
import { ownedHostel } from './ownership';

/** Rules and regulations, per hostel; students see them on the hostel page. */
export async function ownerRuleRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, guard } = deps;

  const ownedRule = async (ownerId: string, id: number) => {
    const row = await db
      .selectFrom('hostel_rules')
      .innerJoin('hostels', 'hostels.id', 'hostel_rules.hostel_id')
      .select(['hostel_rules.id', 'hostel_rules.text'])
      .where('hostel_rules.id', '=', id)
      .where('hostels.owner_id', '=', ownerId)
      .executeTakeFirst();
    if (!row) throw notFound('Rule not found.');
    return row;
  };

  app.route({
    ...endpoint('GET /api/owner/rules', guard),
    handler: async (request) => {
      const { hostelId } = request.query;
      await ownedHostel(db, userOf(request).id, hostelId);
      return {
        rules: await db
          .selectFrom('hostel_rules')
          .select(['id', 'text'])
          .where('hostel_id', '=', hostelId)
          .orderBy('id')
          .execute(),
      };
    },
  });

  app.route({
    ...endpoint('POST /api/owner/rules', guard),
    handler: async (request, reply) => {
      const body = request.body;
      await ownedHostel(db, userOf(request).id, body.hostelId);
      const same = await db
        .selectFrom('hostel_rules')
        .select('id')
        .where('hostel_id', '=', body.hostelId)
        .where((eb) => eb(eb.fn('lower', ['text']), '=', body.text.toLowerCase()))
        .executeTakeFirst();
      if (same) throw conflict('This rule is already listed for the hostel.');
      const row = await db
        .insertInto('hostel_rules')
        .values({ hostel_id: body.hostelId, text: body.text, created_at: now() })
        .returning(['id', 'text'])
        .executeTakeFirstOrThrow();
      return reply.status(201).send({ message: 'Rule added.', rule: row });
    },
  });

  app.route({
    ...endpoint('PUT /api/owner/rules/:id', guard),
    handler: async (request) => {
      const { id } = request.params;
      const { text } = request.body;
      await ownedRule(userOf(request).id, id);
      await db.updateTable('hostel_rules').set({ text }).where('id', '=', id).execute();
      return { message: 'Rule updated.', rule: { id, text } };
    },
  });

  app.route({
    ...endpoint('DELETE /api/owner/rules/:id', guard),
    handler: async (request) => {
      const { id } = request.params;
      await ownedRule(userOf(request).id, id);
      await db.deleteFrom('hostel_rules').where('id', '=', id).execute();
      return { message: 'Rule deleted.' };
    },
  });
}
