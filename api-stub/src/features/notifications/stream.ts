import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LiveCounts } from 'contracts';
import { userOf } from '../../auth/guard';
import type { Db } from '../../db/database';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';
import { liveCounts } from './counts';
import { notificationWakeups, toNotification } from './notify';

/** How often a stream looks at the database for notifications another process added. */
export const STREAM_POLL_MS = 500;
const HEARTBEAT_MS = 15_000;
/** Counts also change without a notification (read, a request withdrawn): they are checked this often. */
const COUNTS_EVERY_MS = 5_000;
const BATCH = 50;

/** An event id: the notification's time and id, so a stream resumes right after the last one it sent. */
interface Cursor {
  at: string;
  id: string;
}
const cursorId = (c: Cursor) => `${c.at}|${c.id}`;
function parseCursor(value: unknown): Cursor | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)\|([\w-]{1,64})$/.exec(value.trim());
  return m ? { at: m[1], id: m[2] } : null;
}

async function newestCursor(db: Db, userId: string): Promise<Cursor> {
  const row = await db
    .selectFrom('notifications')
    .select(['created_at', 'id'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { at: row.created_at, id: row.id } : { at: '0000', id: '' };
}

/** The user's notifications after `cursor`, oldest first. */
function after(db: Db, userId: string, cursor: Cursor) {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([eb('created_at', '>', cursor.at), eb.and([eb('created_at', '=', cursor.at), eb('id', '>', cursor.id)])]),
    )
    .orderBy('created_at')
    .orderBy('id')
    .limit(BATCH)
    .execute();
}

/**
 * GET /api/notifications/stream: server-sent events. At once a `counts` event; then, for every new
 * notification, a `notification` event whose id a reconnecting client sends back as `Last-Event-ID` to get
 * what it missed. A notification added by this process wakes the stream at once; one added by another
 * process (API_WORKERS) is found within STREAM_POLL_MS. Comments keep idle connections open.
 */
export async function notificationStreamRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, guard } = deps;
  // open streams never hold a shutdown up: they end first (the browser reconnects to another process)
  const open = new Set<() => void>();
  fastify.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.route({
    ...endpoint('GET /api/notifications/counts', guard),
    handler: async (request) => liveCounts(db, userOf(request)),
  });

  app.route({
    ...endpoint('GET /api/notifications/stream', guard),
    handler: async (request, reply) => {
      const me = userOf(request);
      let cursor = parseCursor(request.headers['last-event-id']) ?? (await newestCursor(db, me.id));
      const counts = await liveCounts(db, me);
      // the stream is written by hand: the headers fastify's hooks set so far (CORS, security) go with it
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (event: string, data: unknown, id?: string) =>
        res.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      res.write('retry: 3000\n\n');
      send('counts', counts);

      let closed = false;
      let busy = false;
      let again = false;
      let lastCounts = JSON.stringify(counts);
      let countsCheckedAt = Date.now();
      const rememberCounts = (c: LiveCounts) => {
        lastCounts = JSON.stringify(c);
        countsCheckedAt = Date.now();
      };
      const look = async () => {
        if (closed) return;
        if (busy) {
          again = true;
          return;
        }
        busy = true;
        try {
          do {
            again = false;
            const rows = await after(db, me.id, cursor);
            if (!rows.length && Date.now() - countsCheckedAt >= COUNTS_EVERY_MS) {
              const now = await liveCounts(db, me);
              const text = JSON.stringify(now);
              countsCheckedAt = Date.now();
              if (text !== lastCounts && !closed) {
                rememberCounts(now);
                send('counts', now);
              }
            }
            if (!rows.length || closed) break;
            const fresh: LiveCounts = await liveCounts(db, me);
            rememberCounts(fresh);
            for (const n of rows) {
              cursor = { at: n.created_at, id: n.id };
              send('notification', { notification: toNotification(n), counts: fresh }, cursorId(cursor));
            }
            if (rows.length === BATCH) again = true;
          } while (again && !closed);
        } catch (error) {
          request.log.warn({ err: error }, 'notification stream: a look at the database failed');
        } finally {
          busy = false;
        }
      };
      const wake = () => void look();
      notificationWakeups.on(me.id, wake);
      const poll = setInterval(wake, STREAM_POLL_MS);
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      await look(); // what was missed since Last-Event-ID
      const end = () => {
        if (closed) return;
        closed = true;
        clearInterval(poll);
        clearInterval(heartbeat);
        notificationWakeups.off(me.id, wake);
        open.delete(end);
        res.end();
      };
      open.add(end);
      request.raw.on('close', end);
    },
  });
}
