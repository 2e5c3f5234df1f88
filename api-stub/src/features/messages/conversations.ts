import { type ChatMessage, type ConversationSummary, MESSAGE_TEXTS } from 'contracts';
import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, MessagesTable } from '../../db/schema';
import type { RequestUser } from '../../http/types';
import { notFound } from '../../http/errors';

/** How many conversations a list shows, and messages a conversation (the latest). */
const LIST_MAX = 100;
const THREAD_MAX = 200;

/** Which side of a conversation a user is on. */
export type Side = 'student' | 'owner';

export interface ConversationRow {
  id: string;
  hostel_id: string;
  student_id: string;
  hostel_name: string;
  owner_id: string;
  student_name: string;
  student_read_at: string | null;
  owner_read_at: string | null;
  complaint_id: string | null;
  complaint_subject: string | null;
}

const conversationsWithNames = (db: Db | Transaction<Database>) =>
  db
    .selectFrom('conversations')
    .innerJoin('hostels', 'hostels.id', 'conversations.hostel_id')
    .innerJoin('users', 'users.id', 'conversations.student_id')
    .leftJoin('complaints', 'complaints.id', 'conversations.complaint_id')
    .select([
      'conversations.complaint_id',
      'complaints.subject as complaint_subject',
      'conversations.id',
      'conversations.hostel_id',
      'conversations.student_id',
      'conversations.student_read_at',
      'conversations.owner_read_at',
      'conversations.last_message_at',
      'hostels.name as hostel_name',
      'hostels.owner_id',
      'users.name as student_name',
    ]);

/** The conversation `id` if `user` is on one of its sides (the student, or the hostel's owner), and which. */
export async function conversationOf(
  db: Db | Transaction<Database>,
  id: string,
  user: RequestUser,
): Promise<[ConversationRow, Side]> {
  const row = await conversationsWithNames(db).where('conversations.id', '=', id).executeTakeFirst();
  if (row && user.role === 'student' && row.student_id === user.id) return [row, 'student'];
  if (row && user.role === 'owner' && row.owner_id === user.id) return [row, 'owner'];
  throw notFound(MESSAGE_TEXTS.notFound);
}

export function toChatMessage(m: Selectable<MessagesTable>, c: ConversationRow, side: Side): ChatMessage {
  return {
    id: m.id,
    from: m.sender_role,
    author: m.sender_role === 'student' ? c.student_name : c.hostel_name,
    text: m.removed_at ? 'This message was removed by the Hostel Hub team.' : m.body,
    createdAt: m.created_at,
    mine: m.sender_role === side,
    removed: m.removed_at !== null,
  };
}

const otherSide = (side: Side): Side => (side === 'student' ? 'owner' : 'student');
const readAtOf = (c: Pick<ConversationRow, 'student_read_at' | 'owner_read_at'>, side: Side) =>
  (side === 'student' ? c.student_read_at : c.owner_read_at) ?? '';

/** Messages from the other side after the one `side` last read. */
function unreadIn(db: Db, conversationId: string, side: Side, readAt: string) {
  return db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('conversation_id', '=', conversationId)
    .where('sender_role', '=', otherSide(side))
    .where('created_at', '>', readAt)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

/** The user's conversations, the latest first: the student's own, or those of the owner's hostels. */
export async function conversationList(db: Db, user: RequestUser, side: Side): Promise<ConversationSummary[]> {
  const rows = await conversationsWithNames(db)
    .where(side === 'student' ? 'conversations.student_id' : 'hostels.owner_id', '=', user.id)
    .orderBy('conversations.last_message_at', 'desc')
    .orderBy('conversations.id')
    .limit(LIST_MAX)
    .execute();
  return Promise.all(rows.map((c) => summaryOf(db, c, side)));
}

/** A conversation's latest messages, newest first (a conversation is made with its first message). */
const latestMessages = (db: Db, conversationId: string, limit: number) =>
  db
    .selectFrom('messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

async function summaryOf(db: Db, c: ConversationRow, side: Side): Promise<ConversationSummary> {
  const [[last], unread] = await Promise.all([
    latestMessages(db, c.id, 1),
    unreadIn(db, c.id, side, readAtOf(c, side)),
  ]);
  return summaryWith(c, side, last, unread);
}

function summaryWith(
  c: ConversationRow,
  side: Side,
  last: Selectable<MessagesTable>,
  unread: number,
): ConversationSummary {
  return {
    id: c.id,
    hostelId: c.hostel_id,
    hostelName: c.hostel_name,
    studentName: c.student_name,
    lastMessage: toChatMessage(last, c, side),
    unread,
    complaint: c.complaint_id ? { id: c.complaint_id, subject: c.complaint_subject ?? '' } : null,
  };
}

/** A conversation's latest messages, oldest first, with its summary. */
export async function conversationThread(db: Db, c: ConversationRow, side: Side) {
  const [latest, unread] = await Promise.all([
    latestMessages(db, c.id, THREAD_MAX),
    unreadIn(db, c.id, side, readAtOf(c, side)),
  ]);
  return {
    ...summaryWith(c, side, latest[0], unread),
    messages: latest.reverse().map((m) => toChatMessage(m, c, side)),
  };
}

/** How many messages wait unread for the user, over all their conversations. */
export async function unreadMessages(db: Db, user: Pick<RequestUser, 'id' | 'role'>): Promise<number> {
  const side: Side = user.role === 'owner' ? 'owner' : 'student';
  const { n } = await db
    .selectFrom('messages')
    .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
    .innerJoin('hostels', 'hostels.id', 'conversations.hostel_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(side === 'student' ? 'conversations.student_id' : 'hostels.owner_id', '=', user.id)
    .where('messages.sender_role', '=', otherSide(side))
    .where((eb) =>
      eb(
        'messages.created_at',
        '>',
        eb.fn.coalesce(
          side === 'student' ? 'conversations.student_read_at' : 'conversations.owner_read_at',
          eb.val(''),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(n);
}
