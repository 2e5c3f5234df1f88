import styled from 'styled-components';
import { Button } from './Button';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  margin-top: 1rem;
`;

export interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** The navigation's accessible name ("Review pages"). */
  label: string;
  /** The buttons' words: what the previous and the next page hold ("Newer reviews", "Older reviews"). */
  previous?: string;
  next?: string;
}

/** Previous / next over a list answered a page at a time, with "Page 2 of 5"; nothing when it fits one page. */
export function Pager({ page, totalPages, onPage, label, previous = 'Previous', next = 'Next' }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <Bar aria-label={label}>
      <Button type="button" $size="sm" $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previous}
      </Button>
      <span>
        Page {page} of {totalPages}
      </span>
      <Button
        type="button"
        $size="sm"
        $variant="secondary"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {next}
      </Button>
    </Bar>
  );
}
