import { Link } from 'react-router-dom';
import { ownerPaths } from '../../paths';
import { usePageMeta } from 'app-kit';
import { useQuery } from '@tanstack/react-query';
import type { PayoutMethod } from 'contracts';
import { useEffect, useState } from 'react';
import { httpStatus, serverMessage } from 'shared-auth';
import {
  Badge,
  Banner,
  Button,
  Card,
  ConfirmDialog,
  formatDate,
  formatRupees,
  Page,
  PageTitle,
  Spinner,
} from 'shared-ui';
import styled from 'styled-components';
import { CardTable } from 'shared-ui';
import { describeMethod, describeSnapshot } from './describeMethod';
import { PayoutMethodForm } from './PayoutMethodForm';
import { type PayoutChange, payoutHistoryQuery, payoutMethodsQuery, usePayoutChange } from './queries';
export const MESSAGE_CLEAR_MS = 5000;

const Layout = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 1.5rem;
  align-items: start;
  margin-bottom: 2rem;
  @media (max-width: 860px) { grid-template-columns: 1fr; }
`;

const Methods = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.75rem;
  li { display: flex; justify-content: space-between; align-items: center; gap: 0.5rem; flex-wrap: wrap; padding: 0.75rem; border: 1px solid ${({ theme }) => theme.colors.border}55; border-radius: ${({ theme }) => theme.radius}; }
`;

/** /owner/payment-settings: Payment Methods & History (spec 001 §2, §7, §8). */
export default function PaymentSettingsPage() {
  usePageMeta('Payments');
  const methodsQuery = useQuery(payoutMethodsQuery);
  const historyQuery = useQuery(payoutHistoryQuery);
  const change = usePayoutChange();
  const [deleting, setDeleting] = useState<PayoutMethod | null>(null);
  const busy = change.isPending;
  const methods = methodsQuery.data ?? [];
  const history = historyQuery.data ?? [];
  const loading = methodsQuery.isPending || historyQuery.isPending;

  // a write's answer shows for 5 s (spec 001 §9)
  const { reset } = change;
  useEffect(() => {
    if (!change.isSuccess && !change.isError) return;
    const timer = setTimeout(reset, MESSAGE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [change.isSuccess, change.isError, reset]);

  const message = change.isSuccess
    ? { tone: 'success' as const, text: change.data.message || 'Action successful!' }
    : change.isError
      ? {
          tone: 'error' as const,
          text: httpStatus(change.error) ? serverMessage(change.error, 'An error occurred.') : 'An error occurred.',
        }
      : (methodsQuery.error ?? historyQuery.error)
        ? { tone: 'error' as const, text: (methodsQuery.error ?? historyQuery.error)?.message ?? '' }
        : null;

  /** A payout write: resolves true once the server has taken it. */
  const write = (what: PayoutChange) =>
    change.mutateAsync(what).then(
      () => true,
      () => false,
    );

  const confirmDelete = () => {
    if (!deleting) return;
    const target = deleting;
    setDeleting(null);
    void write({ remove: target._id });
  };

  return (
    <Page>
      <PageTitle>Payment Methods &amp; History</PageTitle>
      <p>
        This page is for where your money goes. Residents&apos; rent is on the{' '}
        <Link to={ownerPaths.rent}>rent roll</Link>.
      </p>
      {message && <Banner tone={message.tone}>{message.text}</Banner>}
      {loading ? (
        <Spinner label="Loading payment data..." />
      ) : (
        <>
          <Layout>
            <Card as="section" aria-labelledby="add-method-title">
              <h2 id="add-method-title" style={{ marginTop: 0 }}>
                Add a payout method
              </h2>
              <PayoutMethodForm busy={busy} onSubmit={(payload) => write({ add: payload })} />
            </Card>
            <Card as="section" aria-labelledby="methods-title">
              <h2 id="methods-title" style={{ marginTop: 0 }}>
                Your payout methods
              </h2>
              {methods.length === 0 ? (
                <p>No payout methods yet. Add one to receive payouts.</p>
              ) : (
                <Methods aria-label="Payout methods">
                  {methods.map((m) => (
                    <li key={m._id}>
                      <span>
                        {describeMethod(m)} {m.isDefault && <Badge $tone="success">Default</Badge>}
                        {m.type === 'BANK_TRANSFER' && (
                          <>
                            <br />
                            <small>
                              {m.details.accountHolderName} · {m.details.ifscCode}
                            </small>
                          </>
                        )}
                      </span>
                      <span>
                        {!m.isDefault && (
                          <Button
                            type="button"
                            $size="sm"
                            $variant="secondary"
                            disabled={busy}
                            onClick={() => write({ makeDefault: m._id })}
                            aria-label={`Set Default: ${describeMethod(m)}`}
                          >
                            Set Default
                          </Button>
                        )}{' '}
                        <Button
                          type="button"
                          $size="sm"
                          $variant="danger"
                          disabled={busy}
                          onClick={() => setDeleting(m)}
                          aria-label={`Delete ${describeMethod(m)}`}
                        >
                          Delete
                        </Button>
                      </span>
                    </li>
                  ))}
                </Methods>
              )}
            </Card>
          </Layout>
          <h2>Payout history</h2>
          {history.length === 0 ? (
            <p>No payouts yet.</p>
          ) : (
            <CardTable>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Method</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {history.map((p) => (
                  <tr key={p._id}>
                    <td data-label="Date">{formatDate(p.processedAt)}</td>
                    <td data-label="Amount">{formatRupees(p.amount)}</td>
                    <td data-label="Method">{describeSnapshot(p.payoutMethodDetailsSnapshot)}</td>
                    <td data-label="Status">
                      <Badge $tone={p.status === 'Completed' ? 'success' : 'warning'}>{p.status}</Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </CardTable>
          )}
        </>
      )}
      <ConfirmDialog
        open={!!deleting}
        title="Delete payout method"
        message="Are you sure you want to delete this payout method?"
        confirmLabel="Delete"
        danger
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Page>
  );
}
