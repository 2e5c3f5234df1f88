import { errorText, useContractForm } from 'app-kit';
import { type Bill, paidFormSchema, RENT_MESSAGES } from 'contracts';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef, useState } from 'react';
import { Banner, Button, formatDateTime, formatRupees, TextField, toast } from 'shared-ui';
import styled from 'styled-components';
import { useReportPaid } from './queries';

const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1.25rem;
  align-items: flex-start;
  margin: 0.5rem 0 1rem;
  figure { margin: 0; padding: 0.75rem; background: #fff; border-radius: ${({ theme }) => theme.radius}; line-height: 0; }
  figcaption { line-height: 1.4; color: #1f2937; font-size: 0.85rem; text-align: center; margin-top: 0.5rem; }
  form { display: flex; flex-direction: column; gap: 0.5rem; min-width: 0; flex: 1 1 14rem; }
  form > div { margin: 0; }
  p { margin: 0 0 0.5rem; }
`;

const AppLink = styled.a`
  display: inline-block;
  font-weight: 700;
  margin-bottom: 0.75rem;
`;

/**
 * Paying the owner by UPI: a QR code any UPI app scans and a upi://pay link (for a phone) with the owner's
 * UPI ID, the amount and the bill as reference; then "I have paid", which the owner confirms.
 */
export function UpiPayment({ bill }: { bill: Bill }) {
  const report = useReportPaid(bill.id);
  const form = useContractForm(paidFormSchema, { reference: '' });
  const waiting = bill.status === 'Awaiting confirmation';
  // after "I have paid" the form gives way to the status: focus goes there, and the page stays where it was
  const status = useRef<HTMLDivElement>(null);
  const [reported, setReported] = useState(false);
  useEffect(() => {
    if (reported && waiting) status.current?.focus({ preventScroll: true });
  }, [reported, waiting]);

  if (waiting)
    return (
      <div ref={status} tabIndex={-1} role="status" aria-label="Payment status">
        <Banner tone="info">
          You said you paid{bill.reportedAt ? ` on ${formatDateTime(bill.reportedAt)}` : ''}
          {bill.reference ? ` (UPI reference ${bill.reference})` : ''}. The owner will confirm it; your receipt appears
          below then.
        </Banner>
      </div>
    );
  if (!bill.upi) return <Banner tone="warning">{RENT_MESSAGES.noUpi}</Banner>;
  const { upi } = bill;
  return (
    <Layout>
      <figure>
        <QRCodeSVG
          value={upi.link}
          size={168}
          marginSize={1}
          title={`UPI QR code: pay ${formatRupees(bill.amount)} to ${upi.payeeAddress}`}
        />
        <figcaption>Scan with any UPI app</figcaption>
      </figure>
      <form
        method="post"
        noValidate
        aria-label="I have paid"
        onSubmit={form.handleSubmit(({ reference }) =>
          report.mutate(reference ?? '', {
            onSuccess: ({ message }) => {
              setReported(true);
              toast.success(message);
            },
          }),
        )}
      >
        <p>
          Pay <strong>{formatRupees(bill.amount)}</strong> to <strong>{upi.payeeName}</strong> at{' '}
          <strong>{upi.payeeAddress}</strong>.
        </p>
        <AppLink href={upi.link}>Open in a UPI app</AppLink>
        <TextField
          label="UPI reference (optional)"
          hint="The 12-digit number your UPI app shows after paying"
          inputMode="numeric"
          autoComplete="off"
          error={
            form.formState.errors.reference?.message ??
            (report.isError ? errorText(report.error, 'Could not tell the owner.') : undefined)
          }
          disabled={report.isPending}
          {...form.register('reference')}
        />
        <div>
          <Button type="submit" disabled={report.isPending}>
            {report.isPending ? 'Sending...' : 'I have paid'}
          </Button>
        </div>
      </form>
    </Layout>
  );
}
