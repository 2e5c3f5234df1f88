import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError } from './errors';

/** NUL, or half of a UTF-16 surrogate pair with no other half: text no person typed, refused everywhere. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point.
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const BAD_TEXT_MESSAGE =
  'The text contains characters that are not allowed (a NUL character or broken Unicode).';

function hasBadText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return BAD_TEXT.test(value);
  if (depth > 20 || !value || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => BAD_TEXT.test(k) || hasBadText(v, depth + 1));
}

export function assertCleanText(value: unknown): void {
  if (hasBadText(value)) throw badRequest(BAD_TEXT_MESSAGE);
}

/** Every request: JSON only as UTF-8, and no NUL or lone surrogate in the body, query or path. */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const type = request.headers['content-type'] ?? '';
    const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(type)?.[1];
    if (/^application\/json/i.test(type) && charset && charset.toLowerCase() !== 'utf-8')
      throw new HttpError(415, 'Send JSON as UTF-8 (application/json; charset=utf-8).');
  });
  app.addHook('preValidation', async (request) => {
    // a request with no body is validated as an empty object: its schema names what is missing
    if ((request.method === 'POST' || request.method === 'PUT') && request.body == null && !request.isMultipart())
      request.body = {};
    assertCleanText(request.query);
    assertCleanText(request.params);
    assertCleanText(request.body);
  });
}
