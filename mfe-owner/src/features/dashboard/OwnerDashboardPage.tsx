import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BedDouble, Building2, DoorOpen, IndianRupee, LayoutGrid, MessageSquareWarning, Users } from 'lucide-react';
import { type OwnerDashboardStats, suspensionReason } from 'contracts';
import { useQuery } from '@tanstack/react-query';
import { errorText, usePageMeta } from 'app-kit';
import { RequireRole, useAuth } from 'shared-auth';
import { Button, Card, ErrorState, formatRupees, Page, PageTitle, Tile, TileGrid } from 'shared-ui';
import { OwnerQueryProvider } from '../../api/queryClient';
import { dashboardQuery } from './queries';
import { ownerPaths } from '../../paths';

const statCards: Array<{
  to: string;
  title: string;
  text: string;
  Icon: typeof Building2;
  stat?: keyof OwnerDashboardStats;
}> = [
  { to: ownerPaths.myHostels, title: 'Hostels', text: 'Your listed hostels', Icon: Building2, stat: 'hostels' },
  {
    to: ownerPaths.filledRooms,
    title: 'Rooms Filled',
    text: 'Rooms with students',
    Icon: BedDouble,
    stat: 'roomsFilled',
  },
  { to: ownerPaths.myStudents, title: 'Students', text: 'Students staying with you', Icon: Users, stat: 'students' },
  {
    to: ownerPaths.viewComplaints,
    title: 'Complaints',
    text: 'Open complaints from students',
    Icon: MessageSquareWarning,
    stat: 'complaints',
  },
  {
    to: ownerPaths.availableRooms,
    title: 'Available Rooms',
    text: 'Rooms with free beds',
    Icon: DoorOpen,
    stat: 'availableRooms',
  },
  {
    to: ownerPaths.manageRooms,
    title: 'Manage Rooms',
    text: 'Add and edit rooms and beds',
    Icon: LayoutGrid,
    stat: 'rooms',
  },
];

const actions = [
  { to: ownerPaths.addHostel, label: 'Add Hostel' },
  { to: ownerPaths.viewRequests, label: 'View Booking Requests' },
  { to: ownerPaths.visits, label: 'Visits and visiting hours' },
  { to: ownerPaths.addStudent, label: 'Add Student' },
  { to: ownerPaths.sendAlerts, label: 'Send Alerts' },
  { to: ownerPaths.rules, label: 'Rules and Regulations' },
  { to: ownerPaths.paymentSettings, label: 'Payment Settings' },
  { to: ownerPaths.profileSettings, label: 'Profile Settings' },
];

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const Waiting = styled.p`
  min-height: 1.6em;
`;
const Managing = Waiting;

/** A suspended owner's dashboard: the reason, what it means and how to appeal; no numbers to wait for. */
function Suspended({ reason }: { reason: string }) {
  return (
    <Card as="section" aria-labelledby="suspended-title">
      <h2 id="suspended-title" style={{ marginTop: 0 }}>
        Your account is suspended
      </h2>
      <p>
        <strong>Reason given by the Hostel Hub team:</strong> {reason || 'none given.'}
      </p>
      <p>
        While it is suspended your hostels are hidden from students and you cannot change them, answer requests or bill
        rent here. Students already staying with you keep their stay.
      </p>
      <p>
        If you think this is a mistake, write to <a href="mailto:support@hostelhub.in">support@hostelhub.in</a> from
        this account's e-mail, or use the <Link to="/contact">contact form</Link>, saying why.
      </p>
    </Card>
  );
}

function Dashboard() {
  const { user } = useAuth();
  const stats = useQuery(dashboardQuery);
  const suspended = stats.isError ? suspensionReason(errorText(stats.error, '')) : null;
  if (suspended !== null)
    return (
      <Page>
        <PageTitle>Welcome, {user?.name || 'Owner'}!</PageTitle>
        <Suspended reason={suspended} />
      </Page>
    );
  const value = (stat?: keyof OwnerDashboardStats) => (!stat ? undefined : stats.data ? stats.data[stat] : '…');
  return (
    <Page>
      <PageTitle>Welcome, {user?.name || 'Owner'}!</PageTitle>
      {/* the line keeps its place until the session and the numbers say what to put there */}
      <Managing>
        {stats.data && stats.data.hostels > 1
          ? `Managing ${stats.data.hostels} hostels`
          : user?.hostelName && `Managing ${user.hostelName}`}
      </Managing>
      {stats.isError && (
        <ErrorState
          message={errorText(stats.error, 'Could not load your numbers.')}
          onRetry={() => void stats.refetch()}
        />
      )}
      {/* the line keeps its place while the numbers load, so the tiles below do not jump (layout shift) */}
      <Waiting>
        {stats.data && stats.data.pendingRequests > 0 && (
          <Link to={ownerPaths.viewRequests}>
            {stats.data.pendingRequests} booking request{stats.data.pendingRequests > 1 ? 's' : ''} waiting for your
            answer
          </Link>
        )}
      </Waiting>
      <TileGrid aria-label="Hostel overview">
        {statCards.map(({ to, title, text, Icon, stat }) => (
          <Tile key={to} to={to} title={title} text={text} value={value(stat)} icon={<Icon size={26} />} />
        ))}
        <Tile
          to={ownerPaths.paymentSettings}
          title="Dues outstanding"
          text={
            stats.data?.overdueBills
              ? `${stats.data.overdueBills} overdue bill${stats.data.overdueBills > 1 ? 's' : ''}`
              : 'Rent billed and not yet paid'
          }
          value={stats.data ? formatRupees(stats.data.duesOutstanding) : '…'}
          icon={<IndianRupee size={26} />}
        />
      </TileGrid>
      <section aria-labelledby="owner-actions">
        <h2 id="owner-actions">Quick actions</h2>
        <Actions>
          {actions.map((a) => (
            <Button key={a.to} as={Link} to={a.to} $variant="secondary">
              {a.label}
            </Button>
          ))}
        </Actions>
      </section>
    </Page>
  );
}

/** /owner-dashboard: owners only. */
export default function OwnerDashboardPage() {
  usePageMeta('Owner Dashboard');
  const page = (
    <OwnerQueryProvider>
      <Dashboard />
    </OwnerQueryProvider>
  );
  // while the session is unknown (hydrating the server's page), the page as an owner sees it without their name
  return (
    <RequireRole role="owner" fallback={page}>
      {page}
    </RequireRole>
  );
}
