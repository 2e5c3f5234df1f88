import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Db } from '../../db/database';
import { now } from '../../db/database';

export type NotificationType = 'alert' | 'info' | 'success' | 'booking';

/** Wakes this process's event streams of a user at once (other processes' streams find it within their
 * next look at the database). */
export const notificationWakeups = new EventEmitter().setMaxListeners(0);

/** Adds a notification to a user's feed. */
export async function notify(db: Db, userId: string, type: NotificationType, message: string): Promise<void> {
  await db
    .insertInto('notifications')
    .values({ id: crypto.randomUUID(), user_id: userId, type, message, is_read: 0, created_at: now() })
    .execute();
  notificationWakeups.emit(userId);
}
