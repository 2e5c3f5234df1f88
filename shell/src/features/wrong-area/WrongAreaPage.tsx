import { usePageMeta } from 'app-kit';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Role } from 'contracts';
import { dashboardPath, type LoginRedirectState, ROLE_LABELS, useAuth, useAuthActions } from 'shared-auth';
import { Button, Page } from 'shared-ui';

const Box = styled(Page)`
  text-align: center;
  .actions { display: flex; gap: 0.75rem; justify-content: center; flex-wrap: wrap; margin-top: 1.5rem; }
`;

const FOR: Record<Role, { title: string; hint: string }> = {
  owner: {
    title: 'This area is for hostel owners',
    hint: 'Log in with a hostel owner account to manage hostels, rooms and requests.',
  },
  student: {
    title: 'This area is for students',
    hint: 'Log in with a student account to find hostels, book a room and follow your stay.',
  },
  admin: {
    title: "This area is for the platform's operator",
    hint: 'It is where hostels are verified and reported reviews are moderated.',
  },
};

/**
 * What a signed-in user sees on another role's area: which area it is, a way back to their own dashboard,
 * and "Switch account", which logs out and brings the other account back here after its login.
 */
export default function WrongAreaPage({ role }: { role: Role }) {
  usePageMeta(role === 'owner' ? 'For hostel owners' : role === 'admin' ? 'For the operator' : 'For students');
  const { user } = useAuth();
  const { logout } = useAuthActions();
  const navigate = useNavigate();
  const location = useLocation();
  const switchAccount = () => {
    logout();
    const state: LoginRedirectState = { from: location.pathname + location.search };
    navigate('/login', { replace: true, state });
  };
  return (
    <Box>
      <h1>{FOR[role].title}</h1>
      <p>
        You are signed in as {user?.name}
        {user ? ` (${ROLE_LABELS[user.role]})` : ''}. {FOR[role].hint}
      </p>
      <div className="actions">
        <Button as={Link} to={dashboardPath(user?.role)}>
          Go to My Dashboard
        </Button>
        <Button type="button" $variant="secondary" onClick={switchAccount}>
          Switch account
        </Button>
      </div>
    </Box>
  );
}
