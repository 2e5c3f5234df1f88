import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { HOSTEL_STATUS_LABELS, type OwnerHostel } from 'contracts';
import { errorText, QueryView, usePageMeta } from 'app-kit';
import { useAuth } from 'shared-auth';
import {
  Badge,
  AvailabilityBadge,
  Button,
  Card,
  ConfirmDialog,
  ErrorState,
  formatRupees,
  Page,
  PageTitle,
  toast,
} from 'shared-ui';
import { HOSTELS_NOT_FETCHED, useDeleteHostel, useMyHostels } from './queries';
import { ownerPath, ownerPaths } from '../../paths';

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 1rem;
  img { width: 100%; aspect-ratio: 16 / 9; object-fit: cover; border-radius: 8px; display: block; margin-bottom: 0.75rem; }
  h2 { margin: 0 0 0.3rem; font-size: 1.15rem; }
  p { margin: 0 0 0.3rem; }
  .actions { display: flex; gap: 0.5rem; margin-top: 0.75rem; flex-wrap: wrap; }
`;

const Empty = styled(Card)`
  text-align: center;
  max-width: 480px;
  margin: 2rem auto;
`;

/** /owner/my-hostels (spec 001 §2: loading, error, empty state, Edit / View / Delete). */
export default function MyHostelsPage() {
  usePageMeta('My Hostels');
  const navigate = useNavigate();
  const { token } = useAuth();
  const hostels = useMyHostels();
  const deleteHostel = useDeleteHostel();
  const [deleting, setDeleting] = useState<OwnerHostel | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    const target = deleting;
    setDeleting(null);
    deleteHostel.mutate(target, {
      onSuccess: () => toast.success(`${target.name} was deleted.`),
      onError: (err) => toast.error(errorText(err, 'Could not delete the hostel. Please try again.')),
    });
  };

  if (!token)
    return (
      <Page>
        <ErrorState message="Authentication token not found." />
      </Page>
    );

  return (
    <Page>
      <PageTitle>My Hostels</PageTitle>
      <QueryView query={hostels} loading="Loading your hostels..." error={HOSTELS_NOT_FETCHED}>
        {(list) =>
          list.length === 0 ? (
            <Empty>
              <h2>No Hostels Added</h2>
              <p>It looks like you haven&apos;t added any hostels yet.</p>
              <Button as={Link} to={ownerPaths.addHostel}>
                Add Your First Hostel
              </Button>
            </Empty>
          ) : (
            <Grid aria-label="Your hostels">
              {list.map((h) => (
                <li key={h._id}>
                  <Card>
                    {h.imageUrl && <img src={h.imageUrl} alt="" />}
                    <h2>{h.name}</h2>
                    <p>{h.location}</p>
                    <p>Category: {h.type}</p>
                    <p>
                      {formatRupees(h.price)} / month <AvailabilityBadge available={h.available} />
                    </p>
                    <HostelStanding hostel={h} />
                    <div className="actions">
                      <Button
                        type="button"
                        $size="sm"
                        onClick={() => navigate(ownerPath(ownerPaths.editHostel, { id: h._id }))}
                        aria-label={`Edit ${h.name}`}
                      >
                        Edit
                      </Button>
                      <Button
                        type="button"
                        $size="sm"
                        $variant="secondary"
                        onClick={() => navigate(ownerPath(ownerPaths.viewHostel, { id: h._id }))}
                        aria-label={`View ${h.name}`}
                      >
                        View
                      </Button>
                      <Button
                        type="button"
                        $size="sm"
                        $variant="danger"
                        onClick={() => setDeleting(h)}
                        aria-label={`Delete ${h.name}`}
                      >
                        Delete
                      </Button>
                    </div>
                  </Card>
                </li>
              ))}
            </Grid>
          )
        }
      </QueryView>
      <ConfirmDialog
        open={!!deleting}
        title="Delete hostel"
        message="Are you sure you want to delete this hostel?"
        confirmLabel="Delete"
        danger
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Page>
  );
}

/** Where the hostel stands with the operator: new hostels wait for verification, a rejection says why. */
function HostelStanding({ hostel: h }: { hostel: OwnerHostel }) {
  if (h.status === 'verified')
    return (
      <p>
        <Badge $tone="success">{HOSTEL_STATUS_LABELS.verified}</Badge>
        {h.rating.count > 0 && ` ★ ${h.rating.average.toFixed(1)} (${h.rating.count})`}
      </p>
    );
  return (
    <div>
      <Badge $tone={h.status === 'pending' ? 'warning' : 'danger'}>{HOSTEL_STATUS_LABELS[h.status]}</Badge>
      <p>
        {h.status === 'pending'
          ? 'Students see it once our team has verified it (usually within a working day).'
          : `Not listed: ${h.statusReason ?? 'see your notifications'} Edit it to fix this; it then goes back to our team for verification.`}
      </p>
    </div>
  );
}
