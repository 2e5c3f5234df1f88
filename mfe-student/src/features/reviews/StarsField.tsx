import type { UseFormRegisterReturn } from 'react-hook-form';
import { VisuallyHidden } from 'shared-ui';
import styled from 'styled-components';

const Group = styled.fieldset`
  border: 0; padding: 0; margin: 0 0 0.75rem;
  legend { font-weight: 600; margin-bottom: 0.25rem; }
  .stars { display: flex; gap: 0.25rem; flex-wrap: wrap; }
  label { display: inline-flex; align-items: center; gap: 0.2rem; padding: 0.2rem 0.45rem; min-height: 2rem;
    border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: 6px; cursor: pointer; }
  label:has(input:checked) { background: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.onPrimary}; }
  label:has(input:focus-visible) { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  input { position: absolute; opacity: 0; width: 1px; height: 1px; }
  .error { color: ${({ theme }) => theme.colors.danger}; margin: 0.25rem 0 0; }
`;

/** One rating from 1 to 5 stars, as a group of radio buttons ("4 stars"), its problem said under it. */
export function StarsField({
  legend,
  field,
  error,
  disabled,
}: {
  legend: string;
  field: UseFormRegisterReturn;
  error?: string;
  disabled?: boolean;
}) {
  return (
    <Group disabled={disabled} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      <div className="stars">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n}>
            <input type="radio" value={n} {...field} />
            <span aria-hidden="true">{n} ★</span>
            <VisuallyHidden>{n === 1 ? '1 star' : `${n} stars`}</VisuallyHidden>
          </label>
        ))}
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </Group>
  );
}
