import { IMAGE_TOO_LARGE } from 'contracts';
import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';

/** An error the client is meant to see: its status and message go out as `{ message }`. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

export function firstIssueMessage(error: ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request.';
}

/** The most of a refused upload's body that is still read (and thrown away) before the answer. */
const DRAIN_LIMIT = 256 * 1024;

/**
 * Reads the rest of a small refused body, so the client, still sending it, gets the answer instead of a broken
 * connection. False when the body is large (a 413: it is not read) or does not end in time.
 */
function drainSmallBody(raw: IncomingMessage): Promise<boolean> {
  const length = Number(raw.headers['content-length']);
  if (!Number.isFinite(length) || length > DRAIN_LIMIT) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (drained: boolean) => {
      clearTimeout(timer);
      resolve(drained);
    };
    const timer = setTimeout(() => done(false), 2_000);
    raw.once('end', () => done(true));
    raw.once('error', () => done(false));
    raw.resume();
  });
}

/** Every error leaves as `{ message }`: 4xx with a reason for bad input, 500 without internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError | HttpError | ZodError, request, reply) => {
    // An upload refused half-way: a small rest of its body is read first; a large one is never read, so this
    // connection cannot carry another request: close it after the answer. (A body not touched at all, Node
    // discards by itself.)
    if (request.bodyAbandoned && !request.raw.complete && !(await drainSmallBody(request.raw)))
      reply.header('connection', 'close');
    if (error instanceof HttpError) return reply.status(error.statusCode).send({ message: error.message });
    if (error instanceof ZodError) return reply.status(400).send({ message: firstIssueMessage(error) });
    // the route's request schema refused the input: its first problem, in the contract's words
    if (hasZodFastifySchemaValidationErrors(error))
      return reply.status(400).send({ message: error.validation[0]?.message ?? 'Invalid request.' });
    if (isResponseSerializationError(error)) {
      request.log.error({ issues: error.cause.issues, url: request.url }, 'answer does not match its schema');
      return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
    }
    const status = (error as FastifyError).statusCode;
    if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.status(413).send({ message: 'The request body is larger than 1 MB.' });
    if (status === 413 || (error as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') {
      const message = request.url.startsWith('/api/uploads')
        ? IMAGE_TOO_LARGE
        : 'A file is too large: images can be at most 5 MB and a video at most 50 MB.';
      return reply.status(413).send({ message });
    }
    if (status === 429)
      return reply.status(429).send({ message: 'Too many attempts. Please wait a few minutes and try again.' });
    if (status && status >= 400 && status < 500) {
      const message =
        (error as FastifyError).code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Unsupported content type.'
          : error.message || 'Invalid request.';
      return reply.status(status).send({ message });
    }
    request.log.error(error);
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` }),
  );
}
