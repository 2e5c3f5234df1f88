import { useMutation, useQuery } from '@tanstack/react-query';
import { errorText, QueryView, useInvalidate, usePageMeta } from 'app-kit';
import { EMAIL_KINDS, OUTBOX_STATE_LABELS, OUTBOX_STATES, type OutboxMail, type OutboxState } from 'contracts';
import { useState } from 'react';
import { Badge, Button, Card, formatRelativeTime, Page, PageTitle, Tabs, toast, Pager } from 'shared-ui';
import styled from 'styled-components';
import { ADMIN_PAGE_SIZE, adminApi } from '../../api/adminApi';
import { adminKeys } from '../../api/keys';

const List = styled.ul`
  list-style: none; padding: 0; margin: 1rem 0 0; display: grid; gap: 0.75rem;
  h2 { font-size: 1rem; margin: 0 0 0.25rem; overflow-wrap: anywhere; }
  p { margin: 0.2rem 0; overflow-wrap: anywhere; }
  .actions { margin-top: 0.5rem; }
`;

const TONE: Record<OutboxState, 'warning' | 'success' | 'danger' | 'info'> = {
  queued: 'info',
  sending: 'warning',
  sent: 'success',
  failed: 'danger',
};

/** The mail outbox: e-mails of notifications by state, and sending a failed one again. */
export default function OutboxPage() {
  usePageMeta('Mail outbox');
  const [state, setState] = useState<OutboxState>('failed');
  const [page, setPage] = useState(1);
  const outbox = useQuery({ queryKey: adminKeys.outboxWith(state, page), queryFn: () => adminApi.outbox(state, page) });
  const counts = outbox.data?.counts;
  const tabs = OUTBOX_STATES.map((id) => ({
    id,
    label: counts ? `${OUTBOX_STATE_LABELS[id]} (${counts[id]})` : OUTBOX_STATE_LABELS[id],
  }));
  return (
    <Page>
      <PageTitle>Mail outbox</PageTitle>
      <Tabs
        tabs={tabs}
        active={state}
        onChange={(next) => {
          setState(next);
          setPage(1);
        }}
        label="E-mails by state"
      >
        <QueryView query={outbox} error="Could not load the outbox." loading="Loading the outbox...">
          {({ mails, total }) =>
            mails.length ? (
              <>
                <List>
                  {mails.map((m) => (
                    <MailItem key={m.id} mail={m} />
                  ))}
                </List>
                <Pager page={page} totalPages={Math.ceil(total / ADMIN_PAGE_SIZE)} onPage={setPage} label="Pages" />
              </>
            ) : (
              <p>No {OUTBOX_STATE_LABELS[state].toLowerCase()} e-mails.</p>
            )
          }
        </QueryView>
      </Tabs>
    </Page>
  );
}

function MailItem({ mail: m }: { mail: OutboxMail }) {
  const invalidate = useInvalidate();
  const retry = useMutation({
    mutationFn: () => adminApi.retryMail(m.id),
    onSuccess: ({ message }) => {
      toast.success(message);
      invalidate(adminKeys.outbox);
    },
    onError: (error: unknown) => toast.error(errorText(error, 'Could not queue the e-mail again. Please try again.')),
  });
  return (
    <li>
      <Card as="article" aria-labelledby={`mail-${m.id}`}>
        <h2 id={`mail-${m.id}`}>To {m.to}</h2>
        <Badge $tone={TONE[m.state]}>{OUTBOX_STATE_LABELS[m.state]}</Badge>
        <p>{EMAIL_KINDS[m.kind].label}</p>
        <p>
          Written {formatRelativeTime(m.createdAt)}; {m.attempts} {m.attempts === 1 ? 'try' : 'tries'}
          {m.state === 'sending' && m.leaseUntil ? `; taken up again after ${formatRelativeTime(m.leaseUntil)}` : ''}
        </p>
        {m.state === 'failed' && (
          <div className="actions">
            <Button type="button" $size="sm" disabled={retry.isPending} onClick={() => retry.mutate()}>
              {retry.isPending ? 'Queuing...' : `Send again to ${m.to}`}
            </Button>
          </div>
        )}
      </Card>
    </li>
  );
}
