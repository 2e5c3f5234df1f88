import styled from 'styled-components';

/** A document's facts as label and value pairs (a receipt, a statement): labels muted, values bold, long values
 * wrapped so nothing scrolls sideways on a phone. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.4rem 1.25rem;
  margin: 0 0 1rem;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
`;
