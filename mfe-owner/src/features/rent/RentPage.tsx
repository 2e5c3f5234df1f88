import { QueryView, usePageMeta } from 'app-kit';
import { Page, PageTitle } from 'shared-ui';
import { useMyHostels } from '../hostels/queries';
import { RentRoll } from './RentRoll';

/** /owner/rent: the rent roll of the owner's hostels, month by month, with the due day, late fee and electricity. */
export default function RentPage() {
  usePageMeta('Rent roll');
  const hostels = useMyHostels();
  return (
    <Page>
      <PageTitle>Rent roll</PageTitle>
      <QueryView query={hostels} loading="Loading your hostels..." error="Could not load your hostels.">
        {(list) =>
          list.length ? (
            <RentRoll hostels={list} />
          ) : (
            <p>Add a hostel first: the rent of its residents is billed and collected here.</p>
          )
        }
      </QueryView>
    </Page>
  );
}
