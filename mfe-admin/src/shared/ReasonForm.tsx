import { useContractForm } from 'app-kit';
import { requiredText } from 'contracts';
import { useMemo } from 'react';
import { Button, TextAreaField } from 'shared-ui';
import styled from 'styled-components';
import { z } from 'zod';

const Form = styled.form`
  margin-top: 0.75rem;
  .actions { display: flex; gap: 0.5rem; flex-wrap: wrap; }
`;

/**
 * The reason or note a decision needs (rejecting a hostel, suspending an owner, moderating a review), asked
 * inline under the item: the same rule as the API (required, at most `max` characters), its message shown
 * under the field. Submitting calls `onSubmit` with the trimmed text.
 */
export function ReasonForm({
  label,
  missing,
  max,
  actions,
  busy,
  onCancel,
}: {
  label: string;
  missing: string;
  max: number;
  /** One button per outcome (e.g. Keep and Remove), each given the text. */
  actions: Array<{ label: string; danger?: boolean; onSubmit: (text: string) => void }>;
  busy: boolean;
  onCancel: () => void;
}) {
  const schema = useMemo(
    () => z.object({ text: requiredText(missing, max, `At most ${max} characters.`) }),
    [missing, max],
  );
  const form = useContractForm(schema, { text: '' });
  return (
    <Form method="post" noValidate onSubmit={(e) => e.preventDefault()}>
      <TextAreaField
        label={label}
        rows={3}
        maxLength={max}
        disabled={busy}
        error={form.formState.errors.text?.message}
        {...form.register('text')}
      />
      <div className="actions">
        {actions.map((a) => (
          <Button
            key={a.label}
            type="submit"
            $size="sm"
            $variant={a.danger ? 'danger' : 'primary'}
            disabled={busy}
            onClick={form.handleSubmit(({ text }) => a.onSubmit(text))}
          >
            {a.label}
          </Button>
        ))}
        <Button type="button" $size="sm" $variant="secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
