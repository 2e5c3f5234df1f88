import { errorText, useLazyContractForm } from 'app-kit';
import { REVIEW_ASPECT_LABELS, REVIEW_ASPECTS, REVIEW_TEXT_MAX } from 'contracts';
import { Banner, Button, TextAreaField, toast } from 'shared-ui';
import { useSendReview } from './queries';
import { StarsField } from './StarsField';

/** The form's rules come with the student's first touch of it (useLazyContractForm). */
const loadSchema = () => import('./reviewForms').then((forms) => forms.reviewBodySchema);

/** The review of the student's stay: overall stars, the five aspects, a few words. */
export function ReviewForm({ hostelId }: { hostelId: string }) {
  const send = useSendReview(hostelId);
  const form = useLazyContractForm(loadSchema, {
    overall: '' as unknown as number,
    cleanliness: '' as unknown as number,
    food: '' as unknown as number,
    safety: '' as unknown as number,
    location: '' as unknown as number,
    value: '' as unknown as number,
    text: '',
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((review) =>
    send.mutate(review, {
      onSuccess: ({ message }) => {
        toast.success(message);
        form.reset();
      },
    }),
  );
  return (
    <form
      method="post"
      onSubmit={submit}
      onFocus={form.warm}
      onPointerDown={form.warm}
      noValidate
      aria-label="Review your stay"
    >
      {send.isError && (
        <Banner tone="error">{errorText(send.error, 'Could not send your review. Please try again.')}</Banner>
      )}
      <StarsField
        legend="Overall"
        field={form.register('overall')}
        error={errors.overall?.message}
        disabled={send.isPending}
      />
      {REVIEW_ASPECTS.map((a) => (
        <StarsField
          key={a}
          legend={REVIEW_ASPECT_LABELS[a]}
          field={form.register(a)}
          error={errors[a]?.message}
          disabled={send.isPending}
        />
      ))}
      <TextAreaField
        label="Your review"
        rows={4}
        maxLength={REVIEW_TEXT_MAX}
        disabled={send.isPending}
        error={errors.text?.message}
        {...form.register('text')}
      />
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Publish review'}
      </Button>
    </form>
  );
}
