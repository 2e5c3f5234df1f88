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

/**
 * A table on a desk; on a phone each row becomes a card, every cell with its column's
 * name before it (`data-label` on each cell), so nothing scrolls sideways and no column is cut off.
 */
export const CardTable = styled(DataTable)`
  @media (max-width: 640px) {
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
    tr {
      display: block;
      margin-bottom: 0.75rem;
      padding: 0.4rem 0.75rem;
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radius};
    }
    td, td.actions { display: grid; grid-template-columns: minmax(5.5rem, 35%) 1fr; gap: 0.75rem; border-bottom: 0; padding: 0.35rem 0; }
    td::before { content: attr(data-label); font-weight: 600; color: ${({ theme }) => theme.colors.textMuted}; }
    td.actions > * { grid-column: 2; }
    td.actions::before { grid-row: 1 / span 3; }
  }
`;
