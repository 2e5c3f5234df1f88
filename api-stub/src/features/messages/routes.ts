import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import { MARKET_MESSAGES, MESSAGE_MAIL_AFTER_MINUTES, MESSAGE_TEXTS, MESSAGES_PER_HOUR } from 'contracts';
import { userOf } from '../../auth/guard';
import { clock, now } from '../../db/database';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/dialect';
import { conflict, notFound } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';
import { inTransaction, notify, wake } from '../notifications/notify';
import { listedHostel } from '../student/lookups';
import { contactsShared, hideContacts } from './contacts';
import {
  type ConversationRow,
  conversationList,
  conversationOf,
  conversationThread,
  type Side,
  toChatMessage,
  unreadMessages,
} from './conversations';

const HOUR = 3_600_000;
const PREVIEW_CHARS = 80;

/** Where each side reads a conversation. */
export const conversationPath = (side: Side, id: string) =>
  side === 'student' ? `/student/messages/${id}` : `/owner/messages/${id}`;

/**
 * Messages between a student and a hostel: the student writes from the hostel's page, either side answers
 * in the conversation; the other side gets one notification while it has unread messages there, e-mailed
 * if still unread after MESSAGE_MAIL_AFTER_MINUTES. Contacts are hidden until a booking is approved.
 */
