import { usePageMeta } from 'app-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { dashboardPath, useAuth } from 'shared-auth';
import { Button, Page } from 'shared-ui';

const Box = styled(Page)`
  text-align: center;
  p.code { font-size: 4rem; font-weight: 800; margin: 1rem 0 0; color: ${({ theme }) => theme.colors.primary}; }
`;

/** The not-found page; its button follows the role (spec §2). */
export default function NotFoundPage() {
  usePageMeta('Page not found');

  const { isLoggedIn, user } = useAuth();
  const target = isLoggedIn ? dashboardPath(user?.role) : '/';
  return (
    <Box>
      <p className="code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Button as={Link} to={target}>
        {isLoggedIn && target !== '/' ? 'Go to My Dashboard' : 'Go Back Home'}
      </Button>
    </Box>
  );
}
