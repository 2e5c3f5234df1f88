import { useMutation, useQuery } from '@tanstack/react-query';
import { errorText, QueryView, useInvalidate, usePageMeta } from 'app-kit';
import { type AdminOwner, MARKET_MESSAGES, REASON_MAX } from 'contracts';
import { useState } from 'react';
import { Badge, Button, Card, Page, PageTitle, toast, Pager } from 'shared-ui';
import styled from 'styled-components';
import { ADMIN_PAGE_SIZE, adminApi } from '../../api/adminApi';
import { adminKeys } from '../../api/keys';
import { ReasonForm } from '../../shared/ReasonForm';

const List = styled.ul`
  list-style: none; padding: 0; margin: 1rem 0 0; display: grid; gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  h2 { font-size: 1.05rem; margin: 0 0 0.3rem; overflow-wrap: anywhere; }
  p { margin: 0.2rem 0; overflow-wrap: anywhere; }
  .actions { margin-top: 0.75rem; }
`;

/** Owner accounts: the policy lets the operator suspend one (its hostels leave the listing) and restore it. */
export default function OwnersPage() {
  usePageMeta('Owner accounts');
  const [page, setPage] = useState(1);
  const owners = useQuery({ queryKey: [...adminKeys.owners, page], queryFn: () => adminApi.owners(page) });
  return (
    <Page>
      <PageTitle>Owner accounts</PageTitle>
      <QueryView query={owners} error="Could not load the owners." loading="Loading owners...">
        {({ owners: list, total }) =>
          list.length ? (
            <>
              <List>
                {list.map((o) => (
                  <OwnerItem key={o.id} owner={o} />
                ))}
              </List>
              <Pager page={page} totalPages={Math.ceil(total / ADMIN_PAGE_SIZE)} onPage={setPage} label="Pages" />
            </>
          ) : (
            <p>No owner accounts yet.</p>
          )
        }
      </QueryView>
    </Page>
  );
}

function OwnerItem({ owner: o }: { owner: AdminOwner }) {
  const invalidate = useInvalidate();
  const [suspending, setSuspending] = useState(false);
  const options = {
    onSuccess: ({ message }: { message: string }) => {
      toast.success(message);
      setSuspending(false);
      invalidate(adminKeys.owners, adminKeys.overview, adminKeys.hostels);
    },
    onError: (error: unknown) => toast.error(errorText(error, 'Could not save the change. Please try again.')),
  };
  const suspend = useMutation({ mutationFn: (reason: string) => adminApi.suspend(o.id, reason), ...options });
  const restore = useMutation({ mutationFn: () => adminApi.restore(o.id), ...options });
  const busy = suspend.isPending || restore.isPending;
  return (
    <li>
      <Card as="article" aria-labelledby={`owner-${o.id}`}>
        <h2 id={`owner-${o.id}`}>{o.name}</h2>
        <Badge $tone={o.suspended ? 'danger' : 'success'}>{o.suspended ? 'Suspended' : 'Active'}</Badge>
        <p>{o.email}</p>
        <p>{o.phone}</p>
        <p>
          {o.hostels} hostel{o.hostels === 1 ? '' : 's'}
        </p>
        {o.suspensionReason && <p>Reason: {o.suspensionReason}</p>}
        <div className="actions">
          {o.suspended ? (
            <Button type="button" $size="sm" disabled={busy} onClick={() => restore.mutate()}>
              {restore.isPending ? 'Restoring...' : `Restore ${o.name}`}
            </Button>
          ) : suspending ? (
            <ReasonForm
              label={`Why is ${o.name} suspended? They see this when they log in.`}
              missing={MARKET_MESSAGES.reasonRequired}
              max={REASON_MAX}
              busy={busy}
              actions={[{ label: 'Suspend with this reason', danger: true, onSubmit: (text) => suspend.mutate(text) }]}
              onCancel={() => setSuspending(false)}
            />
          ) : (
            <Button type="button" $size="sm" $variant="danger" onClick={() => setSuspending(true)}>
              Suspend {o.name}
            </Button>
          )}
        </div>
      </Card>
    </li>
  );
}
