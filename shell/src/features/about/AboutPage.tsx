import { usePageMeta } from 'app-kit';
import { Card, Page, PageTitle } from 'shared-ui';

export default function AboutPage() {
  usePageMeta(
    'About us',
    'Hostel Hub helps students of Mangalpally and around Hyderabad find verified hostels, and helps owners fill their rooms.',
  );

  return (
    <Page>
      <PageTitle>About Hostel Hub</PageTitle>
      <Card>
        <p>
          Hostel Hub is one central place to search for hostels in our locality of Hyderabad. Instead of walking from
          building to building, students filter hostels by category — Girls, Boys or Co-live — and by location, see
          which rooms are available, look through photos and contact the owners directly.
        </p>
        <p>
          For hostel owners, Hostel Hub is a dashboard: list a hostel, answer booking requests, keep track of rooms and
          students, send alerts and manage payouts.
        </p>
        <p>Browsing and enquiring is free for students.</p>
      </Card>
    </Page>
  );
}
