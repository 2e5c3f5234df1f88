import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { PayoutHistoryEntry, PayoutMethod, PayoutMethodPayload } from 'contracts';
import { httpStatus, isNetworkError, serverMessage } from 'shared-auth';
import {
  Badge,
  Banner,
  Button,
  Card,
  ConfirmDialog,
  Page,
  PageTitle,
  Spinner,
  formatDate,
  formatRupees,
} from 'shared-ui';
import { ownerApi } from '../../api/ownerApi';
import { describeMethod, describeSnapshot } from './describeMethod';
import { PayoutMethodForm } from './PayoutMethodForm';

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

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { text-align: left; padding: 0.6rem 0.5rem; border-bottom: 1px solid ${({ theme }) => theme.colors.border}55; }
`;

type Message = { tone: 'success' | 'error'; text: string } | null;

/** /owner/payment-settings: Payment Methods & History (spec 001 §2, §7, §8). */
export default function PaymentSettingsPage() {
  const [methods, setMethods] = useState<PayoutMethod[]>([]);
  const [history, setHistory] = useState<PayoutHistoryEntry[]>([]);
  const [loading, setLoading] = useState(true);
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<PayoutMethod | null>(null);

  const load = useCallback(async () => {
    const loadOne = async <T,>(fn: () => Promise<T>, fallback: string): Promise<T> => {
      try {
        return await fn();
      } catch (err) {
        throw new Error(isNetworkError(err) ? 'Error loading payment data.' : serverMessage(err, fallback));
      }
    };
    try {
      const [m, h] = await Promise.all([
        loadOne(ownerApi.payoutMethods, 'Failed to fetch payout methods.'),
        loadOne(ownerApi.payoutHistory, 'Failed to fetch payout history.'),
      ]);
      setMethods(m);
      setHistory(h);
    } catch (err) {
      setMessage({ tone: 'error', text: (err as Error).message });
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), MESSAGE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [message]);

  /** A payout write: its message in a banner; on success both lists are reloaded. */
  const write = async (action: () => Promise<{ message?: string }>): Promise<boolean> => {
    setBusy(true);
    try {
      const res = await action();
      setMessage({ tone: 'success', text: res.message || 'Action successful!' });
      await load();
      return true;
    } catch (err) {
      setMessage({
        tone: 'error',
        text: httpStatus(err) ? serverMessage(err, 'An error occurred.') : 'An error occurred.',
      });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const target = deleting;
    setDeleting(null);
    void write(() => ownerApi.deletePayoutMethod(target._id));
  };

  return (
    <Page>
      <PageTitle>Payment Methods &amp; History</PageTitle>
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
              <PayoutMethodForm
                busy={busy}
                onSubmit={(payload: PayoutMethodPayload) => write(() => ownerApi.addPayoutMethod(payload))}
              />
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
                            onClick={() => write(() => ownerApi.setDefaultPayoutMethod(m._id))}
                            aria-label={`Set ${describeMethod(m)} as default`}
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
            <Table>
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
                    <td>{formatDate(p.processedAt)}</td>
                    <td>{formatRupees(p.amount)}</td>
                    <td>{describeSnapshot(p.payoutMethodDetailsSnapshot)}</td>
                    <td>
                      <Badge $tone={p.status === 'Completed' ? 'success' : 'warning'}>{p.status}</Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
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
