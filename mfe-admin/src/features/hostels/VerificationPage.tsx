import { useMutation, useQuery } from '@tanstack/react-query';
import { errorText, QueryView, useInvalidate, usePageMeta } from 'app-kit';
import { type AdminHostel, HOSTEL_STATUS_LABELS, type HostelStatus, MARKET_MESSAGES, REASON_MAX } from 'contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge, Button, Card, formatRelativeTime, Page, PageTitle, Tabs, toast, Pager } from 'shared-ui';
import styled from 'styled-components';
import { ADMIN_PAGE_SIZE, adminApi } from '../../api/adminApi';
import { adminKeys } from '../../api/keys';
import { ReasonForm } from '../../shared/ReasonForm';

const List = styled.ul`
  list-style: none; padding: 0; margin: 1rem 0 0; display: grid; gap: 1rem;
  img { width: 120px; height: 90px; object-fit: cover; border-radius: ${({ theme }) => theme.radius}; }
  .row { display: flex; gap: 1rem; align-items: flex-start; flex-wrap: wrap; }
  .text { flex: 1 1 16rem; min-width: 0; }
  h2 { font-size: 1.1rem; margin: 0 0 0.25rem; }
  p { margin: 0.2rem 0; }
  .actions { display: flex; gap: 0.5rem; flex-wrap: wrap; margin-top: 0.75rem; }
`;

const TONE: Record<HostelStatus, 'warning' | 'success' | 'danger'> = {
  pending: 'warning',
  verified: 'success',
  rejected: 'danger',
};
const TABS: Array<{ id: HostelStatus; label: string }> = [
  { id: 'pending', label: 'Pending verification' },
  { id: 'rejected', label: 'Rejected' },
  { id: 'verified', label: 'Verified' },
];

/** New hostels wait here until the operator verifies them (they go live) or rejects them with a reason. */
export default function VerificationPage() {
  usePageMeta('Verify hostels');
  const [status, setStatus] = useState<HostelStatus>('pending');
  const [page, setPage] = useState(1);
  const hostels = useQuery({
    queryKey: adminKeys.hostelsWith(status, page),
    queryFn: () => adminApi.hostels(status, page),
  });
  return (
    <Page>
      <PageTitle>Verify hostels</PageTitle>
      <Tabs
        tabs={TABS}
        active={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
        label="Hostels by status"
      >
        <QueryView query={hostels} error="Could not load the hostels." loading="Loading hostels...">
          {({ hostels: list, total }) =>
            list.length ? (
              <>
                <List>
                  {list.map((h) => (
                    <HostelItem key={h.id} hostel={h} />
                  ))}
                </List>
                <Pager page={page} totalPages={Math.ceil(total / ADMIN_PAGE_SIZE)} onPage={setPage} label="Pages" />
              </>
            ) : (
              <p>{status === 'pending' ? 'No hostels are waiting for verification.' : 'No hostels here.'}</p>
            )
          }
        </QueryView>
      </Tabs>
    </Page>
  );
}

function HostelItem({ hostel: h }: { hostel: AdminHostel }) {
  const invalidate = useInvalidate();
  const [rejecting, setRejecting] = useState(false);
  const done = ({ message }: { message: string }) => {
    toast.success(message);
    invalidate(adminKeys.hostels, adminKeys.overview);
  };
  const failed = (error: unknown) => toast.error(errorText(error, 'Could not save the decision. Please try again.'));
  const verify = useMutation({ mutationFn: () => adminApi.verify(h.id), onSuccess: done, onError: failed });
  const reject = useMutation({
    mutationFn: (reason: string) => adminApi.reject(h.id, reason),
    onSuccess: done,
    onError: failed,
  });
  const busy = verify.isPending || reject.isPending;
  return (
    <li>
      <Card as="article" aria-labelledby={`hostel-${h.id}`}>
        <div className="row">
          {h.imageUrl && <img src={h.imageUrl} alt="" width={120} height={90} loading="lazy" />}
          <div className="text">
            <h2 id={`hostel-${h.id}`}>{h.name}</h2>
            <Badge $tone={TONE[h.status]}>{HOSTEL_STATUS_LABELS[h.status]}</Badge>
            <p>
              {h.type} · {h.area} · {h.address}
            </p>
            <p>
              Owner: {h.owner.name} ({h.owner.email}){h.owner.suspended ? ' · suspended' : ''}
            </p>
            <p>Added {formatRelativeTime(h.createdAt)}</p>
            {h.statusReason && <p>Reason: {h.statusReason}</p>}
          </div>
        </div>
        <div className="actions">
          <Link to={`/hostels/${h.id}`}>View the hostel page</Link>
          {h.status !== 'verified' && (
            <Button type="button" $size="sm" disabled={busy} onClick={() => verify.mutate()}>
              {verify.isPending ? 'Verifying...' : `Verify ${h.name}`}
            </Button>
          )}
          {h.status !== 'rejected' && !rejecting && (
            <Button type="button" $size="sm" $variant="danger" disabled={busy} onClick={() => setRejecting(true)}>
              {h.status === 'verified' ? 'Delist' : 'Reject'}
            </Button>
          )}
        </div>
        {rejecting && (
          <ReasonForm
            label={`Why is ${h.name} not verified? The owner sees this.`}
            missing={MARKET_MESSAGES.reasonRequired}
            max={REASON_MAX}
            busy={busy}
            actions={[{ label: 'Reject with this reason', danger: true, onSubmit: (text) => reject.mutate(text) }]}
            onCancel={() => setRejecting(false)}
          />
        )}
      </Card>
    </li>
  );
}
