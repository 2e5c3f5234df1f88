import type { ConversationSummary } from 'contracts';
import type { MessagesSide } from './messagesApi';

/** Whom a conversation is with, as this side sees it, and what about when it answers a complaint. */
export const otherParty = (
  c: Pick<ConversationSummary, 'hostelName' | 'studentName' | 'complaint'>,
  side: MessagesSide,
) =>
  `${side === 'student' ? c.hostelName : `${c.studentName} · ${c.hostelName}`}${
    c.complaint ? ` · complaint “${c.complaint.subject}”` : ''
  }`;
