import { Page, PageTitle } from 'shared-ui';
import { HostelListing } from './HostelListing';

/** /student/hostels, and /hostels for everyone */
export default function HostelsPage() {
  return (
    <Page>
      <PageTitle>Browse Hostels</PageTitle>
      <HostelListing />
    </Page>
  );
}
