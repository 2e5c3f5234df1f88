import { useQuery } from '@tanstack/react-query';
import { QueryView, usePageMeta } from 'app-kit';
import { MODERATION_PROMISE_HOURS } from 'contracts';
import { Page, PageTitle, Tile, TileGrid } from 'shared-ui';
import { adminApi } from '../../api/adminApi';
import { adminKeys } from '../../api/keys';
import { adminPaths } from '../../paths';

/** The operator's landing page: what waits for a decision, and how long the oldest report has waited. */
export default function OverviewPage() {
  usePageMeta('Operator');
  const overview = useQuery({ queryKey: adminKeys.overview, queryFn: adminApi.overview });
  return (
    <Page>
      <PageTitle>Operator</PageTitle>
      <p>Hostels go live once verified; reported reviews are moderated within {MODERATION_PROMISE_HOURS} hours.</p>
      <QueryView query={overview} error="Could not load the overview." loading="Loading the overview...">
        {(o) => (
          <TileGrid>
            <Tile
              to={adminPaths.hostels}
              title="Hostels to verify"
              value={o.pendingHostels}
              text={o.pendingHostels ? 'Waiting for verification' : 'Nothing waiting'}
            />
            <Tile
              to={adminPaths.reports}
              title="Reported reviews"
              value={o.openReports}
              text={
                o.openReports
                  ? `Oldest waiting ${o.longestWaitHours} h of ${MODERATION_PROMISE_HOURS} h`
                  : 'Nothing waiting'
              }
            />
            <Tile to={adminPaths.owners} title="Suspended owners" value={o.suspendedOwners} text="Owner accounts" />
          </TileGrid>
        )}
      </QueryView>
    </Page>
  );
}
