import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { now } from '../../db/database';
import type { AppDeps } from '../../http/deps';
import { parseInput } from '../../http/validate';

const contactSchema = z.object({
  name: z
    .string({ error: 'Please fill all fields.' })
    .trim()
    .min(1, { error: 'Please fill all fields.' })
    .max(100, { error: 'Name must be at most 100 characters.' }),
  email: z
    .string({ error: 'Please fill all fields.' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Please enter a valid email address.' })),
  message: z
    .string({ error: 'Please fill all fields.' })
    .trim()
    .min(1, { error: 'Please fill all fields.' })
    .max(5000, { error: 'Message must be at most 5000 characters.' }),
});

export async function contactRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  app.post('/api/contact', { config: { rateLimit: { max: 20, timeWindow: '1 hour' } } }, async (request, reply) => {
    const body = parseInput(contactSchema, request.body);
    await deps.db
      .insertInto('contact_messages')
      .values({ ...body, created_at: now() })
      .execute();
    await deps.mailer.send({
      to: deps.config.siteInbox,
      replyTo: body.email,
      subject: `Contact form: ${body.name}`,
      text: `${body.message}\n\nFrom: ${body.name} <${body.email}>`,
    });
    return reply.status(201).send({ message: 'Message sent successfully!' });
  });
}
