import { Link } from 'react-router-dom';
import { Button } from './Button';
import { Page } from './Surface';

/** An unknown path inside an area (the remote's own not-found), with a way back. */
export function SectionNotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  return (
    <Page $narrow style={{ textAlign: 'center' }}>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Button as={Link} to={backTo}>
        {backLabel}
      </Button>
    </Page>
  );
}
