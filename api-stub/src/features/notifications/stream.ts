import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LiveCounts } from 'contracts';
import type { Selectable } from 'kysely';
import { userOf } from '../../auth/guard';
import type { VerifiedToken } from '../../auth/tokens';
import type { Db } from '../../db/database';
import type { NotificationsTable } from '../../db/schema';
import { unauthorized } from '../../http/errors';
import type { RequestUser } from '../../http/types';
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

/** How often a user's open streams check that their sessions still hold (and within this after a wake-up). */
export const SESSION_CHECK_MS = 2_500;

/** One open event stream of a user. */
interface Stream {
  token: VerifiedToken;
  /** The last notification this stream sent (it skips what it already has). */
  cursor: Cursor;
  /** Until its own catch-up is done, what the user's hub delivers waits here. */
  held: Selectable<NotificationsTable>[] | null;
  send: (event: string, data: unknown, id?: string) => void;
  end: (reason?: string) => void;
}

/**
 * All open streams of one user in this process: each new notification is read once and written to every one
 * of them, and the sessions behind them are checked again every SESSION_CHECK_MS and on every wake-up, so a
 * stream of a session that ended (logout, password change or reset, suspension) closes within seconds and
 * is never sent a notification after it.
 */
class UserStreams {
  readonly streams = new Set<Stream>();
  private cursor: Cursor;
  private busy = false;
  private again = false;
  private lastCounts: string;
  private countsCheckedAt = Date.now();
  private sessionsCheckedAt = Date.now();
  private recheck = false;

  constructor(
    private readonly deps: AppDeps,
    private readonly user: RequestUser,
    newest: Cursor,
    counts: LiveCounts,
    private readonly log: (error: unknown) => void,
  ) {
    this.cursor = newest;
    this.lastCounts = JSON.stringify(counts);
  }

  /** A look at the database: sessions first (a wake-up checks them at once), then new rows and counts. */
  look = async (woken = false): Promise<void> => {
    // a wake-up during a look still checks the sessions before anything more is sent
    if (woken) this.recheck = true;
    if (this.busy) {
      this.again = true;
      return;
    }
    this.busy = true;
    try {
      do {
        this.again = false;
        if (this.recheck || Date.now() - this.sessionsCheckedAt >= SESSION_CHECK_MS) {
          this.recheck = false;
          await this.checkSessions();
        }
        if (!this.streams.size) break;
        const rows = await after(this.deps.db, this.user.id, this.cursor);
        if (!rows.length) {
          // a wake-up without a notification may be a count that changed (a message)
          if (woken || Date.now() - this.countsCheckedAt >= COUNTS_EVERY_MS) await this.sendCountsIfChanged();
          break;
        }
        const fresh = await liveCounts(this.deps.db, this.user);
        this.remember(fresh);
        for (const n of rows) {
          this.cursor = { at: n.created_at, id: n.id };
          for (const stream of this.streams) deliver(stream, n, fresh);
        }
        if (rows.length === BATCH) this.again = true;
      } while (this.again && this.streams.size);
    } catch (error) {
      this.log(error);
    } finally {
      this.busy = false;
    }
  };

  private remember(counts: LiveCounts) {
    this.lastCounts = JSON.stringify(counts);
    this.countsCheckedAt = Date.now();
  }

  private async sendCountsIfChanged() {
    const counts = await liveCounts(this.deps.db, this.user);
    const text = JSON.stringify(counts);
    this.countsCheckedAt = Date.now();
    if (text === this.lastCounts) return;
    this.remember(counts);
    for (const stream of this.streams) stream.send('counts', counts);
  }

  /** Ends every stream whose session ended; each distinct token is checked once. */
  private async checkSessions() {
    this.sessionsCheckedAt = Date.now();
    const byToken = new Map<string, Stream[]>();
    for (const stream of this.streams)
      byToken.set(stream.token.jti, [...(byToken.get(stream.token.jti) ?? []), stream]);
    for (const streams of byToken.values())
      if (await this.deps.guard.sessionEnded(streams[0].token))
        for (const stream of streams) stream.end('session-ended');
  }
}

