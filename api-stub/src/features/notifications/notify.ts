import crypto from 'node:crypto';
import type { Db } from '../../db/database';
import { now } from '../../db/database';

export type NotificationType = 'alert' | 'info' | 'success' | 'booking';

/** Adds a notification to a user's feed. */
export async function notify(db: Db, userId: string, type: NotificationType, message: string): Promise<void> {
  await db
    .insertInto('notifications')
    .values({ id: crypto.randomUUID(), user_id: userId, type, message, is_read: 0, created_at: now() })
    .execute();
}
