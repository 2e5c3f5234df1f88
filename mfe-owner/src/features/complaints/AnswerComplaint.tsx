import { useMutation } from '@tanstack/react-query';
import { callApi, errorText, useContractForm, useInvalidate } from 'app-kit';
import { MESSAGE_MAX_CHARS, messageBodySchema, type OwnerComplaint } from 'contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, TextAreaField, toast } from 'shared-ui';
import { ownerKeys } from '../../api/keys';
import { ownerPath, ownerPaths } from '../../paths';

/** The owner's answer to a complaint: the first one starts the complaint's conversation in Messages, where
 * the student reads it and answers back. */
export function AnswerComplaint({ complaint: c }: { complaint: OwnerComplaint }) {
  const [open, setOpen] = useState(false);
  if (c.conversationId)
    return <Link to={ownerPath(ownerPaths.conversation, { id: c.conversationId })}>Answers in Messages</Link>;
  if (!open)
    return (
      <Button type="button" $size="sm" $variant="secondary" onClick={() => setOpen(true)}>
        Answer “{c.issue}”
      </Button>
    );
  return <AnswerForm complaint={c} onDone={() => setOpen(false)} />;
}

function AnswerForm({ complaint: c, onDone }: { complaint: OwnerComplaint; onDone: () => void }) {
  const invalidate = useInvalidate();
  const form = useContractForm(messageBodySchema, { text: '' });
  const answer = useMutation({
    mutationFn: (text: string) =>
      callApi('POST /api/owner/complaints/:id/answer', { params: { id: c.id }, body: { text } }),
    onSuccess: () => {
      toast.success(`Answer sent to ${c.student}.`);
      invalidate(ownerKeys.complaints);
      onDone();
    },
  });
  return (
    <form
      method="post"
      noValidate
      onSubmit={form.handleSubmit(({ text }) => answer.mutate(text))}
      style={{ display: 'grid', gap: '0.4rem' }}
    >
      <TextAreaField
        label={`Your answer to “${c.issue}”`}
        rows={3}
        maxLength={MESSAGE_MAX_CHARS}
        error={
          form.formState.errors.text?.message ??
          (answer.isError ? errorText(answer.error, 'Could not send your answer. Please try again.') : undefined)
        }
        {...form.register('text')}
      />
      <span>
        <Button type="submit" $size="sm" disabled={answer.isPending}>
          {answer.isPending ? 'Sending...' : 'Send answer'}
        </Button>{' '}
        <Button type="button" $size="sm" $variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </span>
    </form>
  );
}
