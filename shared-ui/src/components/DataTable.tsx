import styled from 'styled-components';

/**
 * The site's data table: full width, left-aligned cells with a light rule; `td small` is a muted second line,
 * `td.actions` a row of controls. Wrap in `TableScroll` where it may be wider than a phone.
 */
export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: 1.5rem;
  th, td {
    text-align: left;
    padding: 0.6rem 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border}55;
    vertical-align: top;
  }
  td small { display: block; color: ${({ theme }) => theme.colors.textMuted}; }
  td.actions { display: flex; gap: 0.4rem; align-items: center; flex-wrap: wrap; }
  td.actions > div { margin: 0; min-width: 130px; }
  @media (max-width: 640px) { font-size: 0.9rem; }
`;

/** Lets a wide table scroll sideways on a narrow screen instead of widening the page. */
export const TableScroll = styled.div`
  overflow-x: auto;
  table { min-width: 640px; }
`;
