import { createContext, useContext } from 'react';
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

/** Tells a team member that this browser sees a preview release of some areas, and how to leave it. */
export function PreviewBanner() {
  const entries = Object.entries(useContext(PreviewContext) ?? {});
  if (!entries.length) return null;
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
