import styled from 'styled-components';
import type { HostelSummary } from 'contracts';
import { AvailabilityBadge, availabilityLabel, formatRupees, LinkCard } from 'shared-ui';
import { useHostelPaths } from '../../paths';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  padding: 0.9rem 1rem 1rem;
  flex: 1;
  h3 { margin: 0; font-size: 1.05rem; }
  .area { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.92rem; margin: 0; }
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

/** A hostel card (spec §2): image, name, area, features, price per month, Available/Full; opens the hostel page. */
export function HostelCard({ hostel }: { hostel: HostelSummary }) {
  const paths = useHostelPaths();
  return (
    <LinkCard
      to={paths.hostel(hostel.id)}
      aria-label={`${hostel.name}, ${hostel.location}, ${formatRupees(hostel.price)} per month, ${availabilityLabel(hostel.available)}`}
    >
      <img src={hostel.imageUrl} alt="" loading="lazy" />
      <Body>
        <h3>{hostel.name}</h3>
        <p className="area">
          {hostel.location} · {hostel.type}
        </p>
        <ul aria-label="Features">
          {hostel.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        <Footer>
          <span className="price">
            {formatRupees(hostel.price)} <span className="per">/ month</span>
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
