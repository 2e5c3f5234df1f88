import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** A card that is one link (a hostel in a listing): the card surface, a lift on hover, a 16:10 picture on top. */
export const LinkCard = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border}55;
  box-shadow: ${({ theme }) => theme.shadow};
  text-decoration: none;
  transition: transform 0.15s ease;
  &:hover { transform: translateY(-3px); }
  @media (prefers-reduced-motion: reduce) { transition: none; &:hover { transform: none; } }
  img { width: 100%; aspect-ratio: 16 / 10; object-fit: cover; background: ${({ theme }) => theme.colors.surfaceAlt}; display: block; }
`;
