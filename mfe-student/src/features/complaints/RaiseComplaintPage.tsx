import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ComplaintStatus } from 'contracts';
import { useApiData } from 'app-kit';
import { serverMessage } from 'shared-auth';
import {
  Badge,
  Banner,
  Button,
  Card,
  ErrorState,
  Page,
  PageTitle,
  Spinner,
  TextAreaField,
  TextField,
  formatDate,
  type BadgeTone,
} from 'shared-ui';
import { studentApi } from '../../api/studentApi';

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
  const complaints = useApiData(() => studentApi.complaints(), [], 'Could not load your complaints.');
  const [subject, setSubject] = useState('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSuccess('');
    if (!subject.trim() || !details.trim()) return setError('Please fill in all fields');
    setError('');
    setBusy(true);
    try {
      const { complaint } = await studentApi.raiseComplaint({ subject: subject.trim(), details: details.trim() });
      setSuccess('Complaint submitted successfully!');
      setSubject('');
      setDetails('');
      complaints.setData((list) => [complaint, ...list]);
    } catch (err) {
      setError(serverMessage(err, 'Could not submit your complaint. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page $narrow>
      <PageTitle>Raise a Complaint</PageTitle>
      <Card>
        {error && <Banner tone="error">{error}</Banner>}
        {success && <Banner tone="success">{success}</Banner>}
        <form onSubmit={onSubmit} noValidate aria-label="Raise a complaint">
          <TextField
            label="Subject"
            maxLength={120}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            disabled={busy}
          />
          <TextAreaField
            label="Complaint Details"
            rows={5}
            maxLength={2000}
            value={details}
            onChange={(e) => setDetails(e.target.value)}
            disabled={busy}
          />
          <Button type="submit" disabled={busy}>
            {busy ? 'Submitting...' : 'Submit Complaint'}
          </Button>
        </form>
      </Card>
      <h2>Your complaints</h2>
      {complaints.status === 'loading' && <Spinner label="Loading your complaints..." />}
      {complaints.status === 'error' && <ErrorState message={complaints.error} onRetry={complaints.reload} />}
      {complaints.status === 'ready' && complaints.data.length === 0 && <p>You have not raised any complaints.</p>}
      {complaints.status === 'ready' && complaints.data.length > 0 && (
        <List aria-label="Your complaints">
          {complaints.data.map((c) => (
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
      )}
    </Page>
  );
}
