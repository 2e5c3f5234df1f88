import { createContext, useContext, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { Banner } from 'shared-ui';

const Bar = styled.div`
  padding: 0 1rem;
  > div {
    margin: 0.5rem 0 0;
  }
`;

/** The areas this browser previews (from /deployment.json); none in a build-time render. */
export const PreviewContext = createContext<Record<string, string> | undefined>(undefined);

const noChanges = () => () => undefined;

/** Tells a team member that this browser sees a preview release of some areas, and how to leave it. Rendered after
 * a server-rendered page is hydrated (the server's render has no banner). */
export function PreviewBanner() {
  const entries = Object.entries(useContext(PreviewContext) ?? {});
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  if (!entries.length || !hydrated) return null;
  return (
    <Bar>
      <Banner tone="warning">
        Preview: this browser sees {entries.map(([app, id]) => `${app} ${id}`).join(', ')} instead of the live release.{' '}
        {/* A full page load, not a router link: the server ends the preview. */}
        <a href="/?preview=off">Leave preview</a>
      </Banner>
    </Bar>
  );
}
