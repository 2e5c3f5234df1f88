import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** A responsive grid of link tiles (dashboards). */
export const TileGrid = styled.ul`
  list-style: none;
  margin: 0 0 2rem;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 1rem;
`;

const TileLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  height: 100%;
  padding: 1.1rem 1.2rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border}55;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow};
  text-decoration: none;
  transition: transform 0.15s ease;
  &:hover { transform: translateY(-2px); }
  .tile-icon { color: ${({ theme }) => theme.colors.primary}; }
  .tile-title { font-weight: 700; font-size: 1.05rem; }
  .tile-value { font-size: 1.8rem; font-weight: 800; color: ${({ theme }) => theme.colors.primary}; }
  .tile-text { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.92rem; }
`;

/** One tile: a link with an icon, a title, an optional figure and a line of text. */
export function Tile({
  to,
  icon,
  title,
  value,
  text,
}: {
  to: string;
  icon?: ReactNode;
  title: string;
  value?: ReactNode;
  text?: string;
}) {
  return (
    <li>
      <TileLink to={to}>
        {icon && (
          <span className="tile-icon" aria-hidden="true">
            {icon}
          </span>
        )}
        <span className="tile-title">{title}</span>
        {value !== undefined && <span className="tile-value">{value}</span>}
        {text && <span className="tile-text">{text}</span>}
      </TileLink>
    </li>
  );
}