const isAfter = (a: Cursor, b: Cursor) => a.at > b.at || (a.at === b.at && a.id > b.id);

/** Writes a notification to one stream, unless it already has it (or holds it until its catch-up is done). */
function deliver(stream: Stream, n: Selectable<NotificationsTable>, counts: LiveCounts): void {
  if (stream.held) {
    stream.held.push(n);
    return;
  }
  const at = { at: n.created_at, id: n.id };
  if (!isAfter(at, stream.cursor)) return;
  stream.cursor = at;
  stream.send('notification', { notification: toNotification(n), counts }, cursorId(at));
}

/**
 * GET /api/notifications/stream: server-sent events. At once a `counts` event; then, for every new
 * notification, a `notification` event whose id a reconnecting client sends back as `Last-Event-ID` to get
 * what it missed. A notification added by this process wakes the user's streams at once; one added by another
 * process (API_WORKERS) is found within STREAM_POLL_MS. When the session behind a stream ends, it gets
 * `event: end` and closes. Comments keep idle connections open.
 */
export async function notificationStreamRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, guard } = deps;
  const hubs = new Map<string, UserStreams>();
  // open streams never hold a shutdown up: they end first (the browser reconnects to another process)
  fastify.addHook('preClose', async () => {
    for (const hub of hubs.values()) for (const stream of hub.streams) stream.end();
  });

  app.route({
    ...endpoint('GET /api/notifications/counts', guard),
    handler: async (request) => liveCounts(db, userOf(request)),
  });

  app.route({
    ...endpoint('GET /api/notifications/stream', guard),
    handler: async (request, reply) => {
      const me = userOf(request);
      const token = request.token;
      if (!token) throw unauthorized();
      const resumeFrom = parseCursor(request.headers['last-event-id']);
      const counts = await liveCounts(db, me);
      const newest = await newestCursor(db, me.id);
      // no await from here until the stream is in its hub: a hub never stops between being found and joined
      let hub = hubs.get(me.id);
      if (!hub) {
        const created = new UserStreams(deps, me, newest, counts, (error) =>
          request.log.warn({ err: error }, 'notification stream: a look at the database failed'),
        );
        const wake = () => void created.look(true);
        const poll = setInterval(() => void created.look(), STREAM_POLL_MS);
        notificationWakeups.on(me.id, wake);
        hubs.set(me.id, created);
        hubStops.set(created, () => {
          clearInterval(poll);
          notificationWakeups.off(me.id, wake);
          hubs.delete(me.id);
        });
        hub = created;
      }
      const userHub = hub;
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
      let closed = false;
      const stream: Stream = {
        token,
        cursor: resumeFrom ?? newest,
        held: [],
        send: (event, data, id) => {
          if (!closed) res.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        },
        end: (reason) => {
          if (closed) return;
          if (reason) stream.send('end', { reason });
          closed = true;
          clearInterval(heartbeat);
          userHub.streams.delete(stream);
          if (!userHub.streams.size) hubStops.get(userHub)?.();
          res.end();
        },
      };
      const heartbeat = setInterval(() => !closed && res.write(': ping\n\n'), HEARTBEAT_MS);
      userHub.streams.add(stream);
      request.raw.on('close', () => stream.end());
      res.write('retry: 3000\n\n');
      stream.send('counts', counts);
      // what was missed since Last-Event-ID, then what the hub delivered meanwhile
      try {
        for (;;) {
          const rows = await after(db, me.id, stream.cursor);
          for (const n of rows) {
            stream.cursor = { at: n.created_at, id: n.id };
            stream.send('notification', { notification: toNotification(n), counts }, cursorId(stream.cursor));
          }
          if (rows.length < BATCH || closed) break;
        }
      } catch (error) {
        request.log.warn({ err: error }, 'notification stream: catching up failed');
      }
      const held = stream.held ?? [];
      stream.held = null;
      for (const n of held) deliver(stream, n, counts);
    },
  });
}

/** How each user's hub stops when its last stream ends. */
const hubStops = new WeakMap<UserStreams, () => void>();
