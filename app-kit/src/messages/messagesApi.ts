import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Conversation, MESSAGES_DOM_EVENT } from 'contracts';
import { callApi } from '../api/callApi';

/** Which side of conversations the screen is for: the student's, or the owner's of their hostels. */
export type MessagesSide = 'student' | 'owner';

const messagesKey = ['messages'] as const;

export const conversationsQuery = (side: MessagesSide) =>
  queryOptions({
    queryKey: [...messagesKey, 'list', side],
    queryFn: () => callApi(side === 'student' ? 'GET /api/student/conversations' : 'GET /api/owner/conversations', {}),
  });

export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: [...messagesKey, 'conversation', id],
    queryFn: () => callApi('GET /api/conversations/:id', { params: { id } }),
  });

/** Sends a message in a conversation; it shows at once, and the lists follow. */
export function useSendMessage(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => callApi('POST /api/conversations/:id/messages', { params: { id }, body: { text } }),
    onSuccess: ({ sent }) => {
      client.setQueryData<Conversation>(conversationQuery(id).queryKey, (c) =>
        c ? { ...c, messages: [...c.messages, sent], lastMessage: sent } : c,
      );
      void client.invalidateQueries({ queryKey: messagesKey });
    },
  });
}

/** Marks a conversation read (its unread count, and the navbar's, go down). The conversation loads again too:
 * its unread count back at 0, the next message that comes is marked read in turn. */
export function useMarkConversationRead(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('PUT /api/conversations/:id/read', { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: messagesKey }),
  });
}

export function useReportMessage() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      callApi('POST /api/messages/:id/report', { params: { id }, body: { reason } }),
  });
}

/** Refreshes the conversations when the shell says the unread messages changed (a message came). */
export function refreshOnMessages(client: QueryClient): () => void {
  if (typeof window === 'undefined') return () => {};
  const refresh = () => void client.invalidateQueries({ queryKey: messagesKey });
  window.addEventListener(MESSAGES_DOM_EVENT, refresh);
  return () => window.removeEventListener(MESSAGES_DOM_EVENT, refresh);
}
