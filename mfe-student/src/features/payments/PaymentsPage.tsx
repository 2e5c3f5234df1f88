import { useMutation, useQuery } from '@tanstack/react-query';
import { errorText, QueryView, usePageMeta } from 'app-kit';
import { type Bill, PAYMENT_METHODS } from 'contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Badge,
  type BadgeTone,
  Banner,
  Button,
  Card,
  CardTable,
  formatDate,
  formatRupees,
  Page,
  PageTitle,
  toast,
} from 'shared-ui';
import styled from 'styled-components';
import { studentPath, studentPaths } from '../../paths';
import { paymentsQuery, useDownloadReceipt } from './queries';
import { UpiPayment } from './UpiPayment';

export const PAYMENT_DEMO_DELAY_MS = 1500;
export const PAYMENT_DEMO_MESSAGE = 'This is a UI demonstration. No real payment will be processed.';

const Methods = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 1rem 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  legend { font-weight: 700; margin-bottom: 0.5rem; }
  label { display: flex; gap: 0.4rem; align-items: center; padding: 0.5rem 0.9rem; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius}; cursor: pointer; }
`;

const BillFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.4rem 1.5rem;
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 600; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

/** The bill's status as the student reads it: an unpaid bill past its due date is Overdue. */
export function billStatus(bill: Pick<Bill, 'status' | 'overdue'>): { label: string; tone: BadgeTone } {
  if (bill.status === 'Paid') return { label: 'Paid', tone: 'success' };
  if (bill.status === 'Awaiting confirmation') return { label: 'Awaiting confirmation', tone: 'info' };
  return bill.overdue ? { label: 'Overdue', tone: 'danger' } : { label: 'Pending', tone: 'warning' };
}

function CurrentBill({ bill }: { bill: Bill }) {
  const [method, setMethod] = useState<(typeof PAYMENT_METHODS)[number]>('UPI');
  // card and net banking need a payment gateway: without one, the spec's demonstration message
  const demo = useMutation({ mutationFn: () => new Promise((done) => setTimeout(done, PAYMENT_DEMO_DELAY_MS)) });
  const status = billStatus(bill);
  const waiting = bill.status === 'Awaiting confirmation';
  return (
    <>
      <BillFacts>
        <dt>Hostel</dt>
        <dd>{bill.hostelName}</dd>
        <dt>For</dt>
        <dd>{bill.title}</dd>
        <dt>Amount</dt>
        <dd>{formatRupees(bill.amount)}</dd>
        <dt>Due date</dt>
        <dd>
          {formatDate(bill.dueDate)}
          {bill.dueNote && <small> ({bill.dueNote})</small>}
        </dd>
        <dt>Status</dt>
        <dd>
          <Badge $tone={status.tone}>{status.label}</Badge>
        </dd>
      </BillFacts>
      {!waiting && (
        <Methods>
          <legend>Payment method</legend>
          {PAYMENT_METHODS.map((m) => (
            <label key={m}>
              <input
                type="radio"
                name="method"
                value={m}
                checked={method === m}
                onChange={() => setMethod(m)}
                disabled={demo.isPending}
              />{' '}
              {m}
              {m !== 'UPI' && <small> (Demo only)</small>}
            </label>
          ))}
        </Methods>
      )}
      {waiting || method === 'UPI' ? (
        <UpiPayment bill={bill} />
      ) : (
        <>
          {demo.isSuccess && <Banner tone="info">{PAYMENT_DEMO_MESSAGE}</Banner>}
          <Button type="button" onClick={() => demo.mutate()} disabled={demo.isPending}>
            {demo.isPending ? 'Processing...' : `Pay ${formatRupees(bill.amount)} with ${method}`}
          </Button>
        </>
      )}
    </>
  );
}

/** /student/payments: the bill to pay now (UPI for real; card and net banking a demonstration), other unpaid
 * months, and the history with receipts. */
export default function PaymentsPage() {
  usePageMeta('Payments');
  const payments = useQuery(paymentsQuery);
  const download = useDownloadReceipt();
  const save = (billId: string, receiptNo: string) =>
    download.mutate(
      { billId, receiptNo },
      { onError: (err) => toast.error(errorText(err, 'Could not download the receipt.')) },
    );

  return (
    <Page $narrow>
      <PageTitle>Payments</PageTitle>
      <QueryView query={payments} loading="Loading your payments..." error="Could not load your payments.">
        {(overview) => (
          <>
            <Card as="section" aria-labelledby="bill-title">
              <h2 id="bill-title" style={{ marginTop: 0 }}>
                Current bill
              </h2>
              {overview.bill ? (
                <CurrentBill key={overview.bill.id} bill={overview.bill} />
              ) : (
                <p>You have no bill to pay right now.</p>
              )}
            </Card>
            {overview.unpaid.length > 0 && (
              <section aria-labelledby="unpaid-title">
                <h2 id="unpaid-title">Also unpaid</h2>
                <ul>
                  {overview.unpaid.map((b) => (
                    <li key={b.id}>
                      {b.title} at {b.hostelName}: {formatRupees(b.amount)}, due {formatDate(b.dueDate)} (
                      {billStatus(b).label}). Pay it after the bill above.
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <h2>Payment history</h2>
            {overview.history.length === 0 ? (
              <p>No payments yet.</p>
            ) : (
              <CardTable aria-label="Payment history">
                <thead>
                  <tr>
                    <th scope="col">Payment ID</th>
                    <th scope="col">Date</th>
                    <th scope="col">Amount</th>
                    <th scope="col">Status</th>
                    <th scope="col">Receipt</th>
                  </tr>
                </thead>
                <tbody>
                  {overview.history.map((p) => (
                    <tr key={p.id}>
                      <td data-label="Payment ID">{p.id}</td>
                      <td data-label="Date">{formatDate(p.date)}</td>
                      <td data-label="Amount">{formatRupees(p.amount)}</td>
                      <td data-label="Status">
                        <Badge $tone="success">{p.status}</Badge>
                      </td>
                      <td data-label="Receipt">
                        {p.receiptNo && (
                          <Actions>
                            <Link
                              to={studentPath(studentPaths.receipt, { id: p.id })}
                              aria-label={`Receipt ${p.receiptNo} for ${p.month}`}
                            >
                              Receipt {p.receiptNo}
                            </Link>
                            <Button
                              type="button"
                              $size="sm"
                              $variant="secondary"
                              onClick={() => save(p.id, p.receiptNo ?? '')}
                              disabled={download.isPending}
                              aria-label={`Download PDF of receipt ${p.receiptNo}`}
                            >
                              Download PDF
                            </Button>
                          </Actions>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </CardTable>
            )}
          </>
        )}
      </QueryView>
    </Page>
  );
}
