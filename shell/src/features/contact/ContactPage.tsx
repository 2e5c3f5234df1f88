import { useMutation } from '@tanstack/react-query';
import { formProblem, useLazyContractForm, usePageMeta } from 'app-kit';
import type { FormEvent } from 'react';
import { authApi, isNetworkError, serverMessage } from 'shared-auth';
import { Banner, Button, Card, Page, PageTitle, TextAreaField, TextField } from 'shared-ui';

/** The form's rules come with the visitor's first touch of it (useLazyContractForm). */
const loadSchema = () => import('./contactForm').then((forms) => forms.contactFormSchema);

const empty = { name: '', email: '', message: '' };

export default function ContactPage() {
  usePageMeta('Contact us', 'Write to Hostel Hub: questions, feedback, or help with a booking.');

  const form = useLazyContractForm(loadSchema, empty);
  const send = useMutation({ mutationFn: authApi.contact, onSuccess: () => form.reset(empty) });
  const busy = send.isPending;
  const error =
    formProblem(form.formState.errors) ??
    (send.isError
      ? isNetworkError(send.error)
        ? 'Something went wrong. Please try again later.'
        : `Failed to send message: ${serverMessage(send.error, 'unknown error')}`
      : '');
  const onSubmit = (event: FormEvent) => {
    send.reset();
    return form.handleSubmit((message) => send.mutate(message))(event);
  };

  return (
    <Page $narrow>
      <PageTitle>Contact Us</PageTitle>
      <Card>
        <p>Questions about a hostel, a booking or your account? Write to us and we will answer by e-mail.</p>
        {error && <Banner tone="error">{error}</Banner>}
        {send.isSuccess && <Banner tone="success">Message sent successfully!</Banner>}
        <form
          method="post"
          action="/contact"
          onSubmit={onSubmit}
          onFocus={form.warm}
          onPointerDown={form.warm}
          noValidate
          aria-label="Contact us"
        >
          <TextField label="Name" autoComplete="name" disabled={busy} {...form.register('name')} />
          <TextField label="Email" type="email" autoComplete="email" disabled={busy} {...form.register('email')} />
          <TextAreaField label="Message" rows={6} disabled={busy} {...form.register('message')} />
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending...' : 'Send Message'}
          </Button>
        </form>
      </Card>
    </Page>
  );
}
