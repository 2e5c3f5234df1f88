import { dashboardPath, useAuth } from 'shared-auth';
import { SectionNotFound } from 'shared-ui';

/** The not-found page; its button follows the role (spec §2). The same page as an area's unknown path. */
export default function NotFoundPage() {
  const { isLoggedIn, user } = useAuth();
  const target = isLoggedIn ? dashboardPath(user?.role) : '/';
  return (
    <SectionNotFound backTo={target} backLabel={isLoggedIn && target !== '/' ? 'Go to My Dashboard' : 'Go Back Home'} />
  );
}
