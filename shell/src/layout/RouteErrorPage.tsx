import { isChunkLoadError, RouteError } from 'app-kit';
import { Page } from 'shared-ui';
import { NewVersionNotice } from '../federation/NewVersionNotice';

/** A page that throws: spec §2's page with Reload and Go back, inside the content area (navbar and footer stay); a
 * script of an older release that is gone asks for a reload instead. */
export function RouteErrorPage({ error }: { error: Error }) {
  if (isChunkLoadError(error)) {
    return (
      <Page $narrow>
        <NewVersionNotice blocking />
      </Page>
    );
  }
  return <RouteError error={error} />;
}
