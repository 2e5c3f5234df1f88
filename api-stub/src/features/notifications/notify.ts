import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { AppNotification, EmailKind } from 'contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { NotificationsTable } from '../../db/schema';
import { now } from '../../db/database';

export type NotificationType = 'alert' | 'info' | 'success' | 'booking';

/** Wakes this process's event streams of a user at once (other processes' streams find it within their
 * next look at the database). */
export const notificationWakeups = new EventEmitter().setMaxListeners(0);

export interface NotifyOptions {
  /** The site path of what it is about (the notification links there). */
  link?: string;
  /** Also send it by e-mail as this kind (unless the user turned the kind off): see mail/notificationMail.ts. */
  mail?: EmailKind;
}

/** The mail outbox of this process wakes on this event (other processes' find queued mail within seconds). */
export const MAIL_QUEUED = 'mail-queued';

/** Adds a notification to a user's feed (and queues its e-mail, when it has a kind). */
export async function notify(
  db: Db,
  userId: string,
  type: NotificationType,
  message: string,
  { link, mail }: NotifyOptions = {},
): Promise<void> {
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
    })
    .execute();
  notificationWakeups.emit(userId);
  if (mail) notificationWakeups.emit(MAIL_QUEUED);
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
