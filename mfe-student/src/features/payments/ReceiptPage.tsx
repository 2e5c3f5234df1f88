import { useQuery } from '@tanstack/react-query';
import { errorText, Facts, QueryView, usePageMeta } from 'app-kit';
import { paidMethodWords, receiptTitle } from 'contracts';
import { Link, useParams } from 'react-router-dom';
import { Button, Card, formatDateTime, formatRupees, Page, PageTitle, toast } from 'shared-ui';
import styled from 'styled-components';
import { studentPaths } from '../../paths';
import { receiptQuery, useDownloadReceipt } from './queries';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  @media print { display: none; }
`;

/** /student/payments/receipts/:id: a paid bill's receipt, to print or to save as a PDF. */
export default function ReceiptPage() {
  const { id = '' } = useParams();
  const receipt = useQuery(receiptQuery(id));
  const download = useDownloadReceipt();
  usePageMeta(receipt.data ? `${receiptTitle(receipt.data.kind)} ${receipt.data.receiptNo}` : 'Receipt');
  return (
    <Page $narrow>
      <QueryView query={receipt} loading="Loading the receipt..." error="Could not load this receipt.">
        {(r) => (
          <Card as="article" aria-labelledby="receipt-title">
            <PageTitle id="receipt-title">{receiptTitle(r.kind)}</PageTitle>
            <Facts>
              <dt>Receipt no.</dt>
              <dd>{r.receiptNo}</dd>
              <dt>Received from</dt>
              <dd>{r.studentName}</dd>
              <dt>Property</dt>
              <dd>{r.property}</dd>
              <dt>For</dt>
              <dd>{r.title}</dd>
              <dt>Amount</dt>
              <dd>
                {formatRupees(r.amount)}
                <br />
                <small>{r.amountInWords}</small>
              </dd>
              <dt>Paid by</dt>
              <dd>{paidMethodWords(r.method)}</dd>
              {r.reference && (
                <>
                  <dt>UPI reference</dt>
                  <dd>{r.reference}</dd>
                </>
              )}
              <dt>Paid on</dt>
              <dd>{formatDateTime(r.paidAt)}</dd>
              <dt>Received by</dt>
              <dd>{r.ownerName}</dd>
              {r.ownerPan && (
                <>
                  <dt>Landlord’s PAN</dt>
                  <dd>{r.ownerPan}</dd>
                </>
              )}
            </Facts>
            <Actions>
              <Button type="button" onClick={() => window.print()}>
                Print
              </Button>
              <Button
                type="button"
                $variant="secondary"
                disabled={download.isPending}
                onClick={() =>
                  download.mutate(
                    { billId: r.billId, receiptNo: r.receiptNo },
                    { onError: (err) => toast.error(errorText(err, 'Could not download the receipt.')) },
                  )
                }
              >
                {download.isPending ? 'Preparing...' : 'Download PDF'}
              </Button>
              <Link to={studentPaths.payments}>Back to Payments</Link>
            </Actions>
          </Card>
        )}
      </QueryView>
    </Page>
  );
}
