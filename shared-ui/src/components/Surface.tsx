import type { ReactNode } from 'react';
import styled from 'styled-components';

export const Card = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border}55;
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 1.25rem;
`;

/** The content column of a page. */
export const Page = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  max-width: ${({ $narrow, theme }) => ($narrow ? '560px' : theme.maxWidth)};
  margin: 0 auto;
  padding: 2rem 1rem 3rem;
`;

export const PageTitle = styled.h1`
  margin: 0 0 1rem;
  font-size: clamp(1.5rem, 3vw, 2rem);
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

export type BannerTone = 'error' | 'success' | 'info' | 'warning';

const BannerBox = styled.div<{ $tone: BannerTone }>`
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  margin: 0 0 1rem;
  border: 1px solid currentColor;
  background: ${({ theme, $tone }) => theme.colors[`${$tone === 'error' ? 'danger' : $tone}Bg`]};
  color: ${({ theme, $tone }) => theme.colors[`${$tone === 'error' ? 'danger' : $tone}Text`]};
`;

/** A message box: errors are announced at once (role=alert), the rest politely (role=status). */
export function Banner({ tone, children }: { tone: BannerTone; children: ReactNode }) {
  return (
    <BannerBox $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </BannerBox>
  );
}
