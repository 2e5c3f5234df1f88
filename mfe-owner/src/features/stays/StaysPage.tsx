import { usePageMeta } from 'app-kit';
import { Page, PageTitle } from 'shared-ui';
import { CurrentStays } from './CurrentStays';

/** /owner/stays: confirmed stays at the owner's hostels, notices first; charges, statements and check-out. */
export default function StaysPage() {
  usePageMeta('Current stays');
  return (
    <Page>
      <PageTitle>Current stays</PageTitle>
      <p>Notices come first. On the day, confirm the check-out: the bed frees and the deposit's return is recorded.</p>
      <CurrentStays />
    </Page>
  );
}
