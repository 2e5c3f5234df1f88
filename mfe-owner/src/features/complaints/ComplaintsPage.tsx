import { CardTable } from 'shared-ui';
import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { OwnerComplaint } from 'contracts';
import { useQuery } from '@tanstack/react-query';
import { errorText, QueryView, usePageMeta } from 'app-kit';
import {
  Badge,
  type BadgeTone,
  Button,
  ConfirmDialog,
  formatDate,
  Page,
  PageTitle,
  SelectField,
  toast,
} from 'shared-ui';
import { AnswerComplaint } from './AnswerComplaint';
import { type ComplaintChange, complaintsQuery, useComplaintChange } from './queries';

const tones: Record<OwnerComplaint['status'], BadgeTone> = {
  Open: 'warning',
  'In progress': 'info',
  Resolved: 'success',
};
const STATUSES: OwnerComplaint['status'][] = ['Open', 'In progress', 'Resolved'];

/** /owner/view-complaints: Student, Room, Issue, Date, Actions (status and delete). */
export default function ComplaintsPage() {
  usePageMeta('Student Complaints');
  const complaints = useQuery(complaintsQuery);
  const change = useComplaintChange();
  const [deleting, setDeleting] = useState<OwnerComplaint | null>(null);

  const apply = (what: ComplaintChange, failed: string) =>
    change.mutate(what, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (err) => toast.error(errorText(err, failed)),
    });

  const remove = () => {
    if (!deleting) return;
    const target = deleting;
    setDeleting(null);
    apply({ id: target.id, remove: true }, 'Could not delete the complaint.');
  };

  return (
    <Page>
      <PageTitle>Student Complaints</PageTitle>
      <QueryView query={complaints} loading="Loading complaints..." error="Could not load complaints.">
        {(list) =>
          list.length === 0 ? (
            <p>No complaints. Your students are happy!</p>
          ) : (
            <CardTable>
              <thead>
                <tr>
                  <th scope="col">Student</th>
                  <th scope="col">Room</th>
                  <th scope="col">Issue</th>
                  <th scope="col">Date</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {list.map((c) => (
                  <tr key={c.id}>
                    <td data-label="Student">
                      {c.student}
                      <small>{c.hostelName}</small>
                    </td>
                    <td data-label="Room">{c.room}</td>
                    <td data-label="Issue">
                      <strong>{c.issue}</strong> <Badge $tone={tones[c.status]}>{c.status}</Badge>
                      <small>
                        {c.category} · {c.details}
                      </small>
                      {c.photoUrl && (
                        <a href={c.photoUrl} target="_blank" rel="noreferrer">
                          Photo of “{c.issue}”
                        </a>
                      )}
                      {c.timeline.length > 1 && (
                        <small>
                          Timeline:{' '}
                          {c.timeline
                            .map((e) => `${e.status === 'Open' ? 'Raised' : e.status} ${formatDate(e.at)}`)
                            .join(' → ')}
                        </small>
                      )}
                      <AnswerComplaint complaint={c} />
                    </td>
                    <td data-label="Date">{formatDate(c.date)}</td>
                    <td data-label="Actions" className="actions">
                      <SelectField
                        label={`Status of “${c.issue}”`}
                        value={c.status}
                        onChange={(e) =>
                          apply(
                            { id: c.id, status: e.target.value as OwnerComplaint['status'] },
                            'Could not update the complaint.',
                          )
                        }
                      >
                        {STATUSES.map((s) => (
                          <option key={s} value={s}>
                            {s}
                          </option>
                        ))}
                      </SelectField>
                      <Button
                        type="button"
                        $variant="ghost"
                        $size="sm"
                        onClick={() => setDeleting(c)}
                        aria-label={`Delete complaint “${c.issue}” from ${c.student}`}
                      >
                        <Trash2 size={18} aria-hidden="true" />
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </CardTable>
          )
        }
      </QueryView>
      <ConfirmDialog
        open={!!deleting}
        title="Delete complaint"
        message={`Delete the complaint “${deleting?.issue ?? ''}” from ${deleting?.student ?? ''}?`}
        confirmLabel="Delete"
        danger
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      />
    </Page>
  );
}
