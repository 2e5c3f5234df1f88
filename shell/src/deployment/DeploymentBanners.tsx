import { createContext, useContext, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { Banner, Button } from 'shared-ui';
import type { Deployment } from './loadDeployment';

const Bar = styled.div`
  padding: 0 1rem;
  > div {
    margin: 0.5rem 0 0;
  }
  form {
    display: inline;
  }
`;

/** What of the deployment a team member is told about: the areas this browser previews, and an area served from a
 * local dev server (from /deployment.json); none in a build-time render. */
export type DeploymentNotices = Pick<Deployment, 'preview' | 'override'>;
export const DeploymentNoticeContext = createContext<DeploymentNotices | undefined>(undefined);

const noChanges = () => () => undefined;

/** "localhost:3013" of "http://localhost:3013". */
const hostOf = (origin: string) => origin.replace(/^https?:\/\//, '');

/** Tells a team member that this browser sees a preview release of some areas, or an area from their own dev server,
 * and how to leave it. Rendered after a server-rendered page is hydrated (the server's render has no banner). */
export function DeploymentBanners() {
  const { preview = {}, override } = useContext(DeploymentNoticeContext) ?? {};
  const previews = Object.entries(preview);
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  if (!hydrated || (!previews.length && !override)) return null;
  return (
    <Bar>
      {override && (
        <Banner tone="warning">
          Local: {override.app} from {hostOf(override.origin)}.{' '}
          {/* A form, not a script: the server ends the override (its cookie), then the page loads the live release. */}
          <form method="post" action="/__override/stop">
            <input type="hidden" name="path" value={window.location.pathname} />
            <Button type="submit" $variant="secondary">
              Stop
            </Button>
          </form>
        </Banner>
      )}
      {previews.length > 0 && (
        <Banner tone="warning">
          Preview: this browser sees {previews.map(([app, id]) => `${app} ${id}`).join(', ')} instead of the live
          release. {/* A full page load, not a router link: the server ends the preview. */}
          <a href="/?preview=off">Leave preview</a>
        </Banner>
      )}
    </Bar>
  );
}
