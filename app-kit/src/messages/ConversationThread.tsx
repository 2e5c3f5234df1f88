import { useQuery } from '@tanstack/react-query';
import { type ChatMessage, CONTACT_HIDDEN, MESSAGE_MAX_CHARS, messageBodySchema, REASON_MAX } from 'contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, formatDateTime, TextAreaField, TextField, toast } from 'shared-ui';
import styled from 'styled-components';
import { useContractForm } from '../forms/useContractForm';
import { errorText, QueryView } from '../query/QueryView';
import { otherParty } from './otherParty';
import {
  conversationQuery,
  type MessagesSide,
  useMarkConversationRead,
  useReportMessage,
  useSendMessage,
} from './messagesApi';

const Log = styled.ol`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  display: grid;
  gap: 0.6rem;
  max-height: 60vh;
  overflow-y: auto;
  li {
    max-width: 85%;
    padding: 0.55rem 0.8rem;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  li.mine { justify-self: end; background: ${({ theme }) => theme.colors.infoBg}; color: ${({ theme }) => theme.colors.infoText}; }
  .meta { display: block; font-size: 0.8rem; opacity: 0.85; margin-top: 0.2rem; white-space: normal; }
  .removed { font-style: italic; }
  form { display: grid; gap: 0.4rem; margin-top: 0.5rem; }
`;

/** One conversation: its messages, oldest first (new ones announced), the answer form, and a report per message
 * of the other side. Opening it marks it read. */
export function ConversationThread({ id, side, backTo }: { id: string; side: MessagesSide; backTo: string }) {
  const conversation = useQuery(conversationQuery(id));
  const markRead = useMarkConversationRead(id);
  const unread = conversation.data?.unread ?? 0;
  const { mutate: read } = markRead;
  useEffect(() => {
    if (unread > 0) read();
  }, [unread, read]);
  // the latest message in view, as it comes
  const log = useRef<HTMLOListElement>(null);
  const count = conversation.data?.messages.length ?? 0;
  useEffect(() => {
    if (count && log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [count]);

  return (
    <Card as="section" aria-labelledby="conversation-title">
      <QueryView query={conversation} loading="Loading the conversation..." error="Could not load this conversation.">
        {(c) => (
          <>
            <p style={{ margin: 0 }}>
              <Link to={backTo}>← All conversations</Link>
            </p>
            <h2 id="conversation-title">{otherParty(c, side)}</h2>
            {!c.contactsShared && (
              <p style={{ marginTop: 0 }}>
                Phone numbers and e-mail addresses stay hidden until a booking here is approved: they show as “
                {CONTACT_HIDDEN}”.
              </p>
            )}
            <Log ref={log} aria-label="Messages" aria-live="polite">
              {c.messages.map((m) => (
                <MessageItem key={m.id} message={m} />
              ))}
            </Log>
            <AnswerForm id={id} />
          </>
        )}
      </QueryView>
    </Card>
  );
}

function MessageItem({ message: m }: { message: ChatMessage }) {
  const [reporting, setReporting] = useState(false);
  return (
    <li className={m.mine ? 'mine' : undefined}>
      <span className={m.removed ? 'removed' : undefined}>{m.text}</span>
      <span className="meta">
        {m.mine ? 'You' : m.author} · {formatDateTime(m.createdAt)}
        {!m.mine && !m.removed && !reporting && (
          <>
            {' · '}
            <Button type="button" $size="sm" $variant="secondary" onClick={() => setReporting(true)}>
              Report
            </Button>
          </>
        )}
      </span>
      {reporting && <ReportForm messageId={m.id} onClose={() => setReporting(false)} />}
    </li>
  );
}

function ReportForm({ messageId, onClose }: { messageId: string; onClose: () => void }) {
  const report = useReportMessage();
  const [reason, setReason] = useState('');
  return (
    <form
      method="post"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        report.mutate(
          { id: messageId, reason },
          {
            onSuccess: ({ message }) => {
              toast.success(message);
              onClose();
            },
          },
        );
      }}
    >
      <TextField
        label="Why should our team look at this message?"
        maxLength={REASON_MAX}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={report.isError ? errorText(report.error, 'Could not send the report. Please try again.') : undefined}
        disabled={report.isPending}
      />
      <span>
        <Button type="submit" $size="sm" disabled={report.isPending}>
          {report.isPending ? 'Sending...' : 'Send report'}
        </Button>{' '}
        <Button type="button" $size="sm" $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </span>
    </form>
  );
}

function AnswerForm({ id }: { id: string }) {
  const send = useSendMessage(id);
  const form = useContractForm(messageBodySchema, { text: '' });
  const submit = form.handleSubmit(({ text }) => send.mutate(text, { onSuccess: () => form.reset({ text: '' }) }));
  return (
    <form method="post" noValidate onSubmit={submit} style={{ display: 'grid', gap: '0.5rem' }}>
      <TextAreaField
        label="Your message"
        rows={3}
        maxLength={MESSAGE_MAX_CHARS}
        error={
          form.formState.errors.text?.message ??
          (send.isError ? errorText(send.error, 'Could not send your message. Please try again.') : undefined)
        }
        onKeyDown={(e) => {
          // Ctrl+Enter (⌘+Enter) sends, as in mail and chat apps; Enter alone starts a new line
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
        }}
        {...form.register('text')}
      />
      <span>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send'}
        </Button>
      </span>
    </form>
  );
}
