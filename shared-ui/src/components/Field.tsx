import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  margin-bottom: 0.9rem;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 0.95rem;
`;

/** The look of every form control; for a control built outside these fields. */
export const controlStyle = css`
  width: 100%;
  padding: 0.6rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  &:disabled { opacity: 0.7; }
`;

const Input = styled.input`${controlStyle}`;
const Select = styled.select`${controlStyle}`;
const TextArea = styled.textarea`${controlStyle} resize: vertical;`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.dangerText};
  background: ${({ theme }) => theme.colors.dangerBg};
  padding: 0.2rem 0.4rem;
  border-radius: 6px;
`;

interface FieldChrome {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Something rendered inside the field's row, after the control (a show/hide toggle). */
  adornment?: ReactNode;
}

function useFieldIds(id?: string) {
  const auto = useId();
  const controlId = id ?? auto;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

function describedBy(ids: ReturnType<typeof useFieldIds>, hint: unknown, error: unknown) {
  return [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(' ') || undefined;
}

const Row = styled.div`
  display: flex;
  gap: 0.4rem;
  align-items: center;
`;

function Chrome({
  ids,
  label,
  hint,
  error,
  adornment,
  children,
}: FieldChrome & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  return (
    <Wrapper>
      <Label htmlFor={ids.controlId}>{label}</Label>
      {adornment ? (
        <Row>
          {children}
          {adornment}
        </Row>
      ) : (
        children
      )}
      {hint && <Hint id={ids.hintId}>{hint}</Hint>}
      {error && <ErrorText id={ids.errorId}>{error}</ErrorText>}
    </Wrapper>
  );
}

export type TextFieldProps = FieldChrome & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input with optional hint and error text, wired for screen readers. */
export function TextField({ label, error, hint, adornment, id, ...rest }: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Chrome ids={ids} label={label} hint={hint} error={error} adornment={adornment}>
      <Input
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        {...rest}
      />
    </Chrome>
  );
}

export type SelectFieldProps = FieldChrome & SelectHTMLAttributes<HTMLSelectElement>;

export function SelectField({ label, error, hint, adornment, id, children, ...rest }: SelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Chrome ids={ids} label={label} hint={hint} error={error} adornment={adornment}>
      <Select
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        {...rest}
      >
        {children}
      </Select>
    </Chrome>
  );
}

export type TextAreaFieldProps = FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextAreaField({ label, error, hint, adornment, id, ...rest }: TextAreaFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Chrome ids={ids} label={label} hint={hint} error={error} adornment={adornment}>
      <TextArea
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        {...rest}
      />
    </Chrome>
  );
}
