import { IMAGE_TOO_LARGE, OUT_OF_STORAGE, RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE } from 'contracts';
import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { isDatabaseUnavailable, isOutOfStorage } from '../db/faults';

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
export const unavailable = () => new HttpError(503, SERVICE_UNAVAILABLE);

export function firstIssueMessage(error: ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request.';
}

/** The most of a refused upload's body that is still read (and thrown away) after the answer. */
const LINGER_BYTES = 64 * 1024 * 1024;
/** How long a refused upload's rest is waited for before the connection is dropped. */
const LINGER_MS = 30_000;

/**
 * Reads and throws away the rest of a refused upload after its answer (as web servers' "lingering close"
 * does): a client still sending gets to read the answer, where closing at once would reset the connection
 * under it (the client sees a broken pipe, not the 413). Past a bound of bytes or time the connection is
 * dropped. Once the body ends the connection carries the next request as usual.
 */
function discardRestOfBody(raw: IncomingMessage): void {
  let seen = 0;
  const drop = () => {
    stop();
    raw.socket.destroy();
  };
  const count = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > LINGER_BYTES) drop();
  };
  const timer = setTimeout(drop, LINGER_MS);
  timer.unref();
  function stop() {
    clearTimeout(timer);
    raw.off('data', count);
  }
  raw.once('end', stop);
  raw.once('close', stop);
  raw.unpipe();
  raw.on('data', count);
  raw.resume();
}

/** Every error leaves as `{ message }`: 4xx with a reason for bad input, 500 without internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError | HttpError | ZodError, request, reply) => {
    // An upload refused half-way: the rest of its body is read and thrown away. (A body not touched at all,
    // Node discards by itself.)
    if (request.bodyAbandoned && !request.raw.complete) discardRestOfBody(request.raw);
    if (error instanceof HttpError) {
      if (error.statusCode === 503) reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return reply.status(error.statusCode).send({ message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .status(503)
        .send({ message: SERVICE_UNAVAILABLE });
    }
    if (isOutOfStorage(error)) {
      request.log.error({ err: error }, 'out of storage');
      return reply.status(507).send({ message: OUT_OF_STORAGE });
    }
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
