import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { errorText, QueryView, usePageMeta } from 'app-kit';
import { HOSTEL_STATUS_LABELS, type OwnerHostelDetail } from 'contracts';
import { AvailabilityBadge, Banner, Button, Card, ErrorState, formatRupees, Page, PageTitle } from 'shared-ui';
import { HostelReviews } from '../reviews/HostelReviews';

import { hostelQuery } from './queries';
import { ownerPath, ownerPaths } from '../../paths';

const Grid = styled.div`
  display: grid;
  grid-template-columns: 3fr 2fr;
  gap: 1.5rem;
  align-items: start;
  @media (max-width: 860px) { grid-template-columns: 1fr; }
  .photos { display: grid; grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); gap: 0.5rem; }
  .photos img { width: 100%; aspect-ratio: 16 / 10; object-fit: cover; border-radius: 8px; }
  video { width: 100%; margin-top: 0.75rem; border-radius: 8px; }
  ul.features { display: flex; flex-wrap: wrap; gap: 0.4rem; list-style: none; padding: 0; }
  ul.features li { padding: 0.2rem 0.6rem; border-radius: 8px; background: ${({ theme }) => theme.colors.surfaceAlt}; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.4rem 1rem; margin: 0; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 700; }
`;

/** /owner/hostel/{id}/view: what a student sees, plus occupancy. */
export default function ViewHostelPage() {
  usePageMeta('Hostel Details');
  const { id = '' } = useParams();
  const hostel = useQuery(hostelQuery(id));
  // a hostel that does not load: the reason, Retry, and the way back
  if (hostel.isError)
    return (
      <Page>
        <ErrorState
          message={errorText(hostel.error, 'Could not load this hostel.')}
          onRetry={() => void hostel.refetch()}
        />
        <Link to={ownerPaths.myHostels}>Back to My Hostels</Link>
      </Page>
    );
  return (
    <QueryView query={hostel} loading="Loading hostel..." error="Could not load this hostel.">
      {(h) => <HostelView hostel={h} />}
    </QueryView>
  );
}

function HostelView({ hostel: h }: { hostel: OwnerHostelDetail }) {
  return (
    <Page>
      <Link to={ownerPaths.myHostels}>← My Hostels</Link>
      <PageTitle style={{ marginTop: '1rem' }}>
        {h.name} <AvailabilityBadge available={h.available} />
      </PageTitle>
      <p>
        {h.area} · Category: {h.type} · {h.location}
      </p>
      {h.status !== 'verified' && (
        <Banner tone={h.status === 'pending' ? 'warning' : 'error'}>
          {HOSTEL_STATUS_LABELS[h.status]}
          {h.status === 'pending'
            ? ': students see this hostel once our team has verified it.'
            : `: ${h.statusReason ?? 'see your notifications'}`}
        </Banner>
      )}
      <Grid>
        <div>
          <div className="photos">
            {h.images.map((img, i) => (
              <img key={img.id} src={img.url} alt={`${h.name}, view ${i + 1}`} />
            ))}
          </div>
          {/* biome-ignore lint/a11y/useMediaCaption: owners upload their own tour videos; we have no captions to offer. */}
          {h.videoUrl && <video src={h.videoUrl} controls aria-label={`${h.name} video`} />}
          <h2>About</h2>
          <p>{h.description}</p>
          <h2>Features</h2>
          <ul className="features">
            {h.features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
          <h2>What students see</h2>
          <ul className="facts">
            {h.roomOptions.map((o) => (
              <li key={o.sharing}>
                {o.sharing}: {formatRupees(o.pricePerBed)} a bed, {o.bedsFree} free
              </li>
            ))}
            <li>Deposit: {h.deposit ? formatRupees(h.deposit) : 'none'}</li>
            <li>Food: {h.food === 'No food' ? 'No food' : `${h.food}, ${h.mealsPerDay} meals a day`}</li>
            {h.amenities.length > 0 && <li>Amenities: {h.amenities.join(', ')}</li>}
            {h.landmark && (
              <li>
                Nearby: {h.landmarkKm === null ? '' : `${h.landmarkKm} km from `}
                {h.landmark}
              </li>
            )}
            {h.checkInRules && <li>Check-in: {h.checkInRules}</li>}
          </ul>
          <h2>Rules</h2>
          {h.rules.length ? (
            <ol>
              {h.rules.map((r) => (
                <li key={r.id}>{r.text}</li>
              ))}
            </ol>
          ) : (
            <p>
              No rules yet. <Link to={ownerPaths.rules}>Add rules</Link>
            </p>
          )}
        </div>
        <Card as="section" aria-labelledby="occupancy-title">
          <h2 id="occupancy-title" style={{ marginTop: 0 }}>
            Occupancy
          </h2>
          <dl>
            <dt>Monthly rent</dt>
            <dd>{formatRupees(h.price)}</dd>
            <dt>Rooms</dt>
            <dd>{h.occupancy.rooms}</dd>
            <dt>Beds</dt>
            <dd>{h.occupancy.beds}</dd>
            <dt>Occupied beds</dt>
            <dd>{h.occupancy.occupiedBeds}</dd>
            <dt>Free beds</dt>
            <dd>{h.occupancy.freeBeds}</dd>
            <dt>Contact</dt>
            <dd>{h.contact}</dd>
          </dl>
          <p style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', marginBottom: 0 }}>
            <Button as={Link} to={ownerPath(ownerPaths.editHostel, { id: h._id })} $size="sm">
              Edit
            </Button>
            <Button as={Link} to={ownerPaths.manageRooms} $size="sm" $variant="secondary">
              Manage rooms
            </Button>
          </p>
        </Card>
      </Grid>
      <HostelReviews hostelId={h._id} />
    </Page>
  );
}
