import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './Surface';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span`
  display: inline-block;
  width: 1.75rem;
  height: 1.75rem;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Box = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  padding: 2rem 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A loading indicator; `label` is read out and, with `showLabel`, shown beside it. */
export function Spinner({ label = 'Loading...', showLabel = false }: { label?: string; showLabel?: boolean }) {
  return (
    <Box role="status" aria-live="polite">
      <Ring aria-hidden="true" />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </Box>
  );
}
