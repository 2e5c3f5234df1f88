import { useQuery } from '@tanstack/react-query';
import { errorText, QueryView, useContractForm, usePageMeta } from 'app-kit';
import {
  checkImageFile,
  COMPLAINT_CATEGORIES,
  COMPLAINT_NEEDS_STAY,
  type Complaint,
  type ComplaintStatus,
  complaintBodySchema,
} from 'contracts';
import { authApi } from 'shared-auth';
import {
  Badge,
  Banner,
  Button,
  Card,
  formatDate,
  Page,
  PageTitle,
  SelectField,
  TextAreaField,
  TextField,
  type BadgeTone,
  formatDateTime,
} from 'shared-ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { studentPath, studentPaths } from '../../paths';
import { useStaying } from '../bookings/queries';
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
  img { max-width: 100%; width: 16rem; height: auto; aspect-ratio: 4 / 3; object-fit: cover; border-radius: ${({ theme }) => theme.radius}; }
  ol { margin: 0.25rem 0 0; padding-left: 1.25rem; font-size: 0.9rem; }
`;

const Fields = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
`;

/** A complaint's steps: raised, then each status the owner set. */
function Timeline({ complaint: c }: { complaint: Complaint }) {
  if (c.timeline.length === 0) return null;
  return (
    <ol aria-label={`Timeline of “${c.subject}”`}>
      {c.timeline.map((e) => (
        <li key={`${e.status}-${e.at}`}>
          {e.status === 'Open' ? 'Raised' : e.status} · <time dateTime={e.at}>{formatDateTime(e.at)}</time>
        </li>
      ))}
    </ol>
  );
}

/** /student/raise-complaint: the form, and the student's complaints with their status. */
export default function RaiseComplaintPage() {
  usePageMeta('Raise a Complaint');
  const complaints = useQuery(complaintsQuery);
  const staying = useStaying();
  const raise = useRaiseComplaint();
  const form = useContractForm(complaintBodySchema, { subject: '', details: '', category: 'Other', photoUrl: '' });
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoProblem, setPhotoProblem] = useState('');
  const [uploading, setUploading] = useState(false);
  // a new file input after each complaint sent (a file input cannot be cleared otherwise)
  const [photoField, setPhotoField] = useState(0);
  const { errors } = form.formState;
  const busy = raise.isPending || uploading;
  const problem =
    errors.subject?.message ??
    errors.details?.message ??
    errors.category?.message ??
    (photoProblem ||
      (raise.isError ? errorText(raise.error, 'Could not submit your complaint. Please try again.') : ''));
  const choosePhoto = (file: File | undefined) => {
    const wrong = file ? checkImageFile(file) : null;
    setPhotoProblem(wrong ?? '');
    setPhoto(file && !wrong ? file : null);
  };
  const submit = (event: FormEvent) => {
    raise.reset();
    return form.handleSubmit(async (complaint) => {
      let photoUrl = '';
      if (photo) {
        setUploading(true);
        try {
          photoUrl = (await authApi.uploadImage(photo)).secure_url;
        } catch (err) {
          setPhotoProblem(errorText(err, 'Could not upload the photo.'));
          return;
        } finally {
          setUploading(false);
        }
      }
      raise.mutate(
        { ...complaint, photoUrl },
        {
          onSuccess: () => {
            form.reset();
            setPhoto(null);
            setPhotoField((n) => n + 1);
          },
        },
      );
    })(event);
  };

  return (
    <Page $narrow>
      <PageTitle>Raise a Complaint</PageTitle>
      <Card>
        {staying === false && <Banner tone="info">{COMPLAINT_NEEDS_STAY}</Banner>}
        {problem && <Banner tone="error">{problem}</Banner>}
        {raise.isSuccess && <Banner tone="success">Complaint submitted successfully!</Banner>}
        <form method="post" onSubmit={submit} noValidate aria-label="Raise a complaint">
          <Fields disabled={busy || staying === false}>
            <SelectField label="Category" {...form.register('category')}>
              {COMPLAINT_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </SelectField>
            <TextField label="Subject" maxLength={120} {...form.register('subject')} />
            <TextAreaField label="Complaint Details" rows={5} maxLength={2000} {...form.register('details')} />
            <TextField
              key={photoField}
              label="Photo (optional)"
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              hint="A picture of the problem helps. Image files only, up to 2 MB."
              onChange={(e) => choosePhoto(e.target.files?.[0])}
            />
            <Button type="submit">{busy ? 'Submitting...' : 'Submit Complaint'}</Button>
          </Fields>
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
                    {c.photoUrl && (
                      <img
                        src={c.photoUrl}
                        alt={`What “${c.subject}” looks like`}
                        width={256}
                        height={192}
                        loading="lazy"
                      />
                    )}
                    <small>
                      {c.category} · {c.hostelName} · {formatDate(c.createdAt)}
                    </small>
                    <Timeline complaint={c} />
                    {c.conversationId && (
                      <Link to={studentPath(studentPaths.conversation, { id: c.conversationId })}>
                        Read the owner’s answers in Messages
                      </Link>
                    )}
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
