import { useQuery } from '@tanstack/react-query';
import { QueryView, StayStatement, usePageMeta } from 'app-kit';
import { Link, useParams } from 'react-router-dom';
import { Page } from 'shared-ui';
import { studentPath, studentPaths } from '../../paths';
import { ledgerQuery } from './queries';
import { studentApi } from '../../api/studentApi';

/** /student/my-bookings/:id/statement: the ledger of a stay, and its settlement once it ended. */
export default function StatementPage() {
  const { id = '' } = useParams();
  const ledger = useQuery(ledgerQuery(id));
  usePageMeta('Statement of my stay');
  return (
    <Page $narrow>
      <QueryView query={ledger} loading="Loading the statement..." error="Could not load this statement.">
        {(l) => <StayStatement ledger={l} viewer="student" download={() => studentApi.downloadStatement(id)} />}
      </QueryView>
      <p>
        <Link to={studentPath(studentPaths.rentStatement, { id })}>Yearly rent statement (for HRA)</Link> ·{' '}
        <Link to={studentPaths.myBookings}>Back to My Bookings</Link> · <Link to={studentPaths.payments}>Payments</Link>
      </p>
    </Page>
  );
}
