import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, errorText, useLazyContractForm } from 'app-kit';
import { MESSAGE_MAX_CHARS } from 'contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Banner, Button, TextAreaField } from 'shared-ui';
import { studentPath, studentPaths } from '../../paths';
import { useAskToLogIn, useIntent, useIsStudent } from './visitorIntent';

const loadSchema = () => import('./askForm').then((forms) => forms.messageBodySchema);
/** A question a visitor wrote before logging in: kept in this tab until it is sent. */
const DRAFT = 'hh-message-draft';

function draftFor(hostelId: string): string {
  try {
    const draft = JSON.parse(sessionStorage.getItem(DRAFT) ?? 'null') as { hostelId?: string; text?: string } | null;
    return draft?.hostelId === hostelId && typeof draft.text === 'string' ? draft.text : '';
  } catch {
    return '';
  }
}

/**
 * "Ask the hostel": a question in writing, before any booking (contacts stay private until one is approved).
 * A visitor writes it too: it waits in this tab while they log in or register, and is back in the box after.
 */
export function AskTheHostel({ hostelId, hostelName }: { hostelId: string; hostelName: string }) {
  const isStudent = useIsStudent();
  const askToLogIn = useAskToLogIn();
  const [intent, clearIntent] = useIntent();
  const client = useQueryClient();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useLazyContractForm(loadSchema, { text: '' });
  const { setValue, setFocus } = form;
  const send = useMutation({
    mutationFn: (text: string) =>
      callApi('POST /api/student/hostels/:hostelId/messages', { params: { hostelId }, body: { text } }),
    onSuccess: ({ conversationId }) => {
      sessionStorage.removeItem(DRAFT);
      form.reset({ text: '' });
      setSentTo(conversationId);
      void client.invalidateQueries({ queryKey: ['messages'] });
    },
  });

  // back from logging in: the question is in the box again, ready to send
  useEffect(() => {
    const draft = draftFor(hostelId);
    if (!draft) return;
    setValue('text', draft);
    if (intent === 'ask') {
      setFocus('text');
      clearIntent();
    }
  }, [hostelId, intent, clearIntent, setValue, setFocus]);

  const submit = form.handleSubmit(({ text }) => {
    if (!isStudent) {
      sessionStorage.setItem(DRAFT, JSON.stringify({ hostelId, text }));
      askToLogIn('ask');
      return;
    }
    send.mutate(text);
  });

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      onFocus={form.warm}
      onPointerDown={form.warm}
      style={{ display: 'grid', gap: '0.5rem' }}
    >
      <TextAreaField
        label={`Your question to ${hostelName}`}
        hint="The owner answers in Messages. Phone numbers and e-mail addresses stay hidden until a booking is approved."
        rows={3}
        maxLength={MESSAGE_MAX_CHARS}
        error={
          form.formState.errors.text?.message ??
          (send.isError ? errorText(send.error, 'Could not send your question. Please try again.') : undefined)
        }
        {...form.register('text')}
      />
      <span>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : isStudent ? 'Send question' : 'Log in to send'}
        </Button>
      </span>
      {sentTo && (
        <Banner tone="success">
          Question sent.{' '}
          <Link to={studentPath(studentPaths.conversation, { id: sentTo })}>See the conversation in Messages</Link>
        </Banner>
      )}
    </form>
  );
}
