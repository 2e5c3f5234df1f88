import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BedDouble, Building2, DoorOpen, LayoutGrid, MessageSquareWarning, Users } from 'lucide-react';
import { RequireRole, useAuth } from 'shared-auth';
import { Button, Page, PageTitle, Tile, TileGrid } from 'shared-ui';

const statCards = [
  { to: '/owner/my-hostels', title: 'Hostels', text: 'Your listed hostels', Icon: Building2 },
  { to: '/owner/filled-rooms', title: 'Rooms Filled', text: 'Rooms with students', Icon: BedDouble },
  { to: '/owner/my-students', title: 'Students', text: 'Students staying with you', Icon: Users },
  { to: '/owner/view-complaints', title: 'Complaints', text: 'Complaints raised by students', Icon: MessageSquareWarning },
  { to: '/owner/available-rooms', title: 'Available Rooms', text: 'Rooms with free beds', Icon: DoorOpen },
  { to: '/owner/manage-rooms', title: 'Manage Rooms', text: 'Add and edit rooms and beds', Icon: LayoutGrid },
];

const actions = [
  { to: '/owner/add-hostel', label: 'Add Hostel' },
  { to: '/owner/view-requests', label: 'View Booking Requests' },
  { to: '/owner/add-student', label: 'Add Student' },
  { to: '/owner/send-alerts', label: 'Send Alerts' },
  { to: '/owner/rules-and-regulations', label: 'Rules and Regulations' },
  { to: '/owner/payment-settings', label: 'Payment Settings' },
  { to: '/owner/profile-settings', label: 'Profile Settings' },
];

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

function Dashboard() {
  const { user } = useAuth();
  return (
    <Page>
      <PageTitle>Welcome, {user?.name || 'Owner'}!</PageTitle>
      {user?.hostelName && <p>Managing {user.hostelName}</p>}
      <TileGrid aria-label="Hostel overview">
        {statCards.map(({ to, title, text, Icon }) => (
          <Tile key={to} to={to} title={title} text={text} icon={<Icon size={26} />} />
        ))}
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
  return (
    <RequireRole role="owner">
      <Dashboard />
    </RequireRole>
  );
}
