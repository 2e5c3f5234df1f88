import './jitless'; // first: before any schema is defined
import { z } from 'zod';
import { requiredText } from './fields';
import { MESSAGE_MAX_CHARS } from './limits';

// Conversations between a student and a hostel (issue 38): the student writes from the hostel's page, the
// owner answers from the owner area. Plain text; contacts stay hidden until a booking is approved.

export const MESSAGE_TEXTS = {
  required: 'Write a message first.',
  tooLong: 'A message is at most 2,000 characters.',
  sent: 'Message sent.',
  notFound: 'Conversation not found.',
  messageNotFound: 'Message not found.',
  ownMessage: 'You cannot report your own message.',
  reported: 'Thank you. Our team will look at this message.',
  read: 'Marked as read.',
} as const;

export const messageBodySchema = z.object({
  text: requiredText(MESSAGE_TEXTS.required, MESSAGE_MAX_CHARS, MESSAGE_TEXTS.tooLong),
});
export type MessageBody = z.infer<typeof messageBodySchema>;

export const SENDER_ROLES = ['student', 'owner'] as const;

export const chatMessageSchema = z.object({
  id: z.string(),
  from: z.enum(SENDER_ROLES),
  /** The name shown with it: the student's, or the hostel's for the owner. */
  author: z.string(),
  text: z.string(),
  createdAt: z.string(),
  /** Sent by the one asking. */
  mine: z.boolean(),
  /** Removed by the operator after a report: its text is gone. */
  removed: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  hostelId: z.string(),
  hostelName: z.string(),
  studentName: z.string(),
  lastMessage: chatMessageSchema,
  /** Messages from the other side not yet read by the one asking. */
  unread: z.number(),
  /** The complaint it answers; null for questions to the hostel. */
  complaint: z.object({ id: z.string(), subject: z.string() }).nullable(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationsSchema = z.object({ conversations: z.array(conversationSummarySchema) });
export type Conversations = z.infer<typeof conversationsSchema>;

export const conversationSchema = conversationSummarySchema.extend({
  /** Oldest first. */
  messages: z.array(chatMessageSchema),
  /** Whether phone numbers and e-mail addresses are shown (a booking here was approved). */
  contactsShared: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const messageSentSchema = z.object({
  message: z.string(),
  conversationId: z.string(),
  sent: chatMessageSchema,
});
export type MessageSent = z.infer<typeof messageSentSchema>;

/** A reported message in the operator's queue, with who wrote it and where. */
export const messageReportSchema = z.object({
  id: z.string(),
  reason: z.string(),
  reportedAt: z.string(),
  reporter: z.string(),
  message: z.object({
    id: z.string(),
    hostelName: z.string(),
    author: z.string(),
    from: z.enum(SENDER_ROLES),
    text: z.string(),
    createdAt: z.string(),
  }),
});
export type MessageReport = z.infer<typeof messageReportSchema>;
export const messageReportQueueSchema = z.object({ reports: z.array(messageReportSchema), total: z.number() });
export type MessageReportQueue = z.infer<typeof messageReportQueueSchema>;

export const unreadMessagesSchema = z.object({ unread: z.number() });
