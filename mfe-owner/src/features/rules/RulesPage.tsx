import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { HostelRule } from 'contracts';
import { useApiData } from 'app-kit';
import { serverMessage } from 'shared-auth';
import { Banner, Button, Card, ConfirmDialog, ErrorState, Page, PageTitle, Spinner, TextField, toast } from 'shared-ui';
import { ownerApi } from '../../api/ownerApi';
import { HostelPicker } from '../../shared/HostelPicker';

export const EMPTY_RULE = 'Rule text cannot be empty.';

const List = styled.ol`
  padding-left: 1.25rem;
  li { padding: 0.5rem 0; border-bottom: 1px solid ${({ theme }) => theme.colors.border}55; }
  .row { display: flex; gap: 0.5rem; align-items: center; flex-wrap: wrap; justify-content: space-between; }
  .row > div { margin: 0; flex: 1; min-width: 200px; }
`;

/** /owner/rules-and-regulations: rules per hostel, saved on the server and shown to students. */
export default function RulesPage() {
  const hostels = useApiData(() => ownerApi.myHostels(), [], 'Failed to load your hostels. Please try again.');
  const [hostelId, setHostelId] = useState('');
  useEffect(() => {
    if (hostels.status === 'ready' && !hostelId && hostels.data[0]) setHostelId(hostels.data[0]._id);
  }, [hostels.status, hostels.data, hostelId]);
  const rules = useApiData(
    () => (hostelId ? ownerApi.rules(hostelId) : Promise.resolve([] as HostelRule[])),
    [hostelId],
    'Could not load the rules.',
  );
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [editing, setEditing] = useState<{ id: number; text: string } | null>(null);
  const [deleting, setDeleting] = useState<HostelRule | null>(null);

  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setError(EMPTY_RULE);
    setError('');
    try {
      const { rule } = await ownerApi.addRule(hostelId, text.trim());
      rules.setData((list) => [...list, rule]);
      setText('');
      toast.success('Rule added.');
    } catch (err) {
      setError(serverMessage(err, 'Could not add the rule.'));
    }
  };

  const saveEdit = async (e: FormEvent) => {
    e.preventDefault();
    if (!editing) return;
    if (!editing.text.trim()) return setError(EMPTY_RULE);
    setError('');
    try {
      const { rule } = await ownerApi.updateRule(editing.id, editing.text.trim());
      rules.setData((list) => list.map((r) => (r.id === rule.id ? rule : r)));
      setEditing(null);
      toast.success('Rule updated.');
    } catch (err) {
      setError(serverMessage(err, 'Could not save the rule.'));
    }
  };

  const remove = async () => {
    if (!deleting) return;
    const target = deleting;
    setDeleting(null);
    try {
      await ownerApi.deleteRule(target.id);
      rules.setData((list) => list.filter((r) => r.id !== target.id));
      toast.success('Rule deleted.');
    } catch (err) {
      toast.error(serverMessage(err, 'Could not delete the rule.'));
    }
  };

  if (hostels.status === 'loading') return <Spinner label="Loading your hostels..." showLabel />;
  if (hostels.status === 'error')
    return (
      <Page>
        <ErrorState message={hostels.error} onRetry={hostels.reload} />
      </Page>
    );
  if (!hostels.data.length)
    return (
      <Page>
        <PageTitle>Rules and Regulations</PageTitle>
        <p>Add a hostel first; rules belong to a hostel.</p>
      </Page>
    );

  return (
    <Page $narrow>
      <PageTitle>Rules and Regulations</PageTitle>
      <p>Students see these rules on your hostel&apos;s page.</p>
      <HostelPicker
        hostels={hostels.data}
        value={hostelId}
        onChange={(id) => {
          setHostelId(id);
          setEditing(null);
        }}
      />
      <Card>
        {error && <Banner tone="error">{error}</Banner>}
        {rules.status === 'loading' && <Spinner label="Loading rules..." />}
        {rules.status === 'error' && <ErrorState message={rules.error} onRetry={rules.reload} />}
        {rules.status === 'ready' &&
          (rules.data.length === 0 ? (
            <p>No rules yet.</p>
          ) : (
            <List aria-label="Rules">
              {rules.data.map((r) => (
                <li key={r.id}>
                  {editing?.id === r.id ? (
                    <form className="row" onSubmit={saveEdit} noValidate aria-label="Edit rule">
                      <TextField
                        label="Rule"
                        value={editing.text}
                        onChange={(e) => setEditing({ id: r.id, text: e.target.value })}
                        maxLength={300}
                        autoFocus
                      />
                      <span>
                        <Button type="submit" $size="sm">
                          Save
                        </Button>{' '}
                        <Button type="button" $size="sm" $variant="secondary" onClick={() => setEditing(null)}>
                          Cancel
                        </Button>
                      </span>
                    </form>
                  ) : (
                    <div className="row">
                      <span>{r.text}</span>
                      <span>
                        <Button
                          type="button"
                          $size="sm"
                          $variant="secondary"
                          onClick={() => setEditing({ id: r.id, text: r.text })}
                          aria-label={`Edit rule: ${r.text}`}
                        >
                          Edit
                        </Button>{' '}
                        <Button
                          type="button"
                          $size="sm"
                          $variant="danger"
                          onClick={() => setDeleting(r)}
                          aria-label={`Delete rule: ${r.text}`}
                        >
                          Delete
                        </Button>
                      </span>
                    </div>
                  )}
                </li>
              ))}
            </List>
          ))}
        <form onSubmit={add} noValidate aria-label="Add rule">
          <TextField
            label="New rule"
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={300}
            placeholder="e.g. Gate closes at 10 PM."
          />
          <Button type="submit">Add Rule</Button>
        </form>
      </Card>
      <ConfirmDialog
        open={!!deleting}
        title="Delete rule"
        message="Are you sure you want to delete this rule?"
        confirmLabel="Delete"
        danger
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      />
    </Page>
  );
}
