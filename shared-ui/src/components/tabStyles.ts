import { css } from 'styled-components';

// The look of a tab list, shared by the Radix tabs and the plain ones shown while Radix's code loads (Tabs.tsx).

export const tabListStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: 1.25rem;
`;

export const tabStyle = css`
  padding: 0.6rem 1rem;
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 500;
  cursor: pointer;
  &[data-state='active'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;
