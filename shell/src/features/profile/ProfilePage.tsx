import { profileError, QueryView, useProfile, usePageMeta } from 'app-kit';
import { Link } from 'react-router-dom';
import { ROLE_LABELS } from 'shared-auth';
import { Button, Card, Page, PageTitle } from 'shared-ui';
import styled from 'styled-components';

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.6rem 1.5rem;
  margin: 0 0 1.5rem;
  dt { font-weight: 700; }
  dd { margin: 0; overflow-wrap: anywhere; }
  @media (max-width: 480px) { grid-template-columns: 1fr; dd { margin-bottom: 0.5rem; } }
`;

const Picture = styled.img`
  width: 96px;
  height: 96px;
  border-radius: 50%;
  object-fit: cover;
  margin-bottom: 1rem;
`;

export default function ProfilePage() {
  usePageMeta('My profile');

  const profile = useProfile();
  return (
    <Page $narrow>
      <PageTitle>My Profile</PageTitle>
      <QueryView query={profile} loading="Loading profile..." error={profileError(profile.error)}>
        {(p) => (
          <Card>
            {p.profilePictureUrl && (
              <Picture src={p.profilePictureUrl} alt="Your profile picture" width={96} height={96} />
            )}
            <Details>
              <dt>Name</dt>
              <dd>{p.name}</dd>
              <dt>Email</dt>
              <dd>{p.email}</dd>
              <dt>Phone</dt>
              <dd>{p.phoneNumber || p.phone}</dd>
              <dt>Role</dt>
              <dd>{ROLE_LABELS[p.role] ?? p.role}</dd>
              {p.role === 'owner' && (
                <>
                  <dt>Hostel name</dt>
                  <dd>{p.hostelName}</dd>
                </>
              )}
            </Details>
            <Button as={Link} to="/edit-profile">
              Edit Profile
            </Button>
          </Card>
        )}
      </QueryView>
    </Page>
  );
}
