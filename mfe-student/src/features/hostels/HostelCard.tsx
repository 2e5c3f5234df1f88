import styled from 'styled-components';
import { type HostelSummary, ratingText } from 'contracts';
import { AvailabilityBadge, Badge, formatDate, formatRupees, LinkCard } from 'shared-ui';
import { useHostelPaths } from '../../paths';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  padding: 0.9rem 1rem 1rem;
  flex: 1;
  h3 { margin: 0; font-size: 1.05rem; }
  .area { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.92rem; margin: 0; }
  .rating { font-size: 0.88rem; margin: 0; }
  ul { display: flex; flex-wrap: wrap; gap: 0.3rem; list-style: none; padding: 0; margin: 0.2rem 0; }
  li { font-size: 0.78rem; padding: 0.1rem 0.45rem; border-radius: 6px; background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

const Footer = styled.div`
  margin-top: auto;
  display: flex;
  justify-content: space-between;
  align-items: center;
  .price { font-weight: 800; font-size: 1.1rem; }
  .per { font-weight: 400; font-size: 0.85rem; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** "Verified" by the operator: on every card a student can choose from. */
export function VerifiedBadge({ on }: { on: string | null }) {
  if (!on) return null;
  return (
    <Badge $tone="info" title={`Verified by Hostel Hub on ${formatDate(on)}`}>
      <span aria-hidden="true">✓ </span>Verified
    </Badge>
  );
}

/** "3 beds free", "No beds free", or nothing when the hostel lists no room options. */
export function bedsText(hostel: Pick<HostelSummary, 'bedsFree' | 'sharing'>): string {
  if (!hostel.sharing.length) return '';
  if (!hostel.bedsFree) return 'No beds free';
  return `${hostel.bedsFree} bed${hostel.bedsFree === 1 ? '' : 's'} free`;
}

/** A hostel card (spec §2): image, name, area, features, the lowest price per bed a month, Available/Full, its
 * rating and beds free; opens the hostel page. The link is named by what it shows (no aria-label), so voice
 * control users can say what they see. */
export function HostelCard({ hostel, priority }: { hostel: HostelSummary; priority?: 'first' | 'eager' }) {
  const paths = useHostelPaths();
  const beds = bedsText(hostel);
  return (
    <LinkCard to={paths.hostel(hostel.id)}>
      {/* the cards a page opens on load their photo at once (the first one first: it is the page's largest
          picture); the others when they come near the screen */}
      <img
        src={hostel.imageUrl}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority === 'first' ? 'high' : undefined}
      />
      <Body>
        <h3>{hostel.name}</h3>
        <p className="area">
          {hostel.location} · {hostel.type} <VerifiedBadge on={hostel.verifiedOn} />
        </p>
        <p className="rating">
          {ratingText(hostel.rating)}
          {beds && ` · ${beds}`}
        </p>
        <ul aria-label="Features">
          {hostel.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        <Footer>
          <span className="price">
            {hostel.sharing.length > 0 && <span className="per">from </span>}
            {formatRupees(hostel.price)}{' '}
            <span className="per">{hostel.sharing.length ? '/ bed / month' : '/ month'}</span>
          </span>
          <AvailabilityBadge available={hostel.available} />
        </Footer>
      </Body>
    </LinkCard>
  );
}

export const CardGrid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(250px, 1fr));
  gap: 1.1rem;
`;
