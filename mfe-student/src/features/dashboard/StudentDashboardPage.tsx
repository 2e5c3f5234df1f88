import { usePageMeta } from 'app-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Bell, Building2, CalendarCheck, CreditCard, Heart, Mail, MessageSquareWarning, UserCog } from 'lucide-react';
import { RequireRole, useSession } from 'shared-auth';
import { Page, PageTitle, Tile, TileGrid } from 'shared-ui';
import { HostelListing } from '../hostels/HostelListing';
import { StudentQueryProvider } from '../../api/queryClient';
import { studentPaths } from '../../paths';
import { useStaying } from '../bookings/queries';

const cards = [
  { to: studentPaths.hostels, title: 'Browse Hostels', text: 'Search and filter hostels near you', Icon: Building2 },
  {
    to: studentPaths.myBookings,
    title: 'My Bookings',
    text: 'Your requests, your stay, notice and statements',
    Icon: CalendarCheck,
  },
  { to: studentPaths.interested, title: 'Interested Hostels', text: 'Hostels you saved for later', Icon: Heart },
  {
    to: studentPaths.profileSettings,
    title: 'Profile Settings',
    text: 'Your details, photo and password',
    Icon: UserCog,
  },
  { to: studentPaths.payments, title: 'Payments', text: 'Your rent bill and payment history', Icon: CreditCard },
  { to: studentPaths.notifications, title: 'Notifications', text: 'Alerts and updates from your hostel', Icon: Bell },
  {
    to: studentPaths.raiseComplaint,
    title: 'Raise a Complaint',
    text: 'Tell your hostel what needs fixing',
    Icon: MessageSquareWarning,
  },
  { to: '/contact', title: 'Contact Us', text: 'Questions? Write to the Hostel Hub team', Icon: Mail },
];

export const NO_STAY_TILE = 'Available once you are staying at a hostel booked here';

const Explore = styled.section`
  h2 { margin: 0 0 0.5rem; }
`;

/** The one part of the page that shows the session: "Welcome, Student!" until it is read (hydrating the server's
 * page), then her name; the rest of the page does not render again for it. */
function Welcome() {
  const name = useSession((s) => s.user?.name);
  return <PageTitle>Welcome, {name || 'Student'}!</PageTitle>;
}

function Dashboard() {
  const staying = useStaying();
  return (
    <Page>
      <Welcome />
      <p>Everything for your stay in one place.</p>
      <TileGrid aria-label="Student dashboard">
        {cards.map(({ to, title, text, Icon }) => (
          <Tile
            key={to}
            to={to}
            title={title}
            // a complaint is about the hostel the student stays at: said before they open the form
            text={to === studentPaths.raiseComplaint && staying === false ? NO_STAY_TILE : text}
            icon={<Icon size={26} />}
          />
        ))}
      </TileGrid>
      <Explore aria-labelledby="explore-title">
        <h2 id="explore-title">Explore Nearby Hostels</h2>
        <p>
          Compare hostels across Mangalpally, Adibatla, Sheriguda and nearby areas.{' '}
          <Link to={studentPaths.recentlyViewed}>Recently viewed</Link>
        </p>
        <HostelListing />
      </Explore>
    </Page>
  );
}

/** /student-dashboard: only for a stored student; anyone else is logged out and sent to /login (spec §2). */
export default function StudentDashboardPage() {
  usePageMeta('Student Dashboard');
  const page = (
    <StudentQueryProvider>
      <Dashboard />
    </StudentQueryProvider>
  );
  // while the session is unknown (hydrating the server's page), the page as a student sees it without their name
  return (
    <RequireRole role="student" clearOnMismatch fallback={page}>
      {page}
    </RequireRole>
  );
}
