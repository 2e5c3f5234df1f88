import { errorText, QueryView, useLazyContractForm } from 'app-kit';
import {
  REASON_MAX,
  REVIEW_ASPECT_LABELS,
  REVIEW_ASPECTS,
  REVIEW_SORT_LABELS,
  REVIEW_SORTS,
  type Review,
  type ReviewSort,
} from 'contracts';
import { memo, useEffect, useState } from 'react';
import { isLoggedIn, useSession } from 'shared-auth';
import { useIsStudent } from '../hostels/visitorIntent';
import { Button, formatDate, SelectField, TextField, toast, Pager } from 'shared-ui';
import styled from 'styled-components';
import { ReviewForm } from './ReviewForm';
import { useReportReview, useReviewEligibility, useReviews } from './queries';

const Wrap = styled.div`
  .summary { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 1rem; }
  .summary dt { font-weight: 600; }
  .summary dd { margin: 0; }
  ol { list-style: none; padding: 0; margin: 0; display: grid; gap: 1rem; }
  article { border-top: 1px solid ${({ theme }) => theme.colors.border}; padding-top: 0.75rem; }
  h3 { font-size: 1rem; margin: 0 0 0.25rem; }
  .meta { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.9rem; margin: 0; }
  .aspects { font-size: 0.88rem; margin: 0.25rem 0; }
  blockquote { margin: 0.5rem 0 0 0.75rem; padding-left: 0.75rem; border-left: 3px solid ${({ theme }) => theme.colors.border}; }
  form.report { display: flex; gap: 0.5rem; align-items: flex-end; flex-wrap: wrap; margin-top: 0.5rem; }
  form.report > div { flex: 1 1 14rem; margin: 0; }
`;

const stars = (n: number) => `${n} of 5 stars`;

/** The hostel page's reviews: averages per aspect, the reviews newest first (paged), the student's own review
 * when a stay allows it, and "Report" for anyone signed in. */
export function ReviewsSection({ hostelId }: { hostelId: string }) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ReviewSort>('newest');
  const reviews = useReviews(hostelId, page, sort);
  const isStudent = useIsStudent();
  // a student in her area is signed in, also before the session is read (hydrating the server's page)
  const signedIn = useSession(isLoggedIn) || isStudent;
  const eligibility = useReviewEligibility(hostelId, isStudent);
  return (
    <Wrap>
      <QueryView query={reviews} error="Could not load the reviews." loading="Loading reviews...">
        {({ summary, reviews: list, totalPages }) => (
          <>
            {summary.count ? (
              <dl className="summary" aria-label="Ratings">
                <dt>Overall</dt>
                <dd>
                  {summary.average.toFixed(1)} ★ from {summary.count} review{summary.count === 1 ? '' : 's'}
                </dd>
                {REVIEW_ASPECTS.map((a) => (
                  <div key={a} style={{ display: 'contents' }}>
                    <dt>{REVIEW_ASPECT_LABELS[a]}</dt>
                    <dd>{summary.aspects[a].toFixed(1)} ★</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p>No reviews yet.</p>
            )}
            {summary.count > 1 && (
              <SelectField
                label="Sort reviews"
                value={sort}
                onChange={(e) => {
                  setSort(e.target.value as ReviewSort);
                  setPage(1);
                }}
              >
                {REVIEW_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {REVIEW_SORT_LABELS[s]}
                  </option>
                ))}
              </SelectField>
            )}
            {list.length > 0 && (
              <ol aria-label="Reviews">
                {list.map((r) => (
                  <li key={r.id}>
                    <ReviewItem review={r} canReport={signedIn} />
                  </li>
                ))}
              </ol>
            )}
            <Pager
              page={page}
              totalPages={totalPages}
              onPage={setPage}
              label="Review pages"
              previous="Newer reviews"
              next="Older reviews"
            />
          </>
        )}
      </QueryView>
      {isStudent ? (
        eligibility.data?.canReview ? (
          <>
            <h3>Review your stay</h3>
            <ReviewForm hostelId={hostelId} />
          </>
        ) : (
          eligibility.data && <p>{eligibility.data.message}</p>
        )
      ) : (
        !signedIn && <p>Students who have stayed here can review it after logging in.</p>
      )}
    </Wrap>
  );
}

/** One review; rendered again only when it changes (the section renders again as the student's eligibility comes). */
const ReviewItem = memo(function ReviewItem({ review: r, canReport }: { review: Review; canReport: boolean }) {
  return (
    <article aria-labelledby={`review-${r.id}`}>
      <h3 id={`review-${r.id}`}>
        {r.author}: {stars(r.overall)}
      </h3>
      <p className="meta">
        {formatDate(r.createdAt)} · stayed from {formatDate(r.stayedFrom)}
      </p>
      <p className="aspects">{REVIEW_ASPECTS.map((a) => `${REVIEW_ASPECT_LABELS[a]} ${r.aspects[a]}`).join(' · ')}</p>
      <p>{r.text}</p>
      {r.reply && (
        <blockquote aria-label="Reply from the owner">
          <strong>Reply from the owner</strong> ({formatDate(r.reply.at)}): {r.reply.text}
        </blockquote>
      )}
      {canReport && <ReportReview reviewId={r.id} author={r.author} />}
    </article>
  );
});

/** The report form's rule comes when someone opens it (useLazyContractForm). */
const loadReasonSchema = () => import('./reviewForms').then((forms) => forms.reasonBodySchema);

/** "Report" opens a one-field form: the reason goes to the operator's moderation queue. */
function ReportReview({ reviewId, author }: { reviewId: string; author: string }) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Button type="button" $size="sm" $variant="ghost" onClick={() => setOpen(true)}>
        Report review by {author}
      </Button>
    );
  return <ReportForm reviewId={reviewId} onClose={() => setOpen(false)} />;
}

/** The open report form: a form of its own only once opened, not one per review on the page. */
function ReportForm({ reviewId, onClose }: { reviewId: string; onClose: () => void }) {
  const report = useReportReview();
  const form = useLazyContractForm(loadReasonSchema, { reason: '' });
  const { warm } = form;
  // its rule is on its way as it opens
  useEffect(() => {
    warm();
  }, [warm]);
  const submit = form.handleSubmit(({ reason }) =>
    report.mutate(
      { id: reviewId, reason },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onClose();
        },
      },
    ),
  );
  return (
    <form method="post" className="report" noValidate onSubmit={submit}>
      <TextField
        label="Why should our team look at this review?"
        maxLength={REASON_MAX}
        error={
          form.formState.errors.reason?.message ??
          (report.isError ? errorText(report.error, 'Could not send the report. Please try again.') : undefined)
        }
        disabled={report.isPending}
        {...form.register('reason')}
      />
      <Button type="submit" $size="sm" disabled={report.isPending}>
        {report.isPending ? 'Sending...' : 'Send report'}
      </Button>
      <Button type="button" $size="sm" $variant="secondary" onClick={onClose}>
        Cancel
      </Button>
    </form>
  );
}
