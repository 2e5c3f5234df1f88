import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { now } from '../../db/database';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';

export async function contactRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guard } = deps;
  app.route({
    ...endpoint('POST /api/contact', guard),
    handler: async (request, reply) => {
      await deps.limits.enforce([[`contact:${request.ip}`, { max: 20, windowMs: 3_600_000 }]]);
      const body = request.body;
      await deps.db
        .insertInto('contact_messages')
        .values({ ...body, created_at: now() })
        .execute();
      // the message is kept (above) whatever happens to its copy by e-mail: a full disk or a mail server away
      // loses nothing the visitor wrote
      try {
        await deps.mailer.send({
          to: deps.config.siteInbox,
          replyTo: body.email,
          subject: `Contact form: ${body.name}`,
          text: `${body.message}\n\nFrom: ${body.name} <${body.email}>`,
        });
      } catch (error) {
        request.log.error({ err: error }, 'contact message kept, but its e-mail to the site inbox failed');
      }
      return reply.status(201).send({ message: 'Message sent successfully!' });
    },
  });
}
