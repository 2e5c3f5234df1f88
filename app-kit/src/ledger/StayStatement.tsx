import { balanceWords, type StayLedger } from 'contracts';
import styled from 'styled-components';
import { Facts } from '../page/Facts';
import { useMutation } from '@tanstack/react-query';
import { Badge, Button, Card, formatDate, formatRupees, PageTitle, toast } from 'shared-ui';
import { errorText } from '../query/QueryView';

const Lines = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0 0 1rem;
  li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 0.15rem 1rem;
    padding: 0.55rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border}55;
  }
  .title { overflow-wrap: anywhere; }
  .amount { text-align: right; font-weight: 600; white-space: nowrap; }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
  small:last-child { text-align: right; }
`;

const Totals = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem 1.5rem;
  font-weight: 600;
  @media print { break-inside: avoid; }
`;

const Actions = styled.div`
  @media print { display: none; }
`;

/**
 * A stay's statement, the same for the student and the owner: every charge and payment with the running balance,
 * the totals, and once the stay ended the settlement of the deposit. Printable (and so savable as a PDF).
 */
export function StayStatement({
  ledger,
  viewer,
  download,
}: {
  ledger: StayLedger;
  viewer: 'student' | 'owner';
  /** Saves the statement as the API's PDF. */
  download: () => Promise<unknown>;
}) {
  const ended = ledger.settlement !== null;
  const save = useMutation({
    mutationFn: download,
    onError: (error) => toast.error(errorText(error, 'Could not download the statement.')),
  });
  const who = viewer === 'student' ? 'you' : 'the student';
  return (
    <Card as="article" aria-labelledby="statement-title">
      <PageTitle id="statement-title">{ended ? 'Settlement statement' : 'Statement of the stay'}</PageTitle>
      <Facts>
        <dt>Resident</dt>
        <dd>{ledger.studentName}</dd>
        <dt>Property</dt>
        <dd>{ledger.property}</dd>
        <dt>Owner</dt>
        <dd>{ledger.ownerName}</dd>
        {ledger.room && (
          <>
            <dt>Room</dt>
            <dd>
              {ledger.room}
              {ledger.sharing ? ` · ${ledger.sharing} sharing` : ''}
            </dd>
          </>
        )}
        <dt>Check-in</dt>
        <dd>{formatDate(ledger.checkInDate)}</dd>
        {ledger.endedAt && (
          <>
            <dt>{ledger.status === 'Cancelled' ? 'Cancelled' : 'Checked out'}</dt>
            <dd>{formatDate(ledger.endedAt)}</dd>
          </>
        )}
      </Facts>
      {ledger.lines.length === 0 ? (
        <p>Nothing has been charged or paid for this stay.</p>
      ) : (
        <Lines aria-label="Charges and payments">
          {ledger.lines.map((l, i) => (
            // lines have no id: a statement is read whole, never edited
            // biome-ignore lint/suspicious/noArrayIndexKey: the order is the statement's
            <li key={i}>
              <span className="title">{l.title}</span>
              <span className="amount">
                {l.charge > 0 ? `+ ${formatRupees(l.charge)}` : `− ${formatRupees(l.payment)}`}
              </span>
              <small>
                {formatDate(l.date)}
                {l.receiptNo ? ` · Receipt ${l.receiptNo}` : ''}
              </small>
              <small>Balance {formatRupees(l.balance)}</small>
            </li>
          ))}
        </Lines>
      )}
      <Totals>
        <span>Charges {formatRupees(ledger.totals.charges)}</span>
        <span>Payments {formatRupees(ledger.totals.payments)}</span>
        <span>
          Balance: {balanceWords(ledger.totals.balance, who)}{' '}
          {ledger.totals.balance === 0 && <Badge $tone="success">Settled</Badge>}
        </span>
      </Totals>
      {ledger.settlement && (
        <p>
          Deposit received {formatRupees(ledger.settlement.depositReceived)}; kept{' '}
          {formatRupees(ledger.settlement.deducted)}
          {ledger.settlement.reasons.length ? ` (${ledger.settlement.reasons.join('; ')})` : ''}; refunded{' '}
          {formatRupees(ledger.settlement.refunded)}.
        </p>
      )}
      <Actions>
        <Button type="button" onClick={() => save.mutate()} disabled={save.isPending}>
          {save.isPending ? 'Downloading...' : 'Download PDF'}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
      </Actions>
    </Card>
  );
}
