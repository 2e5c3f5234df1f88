import { useQuery } from '@tanstack/react-query';
import { errorText, QueryView, useContractForm } from 'app-kit';
import { type ComplaintStatus, complaintBodySchema } from 'contracts';
import {
  Badge,
  Banner,
  Button,
  Card,
  formatDate,
  Page,
  PageTitle,
  TextAreaField,
  TextField,
  type BadgeTone,
} from 'shared-ui';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { complaintsQuery, useRaiseComplaint } from './queries';

const tones: Record<ComplaintStatus, BadgeTone> = { Open: 'warning', 'In progress': 'info', Resolved: 'success' };

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  li > div { display: grid; gap: 0.25rem; }
  h3 { margin: 0; font-size: 1.05rem; display: flex; gap: 0.5rem; align-items: center; flex-wrap: wrap; }
  p { margin: 0; }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** /student/raise-complaint: the form, and the student's complaints with their status. */
export default function RaiseComplaintPage() {
  const complaints = useQuery(complaintsQuery);
  const raise = useRaiseComplaint();
  const form = useContractForm(complaintBodySchema, { subject: '', details: '' });
  const { errors } = form.formState;
  const busy = raise.isPending;
  const problem =
    errors.subject?.message ??
    errors.details?.message ??
    (raise.isError ? errorText(raise.error, 'Could not submit your complaint. Please try again.') : '');
  const submit = (event: FormEvent) => {
    raise.reset();
    return form.handleSubmit((complaint) => raise.mutate(complaint, { onSuccess: () => form.reset() }))(event);
  };

  return (
    <Page $narrow>
      <PageTitle>Raise a Complaint</PageTitle>
      <Card>
        {problem && <Banner tone="error">{problem}</Banner>}
        {raise.isSuccess && <Banner tone="success">Complaint submitted successfully!</Banner>}
        <form onSubmit={submit} noValidate aria-label="Raise a complaint">
          <TextField label="Subject" maxLength={120} disabled={busy} {...form.register('subject')} />
          <TextAreaField
            label="Complaint Details"
            rows={5}
            maxLength={2000}
            disabled={busy}
            {...form.register('details')}
          />
          <Button type="submit" disabled={busy}>
            {busy ? 'Submitting...' : 'Submit Complaint'}
          </Button>
        </form>
      </Card>
      <h2>Your complaints</h2>
      <QueryView
        query={complaints}
        loading="Loading your complaints..."
        showLabel={false}
        error="Could not load your complaints."
      >
        {(list) =>
          list.length === 0 ? (
            <p>You have not raised any complaints.</p>
          ) : (
            <List aria-label="Your complaints">
              {list.map((c) => (
                <li key={c.id}>
                  <Card>
                    <h3>
                      {c.subject} <Badge $tone={tones[c.status]}>{c.status}</Badge>
                    </h3>
                    <p>{c.details}</p>
                    <small>
                      {c.hostelName} · {formatDate(c.createdAt)}
                    </small>
                  </Card>
                </li>
              ))}
            </List>
          )
        }
      </QueryView>
    </Page>
  );
}