export async function messageRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, guard, limits } = deps;

  const countSend = (request: FastifyRequest, userId: string) =>
    limits.enforce([
      [`message:${userId}`, { max: MESSAGES_PER_HOUR.account, windowMs: HOUR }],
      [`message-address:${request.ip}`, { max: MESSAGES_PER_HOUR.address, windowMs: HOUR }],
    ]);

  /**
   * Adds a message to the conversation `open` gives (made in the same transaction when it is the first) and
   * tells the other side, all in one transaction.
   */
  async function send(
    request: FastifyRequest,
    open: (tx: Transaction<Database>) => Promise<ConversationRow>,
    side: Side,
    text: string,
  ) {
    const at = now();
    const { c, row } = await inTransaction(
      db,
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

  async function tellOtherSide(tx: Transaction<Database>, c: ConversationRow, side: Side, body: string) {
    const to: Side = side === 'student' ? 'owner' : 'student';
    const userId = to === 'owner' ? c.owner_id : c.student_id;
    const link = conversationPath(to, c.id);
    // one notification while there is anything unread in the conversation
    const waiting = await tx
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', userId)
      .where('link', '=', link)
      .where('is_read', '=', 0)
      .executeTakeFirst();
    wake(tx, userId); // the unread count changed: the other side's open streams send it
    if (waiting) return;
    const preview = body.length > PREVIEW_CHARS ? `${body.slice(0, PREVIEW_CHARS - 1)}…` : body;
    const message =
      to === 'owner'
        ? `${c.student_name} wrote about ${c.hostel_name}: “${preview}”`
        : `${c.hostel_name} answered you: “${preview}”`;
    await notify(tx, userId, 'info', message, {
      link,
      mail: to === 'owner' ? 'message-to-owner' : 'message-to-student',
      mailAfter: new Date(clock() + MESSAGE_MAIL_AFTER_MINUTES * 60_000).toISOString(),
    });
  }

  app.route({
    ...endpoint('POST /api/student/hostels/:hostelId/messages', guard),
    handler: async (request, reply) => {
      const me = userOf(request);
      const hostel = await listedHostel(db, request.params.hostelId);
      await countSend(request, me.id);
      const open = async (tx: Transaction<Database>) => {
        // the unique key keeps one conversation per student and hostel, whoever writes first
        const at = now();
        await tx
          .insertInto('conversations')
          .values({
            id: crypto.randomUUID(),
            hostel_id: hostel.id,
            student_id: me.id,
            created_at: at,
            last_message_at: at,
            student_read_at: null,
            owner_read_at: null,
          })
          .onConflict((oc) => oc.columns(['hostel_id', 'student_id']).doNothing())
          .execute();
        const { id } = await tx
          .selectFrom('conversations')
          .select('id')
          .where('hostel_id', '=', hostel.id)
          .where('student_id', '=', me.id)
          .executeTakeFirstOrThrow();
        const [conversation] = await conversationOf(tx, id, me);
        return conversation;
      };
      const sent = await send(request, open, 'student', request.body.text);
      return reply.status(201).send({ message: MESSAGE_TEXTS.sent, ...sent });
    },
  });

  app.route({
    ...endpoint('POST /api/conversations/:id/messages', guard),
    handler: async (request, reply) => {
      const me = userOf(request);
      const [conversation, side] = await conversationOf(db, request.params.id, me);
      await countSend(request, me.id);
      const sent = await send(request, async () => conversation, side, request.body.text);
      return reply.status(201).send({ message: MESSAGE_TEXTS.sent, ...sent });
    },
  });

  app.route({
    ...endpoint('GET /api/student/conversations', guard),
    handler: async (request) => ({ conversations: await conversationList(db, userOf(request), 'student') }),
  });

  app.route({
    ...endpoint('GET /api/owner/conversations', guard),
    handler: async (request) => ({ conversations: await conversationList(db, userOf(request), 'owner') }),
  });

  app.route({
    ...endpoint('GET /api/messages/unread', guard),
    handler: async (request) => ({ unread: await unreadMessages(db, userOf(request)) }),
  });

  app.route({
    ...endpoint('GET /api/conversations/:id', guard),
    handler: async (request) => {
      const [conversation, side] = await conversationOf(db, request.params.id, userOf(request));
      const [thread, shared] = await Promise.all([
        conversationThread(db, conversation, side),
        contactsShared(db, conversation.hostel_id, conversation.student_id),
      ]);
      return { ...thread, contactsShared: shared };
    },
  });

  app.route({
    ...endpoint('PUT /api/conversations/:id/read', guard),
    handler: async (request) => {
      const me = userOf(request);
      const [conversation, side] = await conversationOf(db, request.params.id, me);
      const at = now();
      await inTransaction(
        db,
        async (tx) => {
          await tx
            .updateTable('conversations')
            .set(side === 'student' ? { student_read_at: at } : { owner_read_at: at })
            .where('id', '=', conversation.id)
            .execute();
          wake(tx, me.id); // the reader's own unread count changed
          // its notifications are read too: a mail still waiting for them is not sent
          await tx
            .updateTable('notifications')
            .set({ is_read: 1 })
            .where('user_id', '=', me.id)
            .where('link', '=', conversationPath(side, conversation.id))
            .where('is_read', '=', 0)
            .execute();
        },
        request,
      );
      return { message: MESSAGE_TEXTS.read };
    },
  });

  app.route({
    ...endpoint('POST /api/messages/:id/report', guard),
    handler: async (request, reply) => {
      const me = userOf(request);
      const message = await db
        .selectFrom('messages')
        .select(['id', 'conversation_id', 'sender_id'])
        .where('id', '=', request.params.id)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      if (!message) throw notFound(MESSAGE_TEXTS.messageNotFound);
      // only someone in the conversation can report it (anyone else is told it does not exist)
      await conversationOf(db, message.conversation_id, me).catch(() => {
        throw notFound(MESSAGE_TEXTS.messageNotFound);
      });
      if (message.sender_id === me.id) throw conflict(MESSAGE_TEXTS.ownMessage);
      try {
        await db
          .insertInto('message_reports')
          .values({
            id: crypto.randomUUID(),
            message_id: message.id,
            reporter_id: me.id,
            reason: request.body.reason,
            created_at: now(),
            decided_at: null,
            decision: null,
            note: null,
          })
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(MARKET_MESSAGES.reportedAlready);
        throw error;
      }
      return reply.status(201).send({ message: MESSAGE_TEXTS.reported });
    },
  });
}
