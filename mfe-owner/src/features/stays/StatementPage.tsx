import { useQuery } from '@tanstack/react-query';
import { QueryView, StayStatement, usePageMeta } from 'app-kit';
import { Link, useParams } from 'react-router-dom';
import { Page } from 'shared-ui';
import { ownerPaths } from '../../paths';
import { ledgerQuery } from './ledgerQuery';
import { ownerApi } from '../../api/ownerApi';

/** /owner/stays/:id/statement: the ledger of a stay at the owner's hostel, and its settlement once it ended. */
export default function StatementPage() {
  const { id = '' } = useParams();
  const ledger = useQuery(ledgerQuery(id));
  usePageMeta('Statement of a stay');
  return (
    <Page $narrow>
      <QueryView query={ledger} loading="Loading the statement..." error="Could not load this statement.">
        {(l) => <StayStatement ledger={l} viewer="owner" download={() => ownerApi.downloadStatement(id)} />}
      </QueryView>
      <p>
        <Link to={ownerPaths.stays}>Back to the stays</Link>
      </p>
    </Page>
  );
}
