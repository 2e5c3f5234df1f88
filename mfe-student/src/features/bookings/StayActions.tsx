import { errorText, useContractForm } from 'app-kit';
import {
  type Booking,
  checkInMoment,
  earliestLeavingDate,
  NOTICE_DAYS,
  noticeBodySchema,
  REFUND_WORKING_DAYS,
} from 'contracts';
import { useState } from 'react';
import { Button, ConfirmDialog, formatDate, formatRupees, TextField, toast } from 'shared-ui';
import styled from 'styled-components';
import { useCancelBooking, useCancellationPreview, useGiveNotice, useWithdrawNotice } from './queries';

const Box = styled.div`
  flex-basis: 100%;
  form { display: flex; gap: 0.75rem; align-items: flex-end; flex-wrap: wrap; }
  form > div { margin: 0; }
  p { margin: 0.25rem 0; }
`;

const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** What a confirmed stay allows: cancelling before it begins (the refund shown first), or giving notice. */
export function StayActions({ booking: b }: { booking: Booking }) {
  if (b.leavingOn)
    return (
      <Box>
        <p>
          You gave notice: you leave on {formatDate(b.leavingOn)}. The owner confirms your check-out that day and
          records your deposit's return.
        </p>
        <NoticeGiven booking={b} />
      </Box>
    );
  return (
    <Box>{Date.now() < checkInMoment(b.checkInDate) ? <CancelStay booking={b} /> : <GiveNotice booking={b} />}</Box>
  );
}

function CancelStay({ booking: b }: { booking: Booking }) {
  const [asking, setAsking] = useState(false);
  const preview = useCancellationPreview(asking ? b.id : null);
  const cancel = useCancelBooking();
  const refund = preview.data;
  return (
    <>
      <Button type="button" $variant="secondary" $size="sm" onClick={() => setAsking(true)}>
        Cancel stay
      </Button>
      {preview.isError && <p role="alert">{errorText(preview.error, 'Could not work out the refund.')}</p>}
      <ConfirmDialog
        open={asking && Boolean(refund)}
        title="Cancel your stay"
        message={
          refund
            ? `Cancel your stay at ${b.hostelName} (check-in ${formatDate(b.checkInDate)})? ${refund.rule}${refund.refund > 0 ? ` You get ${formatRupees(refund.refund)} back${refund.deducted ? ` (${formatRupees(refund.deducted)} of your ${formatRupees(refund.deposit)} deposit deducted)` : ''} in ${REFUND_WORKING_DAYS}.` : ''}`
            : ''
        }
        confirmLabel="Cancel stay"
        cancelLabel="Keep it"
        danger
        onConfirm={() => {
          setAsking(false);
          cancel.mutate(b.id, {
            onSuccess: ({ message }) => toast.success(message),
            onError: (err) => toast.error(errorText(err, 'Could not cancel the stay.')),
          });
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/** A notice given: its date can move (still 7 days ahead) or it can be withdrawn, until the owner checks out. */
function NoticeGiven({ booking: b }: { booking: Booking }) {
  const [withdrawing, setWithdrawing] = useState(false);
  const withdraw = useWithdrawNotice(b.id);
  return (
    <>
      <GiveNotice booking={b} given />
      <Button type="button" $variant="secondary" $size="sm" onClick={() => setWithdrawing(true)}>
        Withdraw notice
      </Button>
      <ConfirmDialog
        open={withdrawing}
        title="Withdraw your notice"
        message={`Stay on at ${b.hostelName} after ${formatDate(b.leavingOn ?? '')}? The owner is told.`}
        confirmLabel="Withdraw notice"
        cancelLabel="Keep my notice"
        onConfirm={() => {
          setWithdrawing(false);
          withdraw.mutate(undefined, {
            onSuccess: ({ message }) => toast.success(message),
            onError: (err) => toast.error(errorText(err, 'Could not withdraw the notice.')),
          });
        }}
        onCancel={() => setWithdrawing(false)}
      />
    </>
  );
}

function GiveNotice({ booking: b, given = false }: { booking: Booking; given?: boolean }) {
  const [open, setOpen] = useState(false);
  const notice = useGiveNotice(b.id, given);
  const earliest = earliestLeavingDate(localToday());
  const form = useContractForm(noticeBodySchema, { leavingOn: given && b.leavingOn ? b.leavingOn : earliest });
  const what = given ? 'Change leaving date' : 'Give notice';
  if (!open)
    return (
      <Button type="button" $variant="secondary" $size="sm" onClick={() => setOpen(true)}>
        {what}
      </Button>
    );
  return (
    <form
      method="post"
      noValidate
      aria-label={what}
      onSubmit={form.handleSubmit(({ leavingOn }) =>
        notice.mutate(leavingOn, {
          onSuccess: ({ message }) => {
            setOpen(false);
            toast.success(message);
          },
        }),
      )}
    >
      <TextField
        label="Leaving on"
        type="date"
        min={earliest}
        hint={`At least ${NOTICE_DAYS} days from today`}
        error={
          form.formState.errors.leavingOn?.message ??
          (notice.isError ? errorText(notice.error, 'Could not give notice.') : undefined)
        }
        disabled={notice.isPending}
        {...form.register('leavingOn')}
      />
      <Button type="submit" $size="sm" disabled={notice.isPending}>
        {notice.isPending ? 'Sending...' : what}
      </Button>
      <Button type="button" $size="sm" $variant="secondary" onClick={() => setOpen(false)}>
        Cancel
      </Button>
    </form>
  );
}

/** How a finished booking ended, in words: the refund, the deposit returned, or the owner's reason. */
export function bookingOutcome(b: Booking): string {
  if (b.refund)
    return `${b.cancelledBy === 'owner' ? 'Cancelled by the owner' : 'You cancelled'}: ${formatRupees(b.refund.refund)} refunded${b.refund.deducted ? ` (${formatRupees(b.refund.deducted)} deducted)` : ''}.`;
  if (b.checkOut)
    return b.checkOut.outcome === 'no-show'
      ? 'Closed as a no-show: no refund.'
      : `Checked out: ${formatRupees(b.checkOut.depositReturned)} of the deposit returned${b.checkOut.deducted ? ` (${formatRupees(b.checkOut.deducted)} kept: ${b.checkOut.reason})` : ''}.`;
  if (b.rejectReason) return `Not accepted: ${b.rejectReason}`;
  return '';
}
