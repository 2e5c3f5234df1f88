import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { userOf } from '../../auth/guard';
import { now } from '../../db/database';
import { notFound } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { parseInput } from '../../http/validate';
import { ownedHostel } from './ownership';

const ruleText = z
  .string({ error: 'Rule text cannot be empty.' })
  .trim()
  .min(1, { error: 'Rule text cannot be empty.' })
  .max(300, { error: 'A rule can be at most 300 characters.' });
const listQuery = z.object({ hostelId: z.string({ error: 'Choose a hostel.' }).uuid({ error: 'Hostel not found.' }) });
const createSchema = z.object({
  hostelId: z.string({ error: 'Choose a hostel.' }).uuid({ error: 'Hostel not found.' }),
  text: ruleText,
});
const idParam = z.object({ id: z.coerce.number().int().positive({ error: 'Rule not found.' }) });

/** Rules and regulations, per hostel; students see them on the hostel page. */
export async function ownerRuleRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, guard } = deps;
  const owner = { preHandler: guard.requireRole('owner') };

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

  app.get('/api/owner/rules', owner, async (request) => {
    const { hostelId } = parseInput(listQuery, request.query);
    await ownedHostel(db, userOf(request).id, hostelId);
    return {
      rules: await db
        .selectFrom('hostel_rules')
        .select(['id', 'text'])
        .where('hostel_id', '=', hostelId)
        .orderBy('id')
        .execute(),
    };
  });

  app.post('/api/owner/rules', owner, async (request, reply) => {
    const body = parseInput(createSchema, request.body);
    await ownedHostel(db, userOf(request).id, body.hostelId);
    const row = await db
      .insertInto('hostel_rules')
      .values({ hostel_id: body.hostelId, text: body.text, created_at: now() })
      .returning(['id', 'text'])
      .executeTakeFirstOrThrow();
    return reply.status(201).send({ message: 'Rule added.', rule: row });
  });

  app.put('/api/owner/rules/:id', owner, async (request) => {
    const { id } = parseInput(idParam, request.params);
    const { text } = parseInput(z.object({ text: ruleText }), request.body);
    await ownedRule(userOf(request).id, id);
    await db.updateTable('hostel_rules').set({ text }).where('id', '=', id).execute();
    return { message: 'Rule updated.', rule: { id, text } };
  });

  app.delete('/api/owner/rules/:id', owner, async (request) => {
    const { id } = parseInput(idParam, request.params);
    await ownedRule(userOf(request).id, id);
    await db.deleteFrom('hostel_rules').where('id', '=', id).execute();
    return { message: 'Rule deleted.' };
  });
}
