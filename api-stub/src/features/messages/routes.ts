import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import { MARKET_MESSAGES, MESSAGE_TEXTS } from 'contracts';
import { userOf } from '../../auth/guard';
import { now } from '../../db/database';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/dialect';
import { conflict, notFound } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';
import { inTransaction, wake } from '../notifications/notify';
import { listedHostel } from '../student/lookups';
import { conversationList, conversationOf, conversationThread, unreadMessages } from './conversations';
import { contactsShared } from './contacts';
import { conversationPath, countMessage, sendMessage } from './send';

/**
 * Messages between a student and a hostel: the student writes from the hostel's page, either side answers
 * in the conversation; the owner answers a complaint in its own conversation. Contacts are hidden until a
 * booking is approved.
 */
export async function messageRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, guard } = deps;

  /** A new conversation, or nothing when the unique index already has it (whoever wrote first). */
  const startConversation = (
    tx: Transaction<Database>,
    values: { hostel_id: string; student_id: string; complaint_id: string | null },
  ) => {
    const at = now();
    const row = {
      id: crypto.randomUUID(),
      created_at: at,
      last_message_at: at,
      student_read_at: null,
      owner_read_at: null,
    };
    const insert = tx.insertInto('conversations').values({ ...row, ...values });
    return (
      values.complaint_id
        ? insert.onConflict((oc) => oc.column('complaint_id').doNothing())
        : insert.onConflict((oc) =>
            oc.columns(['hostel_id', 'student_id']).where('complaint_id', 'is', null).doNothing(),
          )
    ).execute();
  };

  app.route({
    ...endpoint('POST /api/student/hostels/:hostelId/messages', guard),
    handler: async (request, reply) => {
      const me = userOf(request);
      const hostel = await listedHostel(db, request.params.hostelId);
      await countMessage(deps, request);
      const open = async (tx: Transaction<Database>) => {
        await startConversation(tx, { hostel_id: hostel.id, student_id: me.id, complaint_id: null });
        const { id } = await tx
          .selectFrom('conversations')
          .select('id')
          .where('hostel_id', '=', hostel.id)
          .where('student_id', '=', me.id)
          .where('complaint_id', 'is', null)
          .executeTakeFirstOrThrow();
        const [conversation] = await conversationOf(tx, id, me);
        return conversation;
      };
      const sent = await sendMessage(deps, request, open, 'student', request.body.text);
      return reply.status(201).send({ message: MESSAGE_TEXTS.sent, ...sent });
    },
  });

  app.route({
    ...endpoint('POST /api/conversations/:id/messages', guard),
    handler: async (request, reply) => {
      const me = userOf(request);
      const [conversation, side] = await conversationOf(db, request.params.id, me);
      await countMessage(deps, request);
      const sent = await sendMessage(deps, request, async () => conversation, side, request.body.text);
      return reply.status(201).send({ message: MESSAGE_TEXTS.sent, ...sent });
    },
  });

  app.route({
    ...endpoint('POST /api/owner/complaints/:id/answer', guard),
    handler: async (request, reply) => {
      const me = userOf(request);
      const complaint = await db
        .selectFrom('complaints')
        .innerJoin('hostels', 'hostels.id', 'complaints.hostel_id')
        .select(['complaints.id', 'complaints.hostel_id', 'complaints.student_id'])
        .where('complaints.id', '=', request.params.id)
        .where('hostels.owner_id', '=', me.id)
        .executeTakeFirst();
      if (!complaint) throw notFound('Complaint not found.');
      await countMessage(deps, request);
      const open = async (tx: Transaction<Database>) => {
        await startConversation(tx, {
          hostel_id: complaint.hostel_id,
          student_id: complaint.student_id,
          complaint_id: complaint.id,
        });
        const { id } = await tx
          .selectFrom('conversations')
          .select('id')
          .where('complaint_id', '=', complaint.id)
          .executeTakeFirstOrThrow();
        const [conversation] = await conversationOf(tx, id, me);
        return conversation;
      };
      const sent = await sendMessage(deps, request, open, 'owner', request.body.text);
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
