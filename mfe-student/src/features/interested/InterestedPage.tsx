import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useApiData } from 'app-kit';
import { serverMessage } from 'shared-auth';
import { Button, ErrorState, Page, PageTitle, Spinner, toast } from 'shared-ui';
import { studentApi } from '../../api/studentApi';
import { CardGrid, HostelCard } from '../hostels/HostelCard';

export const INTERESTED_EMPTY = "You haven't added any hostels to your interest list yet.";

/** /student/interested */
export default function InterestedPage() {
  const list = useApiData(() => studentApi.interested(), [], 'Could not load your interest list.');
  const [removing, setRemoving] = useState<string | null>(null);

  const remove = async (id: string, name: string) => {
    setRemoving(id);
    try {
      await studentApi.removeInterest(id);
      list.setData((hostels) => hostels.filter((h) => h.id !== id));
      toast.success(`${name} removed from your interest list.`);
    } catch (err) {
      toast.error(serverMessage(err, 'Could not remove it. Please try again.'));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Page>
      <PageTitle>Your Interested Hostels</PageTitle>
      {list.status === 'loading' && <Spinner label="Loading your interest list..." showLabel />}
      {list.status === 'error' && <ErrorState message={list.error} onRetry={list.reload} />}
      {list.status === 'ready' && list.data.length === 0 && (
        <p>
          {INTERESTED_EMPTY} <Link to="/student/hostels">Browse hostels</Link>
        </p>
      )}
      {list.status === 'ready' && list.data.length > 0 && (
        <CardGrid aria-label="Interested hostels">
          {list.data.map((h) => (
            <li key={h.id} style={{ display: 'flex', flexDirection: 'column', gap: '0.5rem' }}>
              <HostelCard hostel={h} />
              <Button
                type="button"
                $variant="secondary"
                $size="sm"
                disabled={removing === h.id}
                onClick={() => remove(h.id, h.name)}
                aria-label={`Remove ${h.name} from interested`}
              >
                Remove
              </Button>
            </li>
          ))}
        </CardGrid>
      )}
    </Page>
  );
}
