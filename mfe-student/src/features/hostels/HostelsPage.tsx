import { usePageMeta } from 'app-kit';
import { Page, PageTitle, VisuallyHidden } from 'shared-ui';
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
      {/* the cards' names are h3, as on the dashboard, where they sit under "Explore Nearby Hostels" */}
      <VisuallyHidden as="h2">Hostels</VisuallyHidden>
      <HostelListing main />
    </Page>
  );
}
