import { errorText, useContractForm } from 'app-kit';
import { type NotReceivedPayload, notReceivedFormSchema, type RentRollRow, recordUpiFormSchema } from 'contracts';
import { useState } from 'react';
import { Button, ConfirmDialog, formatRupees, TextField, toast } from 'shared-ui';
import { type RentChange, useRentChange } from './queries';

type Open = 'confirm-upi' | 'record-cash' | 'record-upi' | 'not-received' | null;

/**
 * What the owner can do with a bill still to pay. A payment the student reported: confirm it, or say it did not
 * arrive (the bill is due again and the student is told why). One nobody reported: record the cash or the UPI payment
 * received (with its 12-digit reference), or remind the student.
 */
export function BillActions({ row }: { row: RentRollRow }) {
  const change = useRentChange();
  const [open, setOpen] = useState<Open>(null);
  const claimed = row.status === 'Awaiting confirmation';
  const run = (what: RentChange, failed: string, done?: () => void) =>
    change.mutate(what, {
      onSuccess: ({ message }) => {
        toast.success(message);
        setOpen(null);
        done?.();
      },
      onError: (err) => toast.error(errorText(err, failed)),
    });
  const who = row.studentName;
  return (
    <>
      <div className="actions">
        {claimed ? (
          <>
            <Button
              type="button"
              $size="sm"
              disabled={change.isPending}
              onClick={() => setOpen('confirm-upi')}
              aria-label={`Confirm UPI payment from ${who}`}
            >
              Confirm UPI payment
            </Button>
            <Button
              type="button"
              $size="sm"
              $variant="secondary"
              disabled={change.isPending}
              aria-expanded={open === 'not-received'}
              onClick={() => setOpen(open === 'not-received' ? null : 'not-received')}
              aria-label={`Not received from ${who}`}
            >
              Not received
            </Button>
          </>
        ) : (
          <Button
            type="button"
            $size="sm"
            $variant="secondary"
            disabled={change.isPending}
            aria-expanded={open === 'record-upi'}
            onClick={() => setOpen(open === 'record-upi' ? null : 'record-upi')}
            aria-label={`Record UPI payment from ${who}`}
          >
            Record UPI payment
          </Button>
        )}
        <Button
          type="button"
          $size="sm"
          $variant="secondary"
          disabled={change.isPending}
          onClick={() => setOpen('record-cash')}
          aria-label={`Record cash payment from ${who}`}
        >
          Record cash payment
        </Button>
        {!claimed && row.hasAccount && (
          <Button
            type="button"
            $size="sm"
            $variant="secondary"
            disabled={change.isPending}
            onClick={() => run({ remind: row.billId }, 'Could not send the reminder.')}
            aria-label={`Remind ${who}`}
          >
            Remind
          </Button>
        )}
      </div>
      {open === 'record-upi' && (
        <RecordUpiForm
          row={row}
          busy={change.isPending}
          onSubmit={(reference) =>
            run({ confirm: row.billId, payment: { method: 'UPI', reference } }, 'Could not record the payment.')
          }
        />
      )}
      {open === 'not-received' && (
        <NotReceivedForm
          row={row}
          busy={change.isPending}
          onSubmit={(body) => run({ notReceived: row.billId, body }, 'Could not mark the payment as not received.')}
        />
      )}
      <ConfirmDialog
        open={open === 'confirm-upi' || open === 'record-cash'}
        title={open === 'record-cash' ? 'Record a cash payment' : 'Confirm a UPI payment'}
        message={
          open === 'record-cash'
            ? `${formatRupees(row.amount)} received from ${who} in cash? The bill becomes Paid and the student gets a receipt.`
            : `${formatRupees(row.amount)} received from ${who} by UPI${row.reference ? ` (reference ${row.reference})` : ''}? The bill becomes Paid and the student gets a receipt.`
        }
        confirmLabel={open === 'record-cash' ? 'Record payment' : 'Confirm payment'}
        onConfirm={() =>
          run(
            { confirm: row.billId, payment: { method: open === 'record-cash' ? 'Cash' : 'UPI' } },
            'Could not confirm the payment.',
          )
        }
        onCancel={() => setOpen(null)}
      />
    </>
  );
}

function RecordUpiForm({
  row,
  busy,
  onSubmit,
}: {
  row: RentRollRow;
  busy: boolean;
  onSubmit: (reference: string) => void;
}) {
  const form = useContractForm(recordUpiFormSchema, { reference: '' });
  return (
    <form
      method="post"
      noValidate
      aria-label={`Record a UPI payment from ${row.studentName}`}
      onSubmit={form.handleSubmit(({ reference }) => onSubmit(reference))}
    >
      <TextField
        label="UPI reference (12 digits)"
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        hint="As your UPI app shows it for this payment"
        error={form.formState.errors.reference?.message}
        {...form.register('reference')}
      />
      <Button type="submit" $size="sm" disabled={busy}>
        Record {formatRupees(row.amount)} by UPI
      </Button>
    </form>
  );
}

function NotReceivedForm({
  row,
  busy,
  onSubmit,
}: {
  row: RentRollRow;
  busy: boolean;
  onSubmit: (body: NotReceivedPayload) => void;
}) {
  const form = useContractForm(notReceivedFormSchema, { note: '' });
  return (
    <form
      method="post"
      noValidate
      aria-label={`Payment from ${row.studentName} not received`}
      onSubmit={form.handleSubmit((body) => onSubmit(body))}
    >
      <TextField
        label="Tell the student why (optional)"
        maxLength={200}
        placeholder="e.g. No UPI credit with this reference in my account"
        error={form.formState.errors.note?.message}
        {...form.register('note')}
      />
      <Button type="submit" $size="sm" $variant="danger" disabled={busy}>
        Mark as not received
      </Button>
    </form>
  );
}
