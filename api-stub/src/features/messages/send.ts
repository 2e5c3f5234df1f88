import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { MESSAGE_MAIL_AFTER_MINUTES, MESSAGES_PER_HOUR } from 'contracts';
import { userOf } from '../../auth/guard';
import { clock, now } from '../../db/database';
import type { Database } from '../../db/schema';
import type { AppDeps } from '../../http/deps';
import { inTransaction, notify, wake } from '../notifications/notify';
import { contactsShared, hideContacts } from './contacts';
import { type ConversationRow, type Side, toChatMessage } from './conversations';

const HOUR = 3_600_000;
const PREVIEW_CHARS = 80;

/** Where each side reads a conversation. */
export const conversationPath = (side: Side, id: string) =>
  side === 'student' ? `/student/messages/${id}` : `/owner/messages/${id}`;

/** Counts a message against its account's and its address's hourly limits (429 past either). */
export const countMessage = (deps: AppDeps, request: FastifyRequest) =>
  deps.limits.enforce([
    [`message:${userOf(request).id}`, { max: MESSAGES_PER_HOUR.account, windowMs: HOUR }],
    [`message-address:${request.ip}`, { max: MESSAGES_PER_HOUR.address, windowMs: HOUR }],
  ]);

/**
 * Adds a message to the conversation `open` gives (made in the same transaction when it is the first) and
 * tells the other side, all in one transaction with the request's Idempotency-Key. Contacts in it are
 * hidden unless the two already share them.
 */
export async function sendMessage(
  deps: AppDeps,
  request: FastifyRequest,
  open: (tx: Transaction<Database>) => Promise<ConversationRow>,
  side: Side,
  text: string,
) {
  const at = now();
  const { c, row } = await inTransaction(
    deps.db,
    async (tx) => {
      const c = await open(tx);
      const shared = await contactsShared(tx, c.hostel_id, c.student_id);
      const row = {
        id: crypto.randomUUID(),
        conversation_id: c.id,
        sender_id: userOf(request).id,
        sender_role: side,
        body: shared ? text : hideContacts(text),
        created_at: at,
        removed_at: null,
      };
      await tx.insertInto('messages').values(row).execute();
      await tx
        .updateTable('conversations')
        .set({ last_message_at: at, ...(side === 'student' ? { student_read_at: at } : { owner_read_at: at }) })
        .where('id', '=', c.id)
        .execute();
      await tellOtherSide(tx, c, side, row.body);
      return { c, row };
    },
    request,
  );
  return { conversationId: c.id, sent: toChatMessage(row, c, side) };
}

/** One notification while the other side has anything unread in the conversation, e-mailed if still unread
 * after MESSAGE_MAIL_AFTER_MINUTES; their open streams are woken either way (the unread count changed). */
async function tellOtherSide(tx: Transaction<Database>, c: ConversationRow, side: Side, body: string) {
  const to: Side = side === 'student' ? 'owner' : 'student';
  const userId = to === 'owner' ? c.owner_id : c.student_id;
  const link = conversationPath(to, c.id);
  wake(tx, userId);
  const waiting = await tx
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', userId)
    .where('link', '=', link)
    .where('is_read', '=', 0)
    .executeTakeFirst();
  if (waiting) return;
  const preview = body.length > PREVIEW_CHARS ? `${body.slice(0, PREVIEW_CHARS - 1)}…` : body;
  const complaint = c.complaint_subject === null ? null : `complaint “${c.complaint_subject}”`;
  const message =
    to === 'owner'
      ? `${c.student_name} wrote about ${complaint ? `the ${complaint}` : c.hostel_name}: “${preview}”`
      : `${c.hostel_name} answered ${complaint ? `your ${complaint}` : 'you'}: “${preview}”`;
  await notify(tx, userId, 'info', message, {
    link,
    mail: to === 'owner' ? 'message-to-owner' : 'message-to-student',
    mailAfter: new Date(clock() + MESSAGE_MAIL_AFTER_MINUTES * 60_000).toISOString(),
  });
}
