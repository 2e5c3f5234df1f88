import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { callApi, errorText } from 'app-kit';
import { ratingText } from 'contracts';
import { AvailabilityBadge, Badge, Button, ErrorState, formatRupees, LinkCard, Spinner } from 'shared-ui';
import { ShellQueryProvider } from '../../queryClient';

const SHOWN = 6;

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(230px, 1fr));
  gap: 1rem;
  .body { padding: 0.75rem 0.9rem 0.9rem; display: flex; flex-direction: column; gap: 0.3rem; flex: 1; }
  h3 { margin: 0; font-size: 1rem; }
  .area { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.9rem; }
  .foot { margin-top: auto; display: flex; justify-content: space-between; align-items: center; font-weight: 700; }
`;

/** A few hostels from the live listing, each opening its public page. */
export function LiveListings() {
  const listing = useQuery({
    queryKey: ['home', 'listing'],
    queryFn: ({ signal }) => callApi('GET /api/hostels', { query: { page: 1 }, signal }),
  });
  if (listing.isPending) return <Spinner label="Loading hostels..." />;
  if (listing.isError)
    return (
      <ErrorState
        message={errorText(listing.error, 'Could not load hostels.')}
        onRetry={() => void listing.refetch()}
      />
    );
  const hostels = listing.data.hostels.slice(0, SHOWN);
  if (!hostels.length) return <p>No hostels are listed yet. Please check back soon.</p>;
  return (
    <>
      <Grid aria-label="Hostels listed now">
        {hostels.map((h) => (
          <li key={h.id}>
            <LinkCard to={`/hostels/${h.id}`}>
              <img src={h.imageUrl} alt="" loading="lazy" width={320} height={200} />
              <div className="body">
                <h3>{h.name}</h3>
                <p className="area">
                  {h.location} · {h.type}{' '}
                  {h.verifiedOn && (
                    <Badge $tone="info">
                      <span aria-hidden="true">✓ </span>Verified
                    </Badge>
                  )}
                </p>
                <p className="area">{ratingText(h.rating)}</p>
                <div className="foot">
                  <span>
                    {h.sharing.length ? 'from ' : ''}
                    {formatRupees(h.price)} {h.sharing.length ? '/ bed / month' : '/ month'}
                  </span>
                  <AvailabilityBadge available={h.available} />
                </div>
              </div>
            </LinkCard>
          </li>
        ))}
      </Grid>
      <p>
        <Button as={Link} to="/hostels" $variant="secondary">
          See all {listing.data.total} hostels
        </Button>
      </p>
    </>
  );
}

/** The listing with the shell's query cache: what the home page loads when the section comes near the viewport. */
export default function LiveListingsSection() {
  return (
    <ShellQueryProvider>
      <LiveListings />
    </ShellQueryProvider>
  );
}
