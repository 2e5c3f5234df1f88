import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type Booking, type BookingStatus, checkInMoment } from 'contracts';
import { useQuery } from '@tanstack/react-query';
import { errorText, usePageMeta } from 'app-kit';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  ErrorState,
  Page,
  PageTitle,
  Spinner,
  formatDate,
  formatDateTime,
  formatRupees,
  toast,
  type BadgeTone,
} from 'shared-ui';
import { WaitlistSection } from './WaitlistSection';
import { MyVisits } from '../visits/MyVisits';
import { bookingsQuery, useCancelBooking } from './queries';
import { bookingOutcome, StayActions } from './StayActions';
import { studentPath, studentPaths } from '../../paths';

const tones: Record<BookingStatus, BadgeTone> = {
  Requested: 'warning',
  Active: 'success',
  Rejected: 'danger',
  Cancelled: 'neutral',
  Completed: 'info',
};

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 2rem;
  display: grid;
  gap: 1rem;
`;

const Row = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  align-items: center;
  h3 { margin: 0; font-size: 1.1rem; flex-basis: 100%; display: flex; gap: 0.6rem; align-items: center; flex-wrap: wrap; }
  dl { display: flex; flex-wrap: wrap; gap: 0.3rem 1.5rem; margin: 0; }
  dt { font-size: 0.8rem; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 600; }
`;

/** A confirmed stay whose check-in (noon, India time) is still to come. */
export const isUpcoming = (b: Pick<Booking, 'status' | 'checkInDate'>, at = Date.now()) =>
  b.status === 'Active' && at < checkInMoment(b.checkInDate);

function BookingRow({ booking, onCancel }: { booking: Booking; onCancel?: (b: Booking) => void }) {
  const upcoming = isUpcoming(booking);
  return (
    <li>
      <Row>
        <h3>
          <Link to={studentPath(studentPaths.hostel, { id: booking.hostelId })}>{booking.hostelName}</Link>
          <Badge $tone={upcoming ? 'info' : tones[booking.status]}>{upcoming ? 'Upcoming' : booking.status}</Badge>
        </h3>
        <dl>
          <div>
            <dt>Booking ID</dt>
            <dd>{booking.id.slice(0, 8).toUpperCase()}</dd>
          </div>
          <div>
            <dt>Room</dt>
            <dd>{booking.roomInfo || 'Assigned on approval'}</dd>
          </div>
          {booking.sharing && (
            <div>
              <dt>Sharing</dt>
              <dd>{booking.sharing}</dd>
            </div>
          )}
          {booking.pricePerBed !== null && (
            <div>
              <dt>Rent a month</dt>
              <dd>{formatRupees(booking.pricePerBed)}</dd>
            </div>
          )}
          <div>
            <dt>Check-in</dt>
            <dd>{formatDate(booking.checkInDate)}</dd>
          </div>
          <div>
            <dt>Duration</dt>
            <dd>
              {booking.duration} month{booking.duration > 1 ? 's' : ''}
            </dd>
          </div>
          {booking.status === 'Requested' && (
            <div>
              <dt>Owner answers by</dt>
              <dd>{formatDateTime(booking.respondBy)}</dd>
            </div>
          )}
        </dl>
        {onCancel && (
          <Button type="button" $variant="secondary" $size="sm" onClick={() => onCancel(booking)}>
            Cancel request
          </Button>
        )}
        {booking.status === 'Active' && <StayActions booking={booking} />}
        {/* a stay's statement: confirmed, ended, or cancelled once confirmed (a withdrawn request has none) */}
        {(booking.status === 'Active' ||
          booking.status === 'Completed' ||
          (booking.status === 'Cancelled' && booking.cancelledBy)) &&
          booking.decidedAt && (
            <Link
              to={studentPath(studentPaths.statement, { id: booking.id })}
              aria-label={`Statement of the stay at ${booking.hostelName}`}
            >
              Statement
            </Link>
          )}
        {bookingOutcome(booking) && <p style={{ margin: 0, flexBasis: '100%' }}>{bookingOutcome(booking)}</p>}
      </Row>
    </li>
  );
}

/** /student/my-bookings: the current stay, requests waiting for the owner, and the history. */
export default function MyBookingsPage() {
  usePageMeta('My Bookings');
  const bookings = useQuery(bookingsQuery);
  const cancel = useCancelBooking();
  const [cancelling, setCancelling] = useState<Booking | null>(null);

  const confirmCancel = () => {
    if (!cancelling) return;
    const target = cancelling;
    setCancelling(null);
    cancel.mutate(target.id, {
      onSuccess: () => toast.success('Booking request cancelled.'),
      onError: (err) => toast.error(errorText(err, 'Could not cancel the request.')),
    });
  };

  if (bookings.isPending) return <Spinner label="Loading your bookings..." showLabel />;
  const all = bookings.data ?? [];
  const upcoming = all.filter((b) => isUpcoming(b));
  const current = all.filter((b) => b.status === 'Active' && !isUpcoming(b));
  const requests = all.filter((b) => b.status === 'Requested');
  const history = all.filter((b) => !['Active', 'Requested'].includes(b.status));

  return (
    <Page>
      <PageTitle>My Bookings</PageTitle>
      {bookings.isError && (
        <ErrorState
          message={errorText(bookings.error, 'Could not load your bookings.')}
          onRetry={() => void bookings.refetch()}
        />
      )}
      {bookings.isSuccess && (
        <>
          <h2>Current Stay</h2>
          {current.length ? (
            <List aria-label="Current stay">
              {current.map((b) => (
                <BookingRow key={b.id} booking={b} />
              ))}
            </List>
          ) : (
            <p>
              You are not staying at a hostel booked through Hostel Hub right now.{' '}
              {!upcoming.length && <Link to={studentPaths.hostels}>Find a hostel</Link>}
            </p>
          )}
          {upcoming.length > 0 && (
            <>
              <h2>Upcoming Stay</h2>
              <List aria-label="Upcoming stay">
                {upcoming.map((b) => (
                  <BookingRow key={b.id} booking={b} />
                ))}
              </List>
            </>
          )}
          <WaitlistSection />
          <h2>Booking Requests</h2>
          {requests.length ? (
            <List aria-label="Booking requests">
              {requests.map((b) => (
                <BookingRow key={b.id} booking={b} onCancel={setCancelling} />
              ))}
            </List>
          ) : (
            <p>No requests waiting for an answer.</p>
          )}
          <h2>Stay History</h2>
          {history.length ? (
            <List aria-label="Stay history">
              {history.map((b) => (
                <BookingRow key={b.id} booking={b} />
              ))}
            </List>
          ) : (
            <p>No past bookings yet.</p>
          )}
        </>
      )}
      <MyVisits />
      <ConfirmDialog
        open={!!cancelling}
        title="Cancel booking request"
        message={`Withdraw your request for ${cancelling?.hostelName ?? ''}?`}
        confirmLabel="Cancel request"
        cancelLabel="Keep it"
        danger
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(null)}
      />
    </Page>
  );
}
