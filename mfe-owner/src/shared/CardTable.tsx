import { DataTable } from 'shared-ui';
import styled from 'styled-components';

/**
 * The owner's tables: a table on a desk; on a phone each row becomes a card, every cell with its column's
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
