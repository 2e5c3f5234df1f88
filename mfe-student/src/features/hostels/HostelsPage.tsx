import { usePageMeta } from 'app-kit';
import { Page, PageTitle } from 'shared-ui';
import { HostelListing } from './HostelListing';

/** /student/hostels, and /hostels for everyone */
export default function HostelsPage() {
  usePageMeta(
    'Browse hostels',
    'Hostels for students in Mangalpally, Adibatla, Sheriguda, Dilsukhnagar and around Hyderabad: filter by area and type, compare prices.',
  );
  return (
    <Page>
      <PageTitle>Browse Hostels</PageTitle>
      <HostelListing />
    </Page>
  );
}
