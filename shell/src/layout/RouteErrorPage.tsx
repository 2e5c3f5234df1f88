import { usePageMeta } from 'app-kit';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Page } from 'shared-ui';
import { isChunkLoadError, NewVersionNotice } from '../federation/NewVersionNotice';

const Pre = styled.pre`
  white-space: pre-wrap;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  padding: 0.75rem;
  border-radius: 6px;
`;

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** A route that throws while rendering: spec §2's page, inside the content area (navbar and footer stay). */
export function RouteErrorPage() {
  usePageMeta('Something went wrong');
  const error = useRouteError();
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
        <Pre>{describe(error)}</Pre>
      </Card>
    </Page>
  );
}
