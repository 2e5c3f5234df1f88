import { Button } from 'shared-ui';
import styled from 'styled-components';

const Bar = styled.nav`
  display: flex; gap: 0.75rem; align-items: center; justify-content: center; margin-top: 1.25rem;
`;

/** Previous / next over a list answered a page at a time; nothing when it fits one page. */
export function Pager({
  page,
  total,
  pageSize,
  onChange,
}: {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <Bar aria-label="Pages">
      <Button type="button" $size="sm" $variant="secondary" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </Button>
      <span>
        Page {page} of {pages}
      </span>
      <Button type="button" $size="sm" $variant="secondary" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        Next
      </Button>
    </Bar>
  );
}
