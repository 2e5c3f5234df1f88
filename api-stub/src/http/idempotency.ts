import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  IDEMPOTENCY_ALREADY_DONE,
  IDEMPOTENCY_IN_PROGRESS,
  IDEMPOTENCY_KEY_INVALID,
  IDEMPOTENCY_KEY_MAX,
  IDEMPOTENCY_KEY_REUSED,
  IDEMPOTENCY_TTL_HOURS,
} from 'contracts';
import { clock, type Db } from '../db/database';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/dialect';
import { HttpError } from './errors';

// The IETF httpapi Idempotency-Key header: a write sent again with the same key and body gets the first
// answer back instead of being done twice; the same key with another body is refused (422).

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request holds while it runs (its answer is kept under it). */
    idempotencyKey: { scope: string; key: string } | null;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Answers that carry or end a session are never kept. */
const NOT_KEPT = new Set(['POST /api/auth/login', 'POST /api/auth/logout']);
/** How long a request holds its key; a process that died holding one frees it when this runs out. */
const HOLD_MS = 30_000;
const TTL_MS = IDEMPOTENCY_TTL_HOURS * 3_600_000;
const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

const iso = (ms: number) => new Date(ms).toISOString();

function fingerprintOf(request: FastifyRequest): string {
  const body = request.isMultipart()
    ? `multipart:${request.headers['content-length'] ?? ''}`
    : JSON.stringify(request.body ?? null);
  return crypto.createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('base64url');
}

/** Takes the key for this request; false when another request (running, or answered) already has it. */
async function claim(db: Db, scope: string, key: string, fingerprint: string): Promise<boolean> {
  const at = clock();
  try {
    await db
      .insertInto('idempotency_keys')
      .values({ scope, key, fingerprint, created_at: iso(at), locked_until: iso(at + HOLD_MS) })
      .execute();
    return true;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return false;
  }
}

/**
 * Records, inside the transaction of a write, that the request holding `held` did it: if its answer is then
 * lost (the process dies before answering), a retry is told so instead of doing the write again.
 */
export async function markCommitted(tx: Kysely<Database>, held: { scope: string; key: string }): Promise<void> {
  await tx
    .updateTable('idempotency_keys')
    .set({ committed_at: iso(clock()) })
    .where('scope', '=', held.scope)
    .where('key', '=', held.key)
    .execute();
}

/**
 * Installs the header on every write: a request with a key claims it before its handler runs; a repeat
 * gets the kept answer (with `Idempotent-Replayed: true`), 409 while the first is still running, or 422
 * when its body differs. Answers of 5xx and 429 are not kept, so the retry runs again.
 */
export function installIdempotency(app: FastifyInstance, db: Db): () => void {
  app.decorateRequest('idempotencyKey', null);
  const hold = (request: FastifyRequest, scope: string, key: string) => {
    request.idempotencyKey = { scope, key };
  };
  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers['idempotency-key'];
    if (header === undefined || !WRITES.has(request.method)) return;
    if (NOT_KEPT.has(`${request.method} ${request.routeOptions.url}`)) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || key.length > IDEMPOTENCY_KEY_MAX || !VISIBLE_ASCII.test(key))
      throw new HttpError(400, IDEMPOTENCY_KEY_INVALID);
    const scope = request.currentUser?.id ?? 'public';
    const fingerprint = fingerprintOf(request);
    for (let attempt = 0; attempt < 3; attempt++) {
      if (await claim(db, scope, key, fingerprint)) {
        hold(request, scope, key);
        return;
      }
      const kept = await db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('scope', '=', scope)
        .where('key', '=', key)
        .executeTakeFirst();
      if (!kept) continue; // removed meanwhile: claim again
      const now = clock();
      if (Date.parse(kept.created_at) < now - TTL_MS) {
        await db.deleteFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key).execute();
        continue;
      }
      if (kept.fingerprint !== fingerprint) throw new HttpError(422, IDEMPOTENCY_KEY_REUSED);
      if (kept.status_code !== null) {
        reply.code(kept.status_code).header('idempotent-replayed', 'true');
        if (kept.content_type) reply.type(kept.content_type);
        return reply.send(kept.response ?? '');
      }
      // done by a request whose process died before it answered: not done again
      if (kept.committed_at) throw new HttpError(409, IDEMPOTENCY_ALREADY_DONE);
      if (kept.locked_until && Date.parse(kept.locked_until) > now) {
        reply.header('retry-after', String(Math.ceil((Date.parse(kept.locked_until) - now) / 1000)));
        throw new HttpError(409, IDEMPOTENCY_IN_PROGRESS);
      }
      // held by a request whose process died: this one takes it over
      const taken = await db
        .updateTable('idempotency_keys')
        .set({ locked_until: iso(now + HOLD_MS) })
        .where('scope', '=', scope)
        .where('key', '=', key)
        .where('status_code', 'is', null)
        .where('locked_until', '=', kept.locked_until)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 1) {
        hold(request, scope, key);
        return;
      }
    }
    throw new HttpError(409, IDEMPOTENCY_IN_PROGRESS);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotencyKey;
    if (!held) return payload;
    request.idempotencyKey = null;
    const where = db.updateTable('idempotency_keys').where('scope', '=', held.scope).where('key', '=', held.key);
    const status = reply.statusCode;
    try {
      if (status >= 500 || status === 429 || (typeof payload !== 'string' && !Buffer.isBuffer(payload)))
        await db.deleteFrom('idempotency_keys').where('scope', '=', held.scope).where('key', '=', held.key).execute();
      else
        await where
          .set({
            status_code: status,
            response: String(payload),
            content_type: String(reply.getHeader('content-type') ?? ''),
            locked_until: null,
          })
          .execute();
    } catch (error) {
      request.log.warn({ err: error }, 'the answer could not be kept under its Idempotency-Key');
    }
    return payload;
  });

  // keys older than their 24 h are forgotten
  const timer = setInterval(() => {
    db.deleteFrom('idempotency_keys')
      .where('created_at', '<', iso(clock() - TTL_MS))
      .execute()
      .catch(() => {});
  }, 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
