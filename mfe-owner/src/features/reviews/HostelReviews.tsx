import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { errorText, QueryView, useContractForm, useInvalidate } from 'app-kit';
import { REPLY_TEXT_MAX, REVIEW_ASPECT_LABELS, REVIEW_ASPECTS, type Review, replyBodySchema } from 'contracts';
import { useState } from 'react';
import { Button, formatDate, TextAreaField, toast, Pager } from 'shared-ui';
import styled from 'styled-components';
import { ownerKeys } from '../../api/keys';
import { ownerApi } from '../../api/ownerApi';

const Wrap = styled.section`
  margin-top: 1.5rem;
  ol { list-style: none; padding: 0; margin: 0; display: grid; gap: 1rem; }
  article { border-top: 1px solid ${({ theme }) => theme.colors.border}; padding-top: 0.75rem; }
  h3 { font-size: 1rem; margin: 0 0 0.25rem; }
  .meta { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.9rem; margin: 0; }
  blockquote { margin: 0.5rem 0 0 0.75rem; padding-left: 0.75rem; border-left: 3px solid ${({ theme }) => theme.colors.border}; }
`;

/** The owner's view of a hostel's reviews, newest first, with one public reply per review. */
export function HostelReviews({ hostelId }: { hostelId: string }) {
  const [page, setPage] = useState(1);
  const reviews = useQuery({
    queryKey: [...ownerKeys.reviews(hostelId), page],
    queryFn: () => ownerApi.reviews(hostelId, page),
    placeholderData: keepPreviousData,
  });
  return (
    <Wrap aria-labelledby="reviews-title">
      <h2 id="reviews-title">Reviews</h2>
      <QueryView query={reviews} error="Could not load the reviews." loading="Loading reviews...">
        {({ summary, reviews: list, totalPages }) =>
          summary.count ? (
            <>
              <p>
                {summary.average.toFixed(1)} ★ from {summary.count} review{summary.count === 1 ? '' : 's'} ·{' '}
                {REVIEW_ASPECTS.map((a) => `${REVIEW_ASPECT_LABELS[a]} ${summary.aspects[a].toFixed(1)}`).join(' · ')}
              </p>
              <ol aria-label="Reviews">
                {list.map((r) => (
                  <li key={r.id}>
                    <ReviewWithReply review={r} hostelId={hostelId} />
                  </li>
                ))}
              </ol>
              <Pager
                page={page}
                totalPages={totalPages}
                onPage={setPage}
                label="Review pages"
                previous="Newer reviews"
                next="Older reviews"
              />
            </>
          ) : (
            <p>No reviews yet. Students who stay here can review it.</p>
          )
        }
      </QueryView>
    </Wrap>
  );
}

function ReviewWithReply({ review: r, hostelId }: { review: Review; hostelId: string }) {
  const invalidate = useInvalidate();
  const [open, setOpen] = useState(false);
  const form = useContractForm(replyBodySchema, { text: '' });
  const reply = useMutation({
    mutationFn: (text: string) => ownerApi.reply(r.id, text),
    onSuccess: ({ message }) => {
      toast.success(message);
      setOpen(false);
      invalidate(ownerKeys.reviews(hostelId));
    },
  });
  return (
    <article aria-labelledby={`review-${r.id}`}>
      <h3 id={`review-${r.id}`}>
        {r.author}: {r.overall} of 5 stars
      </h3>
      <p className="meta">{formatDate(r.createdAt)}</p>
      <p>{r.text}</p>
      {r.reply ? (
        <blockquote aria-label="Your reply">
          <strong>Your reply</strong> ({formatDate(r.reply.at)}): {r.reply.text}
        </blockquote>
      ) : open ? (
        <form method="post" noValidate onSubmit={form.handleSubmit(({ text }) => reply.mutate(text))}>
          <TextAreaField
            label={`Your public reply to ${r.author}`}
            rows={3}
            maxLength={REPLY_TEXT_MAX}
            disabled={reply.isPending}
            error={
              form.formState.errors.text?.message ??
              (reply.isError ? errorText(reply.error, 'Could not post your reply.') : undefined)
            }
            {...form.register('text')}
          />
          <Button type="submit" $size="sm" disabled={reply.isPending}>
            {reply.isPending ? 'Posting...' : 'Post reply'}
          </Button>{' '}
          <Button type="button" $size="sm" $variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <Button type="button" $size="sm" $variant="secondary" onClick={() => setOpen(true)}>
          Reply to {r.author}
        </Button>
      )}
    </article>
  );
}
