import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useProfileSettings } from 'app-kit';
import { ROLE_LABELS } from 'shared-auth';
import { Banner, Button, Card, Page, PageTitle, Spinner } from 'shared-ui';

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.6rem 1.5rem;
  margin: 0 0 1.5rem;
  dt { font-weight: 700; }
  dd { margin: 0; overflow-wrap: anywhere; }
  @media (max-width: 480px) { grid-template-columns: 1fr; dd { margin-bottom: 0.5rem; } }
`;

export default function ProfilePage() {
  const { state } = useProfileSettings();
  return (
    <Page $narrow>
      <PageTitle>My Profile</PageTitle>
      {state.status === 'loading' && <Spinner label="Loading profile..." showLabel />}
      {state.status === 'error' && <Banner tone="error">{state.message}</Banner>}
      {state.status === 'ready' && (
        <Card>
          <Details>
            <dt>Name</dt>
            <dd>{state.profile.name}</dd>
            <dt>Email</dt>
            <dd>{state.profile.email}</dd>
            <dt>Phone</dt>
            <dd>{state.profile.phoneNumber || state.profile.phone}</dd>
            <dt>Role</dt>
            <dd>{ROLE_LABELS[state.profile.role] ?? state.profile.role}</dd>
            {state.profile.role === 'owner' && (
              <>
                <dt>Hostel name</dt>
                <dd>{state.profile.hostelName}</dd>
              </>
            )}
          </Details>
          <Button as={Link} to="/edit-profile">
            Edit Profile
          </Button>
        </Card>
      )}
    </Page>
  );
}
