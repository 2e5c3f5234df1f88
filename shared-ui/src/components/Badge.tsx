import styled from 'styled-components';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** A small status label (Available/Full, Requested/Active...). */
export const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  white-space: nowrap;
  border: 1px solid currentColor;
  background: ${({ theme, $tone }) => ($tone === 'neutral' ? theme.colors.surfaceAlt : theme.colors[`${$tone === 'danger' ? 'danger' : $tone}Bg`])};
  color: ${({ theme, $tone }) => ($tone === 'neutral' ? theme.colors.text : theme.colors[`${$tone === 'danger' ? 'danger' : $tone}Text`])};
`;

/** The spec's availability words for a hostel: "Available" or "Full". */
export const availabilityLabel = (available: boolean) => (available ? 'Available' : 'Full');

/** A hostel's availability as a badge. */
export function AvailabilityBadge({ available }: { available: boolean }) {
  return <Badge $tone={available ? 'success' : 'danger'}>{availabilityLabel(available)}</Badge>;
}
