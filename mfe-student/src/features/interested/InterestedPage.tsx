import { useQuery } from '@tanstack/react-query';
import { errorText, QueryView, usePageMeta } from 'app-kit';
import { Link } from 'react-router-dom';
import { Button, Page, PageTitle, toast } from 'shared-ui';
import { CardGrid, HostelCard } from '../hostels/HostelCard';
import { interestedQuery, useInterest } from './queries';
import { studentPaths } from '../../paths';

export const INTERESTED_EMPTY = "You haven't added any hostels to your interest list yet.";

/** /student/interested */
export default function InterestedPage() {
  usePageMeta('Interested Hostels');
  const list = useQuery(interestedQuery);
  const interest = useInterest();
  const remove = (id: string, name: string) =>
    interest.mutate(
      { hostelId: id, interested: false },
      {
        onSuccess: () => toast.success(`${name} removed from your interest list.`),
        onError: (err) => toast.error(errorText(err, 'Could not remove it. Please try again.')),
      },
    );
  return (
    <Page>
      <PageTitle>Your Interested Hostels</PageTitle>
      <QueryView query={list} loading="Loading your interest list..." error="Could not load your interest list.">
        {(hostels) =>
          hostels.length === 0 ? (
            <p>
              {INTERESTED_EMPTY} <Link to={studentPaths.hostels}>Browse hostels</Link>
            </p>
          ) : (
            <CardGrid aria-label="Interested hostels">
              {hostels.map((h) => (
                <li key={h.id} style={{ display: 'flex', flexDirection: 'column', gap: '0.5rem' }}>
                  <HostelCard hostel={h} />
                  <Button
                    type="button"
                    $variant="secondary"
                    $size="sm"
                    disabled={interest.isPending && interest.variables.hostelId === h.id}
                    onClick={() => remove(h.id, h.name)}
                    aria-label={`Remove ${h.name} from interested`}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </CardGrid>
          )
        }
      </QueryView>
    </Page>
  );
}
