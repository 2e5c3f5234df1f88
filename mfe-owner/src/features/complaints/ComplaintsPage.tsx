import { useState } from 'react';
import styled from 'styled-components';
import { Trash2 } from 'lucide-react';
import type { OwnerComplaint } from 'contracts';
import { useApiData } from 'app-kit';
import { serverMessage } from 'shared-auth';
import {
  Badge,
  Button,
  ConfirmDialog,
  ErrorState,
  Page,
  PageTitle,
  SelectField,
  Spinner,
  formatDate,
  toast,
  type BadgeTone,
} from 'shared-ui';
import { ownerApi } from '../../api/ownerApi';

const tones: Record<OwnerComplaint['status'], BadgeTone> = {
  Open: 'warning',
  'In progress': 'info',
  Resolved: 'success',
};
const STATUSES: OwnerComplaint['status'][] = ['Open', 'In progress', 'Resolved'];

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  min-width: 640px;
  border-collapse: collapse;
  th, td { text-align: left; padding: 0.6rem 0.5rem; border-bottom: 1px solid ${({ theme }) => theme.colors.border}55; vertical-align: top; }
  td small { display: block; color: ${({ theme }) => theme.colors.textMuted}; }
  td.actions { display: flex; gap: 0.4rem; align-items: center; }
  td.actions > div { margin: 0; min-width: 130px; }
`;

/** /owner/view-complaints: Student, Room, Issue, Date, Actions (status and delete). */
export default function ComplaintsPage() {
  const complaints = useApiData(() => ownerApi.complaints(), [], 'Could not load complaints.');
  const [deleting, setDeleting] = useState<OwnerComplaint | null>(null);

  const setStatus = async (c: OwnerComplaint, status: OwnerComplaint['status']) => {
    try {
      toast.success((await ownerApi.setComplaintStatus(c.id, status)).message);
      complaints.setData((list) => list.map((x) => (x.id === c.id ? { ...x, status } : x)));
    } catch (err) {
      toast.error(serverMessage(err, 'Could not update the complaint.'));
    }
  };

  const remove = async () => {
    if (!deleting) return;
    const target = deleting;
    setDeleting(null);
    try {
      toast.success((await ownerApi.deleteComplaint(target.id)).message);
      complaints.setData((list) => list.filter((x) => x.id !== target.id));
    } catch (err) {
      toast.error(serverMessage(err, 'Could not delete the complaint.'));
    }
  };

  return (
    <Page>
      <PageTitle>Student Complaints</PageTitle>
      {complaints.status === 'loading' && <Spinner label="Loading complaints..." showLabel />}
      {complaints.status === 'error' && <ErrorState message={complaints.error} onRetry={complaints.reload} />}
      {complaints.status === 'ready' && complaints.data.length === 0 && <p>No complaints. Your students are happy!</p>}
      {complaints.status === 'ready' && complaints.data.length > 0 && (
        <Scroll>
          <Table>
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
              {complaints.data.map((c) => (
                <tr key={c.id}>
                  <td>
                    {c.student}
                    <small>{c.hostelName}</small>
                  </td>
                  <td>{c.room}</td>
                  <td>
                    <strong>{c.issue}</strong> <Badge $tone={tones[c.status]}>{c.status}</Badge>
                    <small>{c.details}</small>
                  </td>
                  <td>{formatDate(c.date)}</td>
                  <td className="actions">
                    <SelectField
                      label={`Status of “${c.issue}”`}
                      value={c.status}
                      onChange={(e) => setStatus(c, e.target.value as OwnerComplaint['status'])}
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
          </Table>
        </Scroll>
      )}
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
