import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, Page } from 'shared-ui';
import { usePageMeta } from '../page/usePageMeta';

/** The spec's title for a page that failed (§2: "A route render error shows a page titled …"). */
export const ROUTE_ERROR_TITLE = 'Unexpected Application Error!';

const Pre = styled.pre`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  padding: 0.75rem;
  border-radius: 6px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/**
 * What a page that failed shows in its place: the spec's title, what failed, and the two ways on: Reload and Go back
 * (home, when the page was the tab's first). The navbar and footer stay around it.
 */
export function RouteError({ error, home = '/' }: { error: Error; home?: string }) {
  usePageMeta('Something went wrong');
  const navigate = useNavigate();
  // React Router's key of the tab's first entry: there is no page of the site before it
  const first = useLocation().key === 'default';
  return (
    <Page $narrow>
      <Card role="alert">
        <h1>{ROUTE_ERROR_TITLE}</h1>
        <p>This page stopped working. Reload it, or go back to where you were: the rest of Hostel Hub still works.</p>
        <Pre>{error.message}</Pre>
        <Actions>
          <Button type="button" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <Button type="button" $variant="secondary" onClick={() => (first ? navigate(home) : navigate(-1))}>
            Go back
          </Button>
        </Actions>
      </Card>
    </Page>
  );
}
