import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { QueryView } from 'app-kit';
import {
  Badge,
  Banner,
  Button,
  Card,
  DataTable,
  TableScroll,
  formatDate,
  formatRupees,
  Page,
  PageTitle,
} from 'shared-ui';
import { paymentsQuery } from './queries';

export const PAYMENT_METHODS = ['UPI', 'Card', 'Net Banking'] as const;
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

const Bill = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.4rem 1.5rem;
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 600; }
`;

/** /student/payments: the current bill and history from the API; paying is a demonstration only (nothing is charged or recorded). */
export default function PaymentsPage() {
  const payments = useQuery(paymentsQuery);
  const [method, setMethod] = useState<(typeof PAYMENT_METHODS)[number]>('UPI');
  // a demonstration: it waits, then says nothing was charged
  const demo = useMutation({ mutationFn: () => new Promise((done) => setTimeout(done, PAYMENT_DEMO_DELAY_MS)) });
  const paying = demo.isPending;
  const message = demo.isSuccess ? PAYMENT_DEMO_MESSAGE : '';
  const pay = () => demo.mutate();

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
                <>
                  <Bill>
                    <dt>Hostel</dt>
                    <dd>{overview.bill.hostelName}</dd>
                    <dt>Month</dt>
                    <dd>{overview.bill.month}</dd>
                    <dt>Amount</dt>
                    <dd>{formatRupees(overview.bill.amount)}</dd>
                    <dt>Due date</dt>
                    <dd>{formatDate(overview.bill.dueDate)}</dd>
                    <dt>Status</dt>
                    <dd>
                      <Badge $tone="warning">{overview.bill.status}</Badge>
                    </dd>
                  </Bill>
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
                          disabled={paying}
                        />{' '}
                        {m}
                      </label>
                    ))}
                  </Methods>
                  {message && <Banner tone="info">{message}</Banner>}
                  <Button type="button" onClick={pay} disabled={paying}>
                    {paying ? 'Processing...' : `Pay ${formatRupees(overview.bill.amount)} with ${method}`}
                  </Button>
                </>
              ) : (
                <p>You have no bill to pay right now.</p>
              )}
            </Card>
            <h2>Payment history</h2>
            {overview.history.length === 0 ? (
              <p>No payments yet.</p>
            ) : (
              <TableScroll>
                <DataTable>
                  <thead>
                    <tr>
                      <th scope="col">Payment ID</th>
                      <th scope="col">Date</th>
                      <th scope="col">Amount</th>
                      <th scope="col">Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {overview.history.map((p) => (
                      <tr key={p.id}>
                        <td>{p.id}</td>
                        <td>{formatDate(p.date)}</td>
                        <td>{formatRupees(p.amount)}</td>
                        <td>
                          <Badge $tone="success">{p.status}</Badge>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </DataTable>
              </TableScroll>
            )}
          </>
        )}
      </QueryView>
    </Page>
  );
}
