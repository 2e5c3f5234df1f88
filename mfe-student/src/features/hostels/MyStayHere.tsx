import { useQuery } from '@tanstack/react-query';
import { type Booking, checkInMoment } from 'contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Banner, formatDate, formatRelativeTime } from 'shared-ui';
import { studentPaths } from '../../paths';
import { bookingsQuery } from '../bookings/queries';
import { useIntent } from './visitorIntent';

/** What the student has to do with this hostel already: a request waiting, a stay now, or one before. */
export function myStayAt(
  bookings: Booking[],
  hostelId: string,
  at = Date.now(),
): { text: string; blocksRequest: boolean } | null {
  const here = bookings.filter((b) => b.hostelId === hostelId);
  const pending = here.find((b) => b.status === 'Requested');
  if (pending) return { text: `Request pending (sent ${formatRelativeTime(pending.createdAt)}).`, blocksRequest: true };
  const confirmed = here.find((b) => b.status === 'Active');
  if (confirmed)
    return at < checkInMoment(confirmed.checkInDate)
      ? { text: `Your stay here is confirmed: it starts on ${formatDate(confirmed.checkInDate)}.`, blocksRequest: true }
      : { text: 'You are staying here.', blocksRequest: true };
  const past = here
    .filter((b) => b.status === 'Completed')
    .sort((a, b) => b.checkInDate.localeCompare(a.checkInDate))[0];
  if (past) return { text: `You stayed here in ${past.checkInDate.slice(0, 4)}.`, blocksRequest: false };
  return null;
}

/** For a signed-in student: the hostel page says where she stands with it, instead of an empty form when
 * there is nothing to request. `children` is the request form, shown when a request makes sense. */
export function MyStayHere({ hostelId, children }: { hostelId: string; children: ReactNode }) {
  const bookings = useQuery(bookingsQuery);
  // back from logging in to send a request: the form sends it and says how it went, whatever the bookings say
  const [intent] = useIntent();
  const [resuming] = useState(intent === 'book');
  // decided on the bookings as the page opened: a request sent from this page keeps its own answer on screen
  const [mine, setMine] = useState<ReturnType<typeof myStayAt> | undefined>();
  useEffect(() => {
    if (bookings.data && mine === undefined) setMine(myStayAt(bookings.data, hostelId));
  }, [bookings.data, hostelId, mine]);
  if (!mine || resuming) return <>{children}</>;
  return (
    <>
      <Banner tone="info">
        {mine.text} <Link to={studentPaths.myBookings}>See My bookings</Link>
      </Banner>
      {!mine.blocksRequest && children}
    </>
  );
}
