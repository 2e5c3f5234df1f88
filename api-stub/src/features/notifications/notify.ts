import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { AppNotification, EmailKind } from 'contracts';
import type { FastifyRequest } from 'fastify';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, NotificationsTable } from '../../db/schema';
import { now } from '../../db/database';
import { markCommitted } from '../../http/idempotency';

export type NotificationType = 'alert' | 'info' | 'success' | 'booking';

/** Wakes this process's event streams of a user at once (other processes' streams find it within their
 * next look at the database). */
export const notificationWakeups = new EventEmitter().setMaxListeners(0);

export interface NotifyOptions {
  /** The site path of what it is about (the notification links there). */
  link?: string;
  /** Also send it by e-mail as this kind (unless the user turned the kind off): see mail/notificationMail.ts. */
  mail?: EmailKind;
  /** Mail it only at this time (ISO), and only if it is still unread then. */
  mailAfter?: string;
}

/** The mail outbox of this process wakes on this event (other processes' find queued mail within seconds). */
export const MAIL_QUEUED = 'mail-queued';

/** Wake-ups of notifications written inside a transaction of `inTransaction`: sent once it commits. */
const afterCommit = new WeakMap<Kysely<Database>, Set<string>>();

/**
 * Runs a write and everything it causes (notifications, their mail, timeline entries) as one transaction:
 * all of it commits or none, with the mark of the request's Idempotency-Key that it was done. The streams and
 * the mail outbox of this process are woken once it committed.
 */
export async function inTransaction<T>(
  db: Db,
  work: (tx: Transaction<Database>) => Promise<T>,
  /** The request the write is for: its Idempotency-Key is marked done in the same transaction. */
  request?: FastifyRequest,
): Promise<T> {
  const wakeups = new Set<string>();
  const result = await db.transaction().execute(async (tx) => {
    afterCommit.set(tx, wakeups);
    const done = await work(tx);
    if (request?.idempotencyKey) await markCommitted(tx, request.idempotencyKey);
    return done;
  });
  // a test hook (test/write-once.test.ts): the process dies after a request's write committed, before it answers
  // (not after the scheduled runs' writes, which start with the process)
  if (request && process.env.API_TEST_CRASH_AFTER_COMMIT === '1') process.kill(process.pid, 'SIGKILL');
  for (const id of wakeups) notificationWakeups.emit(id);
  return result;
}

/** Wakes the user's event streams (after the transaction of `db`, if it is one): their counts may have changed. */
export function wake(db: Kysely<Database>, id: string): void {
  const pending = afterCommit.get(db);
  if (pending) pending.add(id);
  else notificationWakeups.emit(id);
}

/** Adds a notification to a user's feed (and queues its e-mail, when it has a kind). Pass the transaction
 * of the write it tells about (`inTransaction`), so both commit together. A null user (a resident the owner
 * added by hand, with no account here) has no feed: nothing is added. */
export async function notify(
  db: Kysely<Database>,
  userId: string | null,
  type: NotificationType,
  message: string,
  { link, mail, mailAfter }: NotifyOptions = {},
): Promise<void> {
  // a test hook (test/write-once.test.ts): the process dies between a write and this notification
  const crashOn = process.env.API_TEST_CRASH_BEFORE_NOTIFY;
  if (crashOn && message.includes(crashOn)) process.kill(process.pid, 'SIGKILL');
  if (!userId) return;
  await db
    .insertInto('notifications')
    .values({
      id: crypto.randomUUID(),
      user_id: userId,
      type,
      message,
      is_read: 0,
      created_at: now(),
      link: link ?? null,
      mail_kind: mail ?? null,
      mail_state: mail ? 'queued' : null,
      mail_after: mail ? (mailAfter ?? null) : null,
    })
    .execute();
  wake(db, userId);
  if (mail) wake(db, MAIL_QUEUED);
}

/** A notification as the API answers it. */
export const toNotification = (n: Selectable<NotificationsTable>): AppNotification => ({
  _id: n.id,
  type: n.type,
  message: n.message,
  isRead: n.is_read === 1,
  createdAt: n.created_at,
  link: n.link,
});
