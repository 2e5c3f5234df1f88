import { useQuery } from '@tanstack/react-query';
import { errorText, QueryView, usePageMeta } from 'app-kit';
import type { HostelRule, OwnerHostel } from 'contracts';
import { useState } from 'react';
import { Button, Card, ConfirmDialog, Page, PageTitle, toast } from 'shared-ui';
import styled from 'styled-components';
import { HostelPicker } from '../../shared/HostelPicker';
import { HOSTELS_NOT_LOADED, useChosenHostel, useMyHostels } from '../hostels/queries';
import { rulesQuery, useRuleChange } from './queries';
import { RuleTextForm } from './RuleTextForm';

export const EMPTY_RULE = 'Rule text cannot be empty.';

const List = styled.ol`
  padding-left: 1.25rem;
  li { padding: 0.5rem 0; border-bottom: 1px solid ${({ theme }) => theme.colors.border}55; }
  .row { display: flex; gap: 0.5rem; align-items: center; flex-wrap: wrap; justify-content: space-between; }
  .row > div { margin: 0; flex: 1; min-width: 200px; }
`;

/** /owner/rules-and-regulations: rules per hostel, saved on the server and shown to students. */
export default function RulesPage() {
  usePageMeta('Rules and Regulations');
  const hostels = useMyHostels();
  const [hostelId, setHostelId] = useChosenHostel(hostels.data);
  return (
    <QueryView query={hostels} loading="Loading your hostels..." error={HOSTELS_NOT_LOADED}>
      {(list) =>
        list.length ? (
          <HostelRules key={hostelId} hostels={list} hostelId={hostelId} onHostel={setHostelId} />
        ) : (
          <Page>
            <PageTitle>Rules and Regulations</PageTitle>
            <p>Add a hostel first; rules belong to a hostel.</p>
          </Page>
        )
      }
    </QueryView>
  );
}

function HostelRules({
  hostels,
  hostelId,
  onHostel,
}: {
  hostels: OwnerHostel[];
  hostelId: string;
  onHostel: (id: string) => void;
}) {
  const rules = useQuery(rulesQuery(hostelId));
  const change = useRuleChange(hostelId);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<HostelRule | null>(null);

  const remove = () => {
    if (!deleting) return;
    const target = deleting;
    setDeleting(null);
    change.mutate(
      { remove: target.id },
      {
        onSuccess: () => toast.success('Rule deleted.'),
        onError: (err) => toast.error(errorText(err, 'Could not delete the rule.')),
      },
    );
  };

  return (
    <Page $narrow>
      <PageTitle>Rules and Regulations</PageTitle>
      <p>Students see these rules on your hostel&apos;s page.</p>
      <HostelPicker hostels={hostels} value={hostelId} onChange={onHostel} />
      <Card>
        <QueryView query={rules} loading="Loading rules..." showLabel={false} error="Could not load the rules.">
          {(list) =>
            list.length === 0 ? (
              <p>No rules yet.</p>
            ) : (
              <List aria-label="Rules">
                {list.map((r) => (
                  <li key={r.id}>
                    {editing === r.id ? (
                      <RuleTextForm
                        className="row"
                        formLabel="Edit rule"
                        label="Rule"
                        initial={r.text}
                        submitLabel="Save"
                        onSave={(text) =>
                          change.mutateAsync({ update: text, id: r.id }).then(() => {
                            setEditing(null);
                            toast.success('Rule updated.');
                          })
                        }
                        onCancel={() => setEditing(null)}
                      />
                    ) : (
                      <div className="row">
                        <span>{r.text}</span>
                        <span>
                          <Button
                            type="button"
                            $size="sm"
                            $variant="secondary"
                            onClick={() => setEditing(r.id)}
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
            )
          }
        </QueryView>
        <RuleTextForm
          formLabel="Add rule"
          label="New rule"
          submitLabel="Add Rule"
          placeholder="e.g. Gate closes at 10 PM."
          onSave={(text) => change.mutateAsync({ add: text }).then(() => toast.success('Rule added.'))}
        />
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
