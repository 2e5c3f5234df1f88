import { usePageMeta } from 'app-kit';
import styled from 'styled-components';
import { Card, Page } from 'shared-ui';
import { isChunkLoadError, NewVersionNotice } from '../federation/NewVersionNotice';

const Pre = styled.pre`
  white-space: pre-wrap;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  padding: 0.75rem;
  border-radius: 6px;
`;

/** A page that throws while rendering: spec §2's page, inside the content area (navbar and footer stay). */
export function RouteErrorPage({ error }: { error: Error }) {
  usePageMeta('Something went wrong');
  if (isChunkLoadError(error)) {
    return (
      <Page $narrow>
        <NewVersionNotice blocking />
      </Page>
    );
  }
  return (
    <Page $narrow>
      <Card role="alert">
        <h1>Unexpected Application Error!</h1>
        <Pre>{error.message}</Pre>
      </Card>
    </Page>
  );
}
