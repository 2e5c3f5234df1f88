import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EMAIL_KINDS, type EmailKind, type EmailSettings, emailKindsFor } from 'contracts';
import { userOf } from '../../auth/guard';
import { now } from '../../db/database';
import { notFound } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';
import { emailOffKinds } from './mailOutbox';

/** Which kinds of e-mail a person gets: every kind of their role is on until they turn it off. */
export async function emailSettingsRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, guard } = deps;

  const settingsOf = (role: string, off: EmailKind[]): EmailSettings => ({
    kinds: emailKindsFor(role).map((kind) => ({ kind, label: EMAIL_KINDS[kind].label, enabled: !off.includes(kind) })),
  });
  const storedOff = async (id: string) => {
    const row = await db.selectFrom('users').select('email_off').where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Account not found.');
    return emailOffKinds(row.email_off);
  };

  app.route({
    ...endpoint('GET /api/auth/email-settings', guard),
    handler: async (request) => {
      const me = userOf(request);
      return settingsOf(me.role, await storedOff(me.id));
    },
  });

  app.route({
    ...endpoint('PUT /api/auth/email-settings', guard),
    handler: async (request) => {
      const me = userOf(request);
      // only this role's kinds are stored; others are ignored
      const off = [...new Set(request.body.off)].filter((kind) => EMAIL_KINDS[kind].role === me.role);
      await db
        .updateTable('users')
        .set({ email_off: off.join(','), updated_at: now() })
        .where('id', '=', me.id)
        .execute();
      return settingsOf(me.role, off);
    },
  });
}
