import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../../auth/guard';
import { now } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';
import { MAX_PAYOUT_METHODS, type PayoutSnapshot } from 'contracts';
import { toPayoutMethod } from './payouts';

/** Payout methods and history (spec 001 §7). One default at a time; account numbers leave masked. */
export async function ownerPayoutRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, guard } = deps;

  const methodsOf = (ownerId: string) =>
    db
      .selectFrom('payout_methods')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .orderBy('is_default', 'desc')
      .orderBy('created_at')
      .execute();
  const ownedMethod = async (ownerId: string, id: string) => {
    const row = await db
      .selectFrom('payout_methods')
      .selectAll()
      .where('id', '=', id)
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    if (!row) throw notFound('Payout method not found.');
    return row;
  };

  app.route({
    ...endpoint('GET /api/owner/payout-methods', guard),
    handler: async (request) => (await methodsOf(userOf(request).id)).map(toPayoutMethod),
  });

  app.route({
    ...endpoint('POST /api/owner/payout-methods', guard),
    handler: async (request, reply) => {
      const body = request.body;
      const me = userOf(request);
      const existing = await methodsOf(me.id);
      if (existing.length >= MAX_PAYOUT_METHODS)
        throw badRequest(`You can keep at most ${MAX_PAYOUT_METHODS} payout methods.`);
      const makeDefault = body.isDefault || existing.length === 0;
      const d = body.details as Record<string, string>;
      // the same account twice would only confuse the payouts
      const same = await db
        .selectFrom('payout_methods')
        .select('id')
        .where('owner_id', '=', me.id)
        .where((eb) =>
          body.type === 'UPI'
            ? eb(eb.fn('lower', ['upi_id']), '=', (d.upiId ?? '').toLowerCase())
            : eb.and([eb('account_number', '=', d.accountNumber ?? ''), eb('ifsc_code', '=', d.ifscCode ?? '')]),
        )
        .executeTakeFirst();
      if (same)
        throw conflict(body.type === 'UPI' ? 'This UPI ID is already saved.' : 'This bank account is already saved.');
      const id = crypto.randomUUID();
      await db.transaction().execute(async (tx) => {
        if (makeDefault)
          await tx.updateTable('payout_methods').set({ is_default: 0 }).where('owner_id', '=', me.id).execute();
        await tx
          .insertInto('payout_methods')
          .values({
            id,
            owner_id: me.id,
            type: body.type,
            account_number: d.accountNumber ?? null,
            ifsc_code: d.ifscCode ?? null,
            bank_name: d.bankName ?? null,
            account_holder_name: d.accountHolderName ?? null,
            upi_id: d.upiId ?? null,
            is_default: makeDefault ? 1 : 0,
            created_at: now(),
          })
          .execute();
      });
      return reply
        .status(201)
        .send({ message: body.type === 'UPI' ? 'UPI payout method added.' : 'Bank account added as a payout method.' });
    },
  });

  app.route({
    ...endpoint('PUT /api/owner/payout-methods/:id', guard),
    handler: async (request) => {
      const { id } = request.params;
      const me = userOf(request);
      await ownedMethod(me.id, id);
      await db.transaction().execute(async (tx) => {
        await tx.updateTable('payout_methods').set({ is_default: 0 }).where('owner_id', '=', me.id).execute();
        await tx.updateTable('payout_methods').set({ is_default: 1 }).where('id', '=', id).execute();
      });
      return { message: 'Default payout method updated.' };
    },
  });

  app.route({
    ...endpoint('DELETE /api/owner/payout-methods/:id', guard),
    handler: async (request) => {
      const { id } = request.params;
      const me = userOf(request);
      const row = await ownedMethod(me.id, id);
      await db.deleteFrom('payout_methods').where('id', '=', id).execute();
      if (row.is_default) {
        const next = await db
          .selectFrom('payout_methods')
          .select('id')
          .where('owner_id', '=', me.id)
          .orderBy('created_at')
          .executeTakeFirst();
        if (next) await db.updateTable('payout_methods').set({ is_default: 1 }).where('id', '=', next.id).execute();
      }
      return { message: 'Payout method deleted.' };
    },
  });

  app.route({
    ...endpoint('GET /api/owner/payout-history', guard),
    handler: async (request) => {
      const rows = await db
        .selectFrom('payouts')
        .selectAll()
        .where('owner_id', '=', userOf(request).id)
        .orderBy('processed_at', 'desc')
        .execute();
      return rows.map((p) => ({
        _id: p.id,
        processedAt: p.processed_at,
        amount: p.amount,
        payoutMethodDetailsSnapshot: JSON.parse(p.method_snapshot) as PayoutSnapshot,
        status: p.status,
      }));
    },
  });
}
