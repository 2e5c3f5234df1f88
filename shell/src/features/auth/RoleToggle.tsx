import styled from 'styled-components';
import type { SignUpRole } from 'contracts';
import { ROLE_LABELS } from 'shared-auth';

const Group = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.25rem;
  padding: 0.25rem;
  margin-bottom: 1.25rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Option = styled.button<{ $active: boolean }>`
  padding: 0.55rem;
  border: 0;
  border-radius: 8px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  background: ${({ $active, theme }) => ($active ? theme.colors.primary : 'transparent')};
  color: ${({ $active, theme }) => ($active ? theme.colors.onPrimary : theme.colors.text)};
`;

/** Student / Hostel Owner choice of the login and register pages. */
export function RoleToggle({
  role,
  onChange,
  disabled,
}: {
  role: SignUpRole;
  onChange: (role: SignUpRole) => void;
  disabled?: boolean;
}) {
  return (
    <Group role="group" aria-label="I am a">
      {(['student', 'owner'] as const).map((r) => (
        <Option
          key={r}
          type="button"
          $active={role === r}
          aria-pressed={role === r}
          disabled={disabled}
          onClick={() => onChange(r)}
        >
          {ROLE_LABELS[r]}
        </Option>
      ))}
    </Group>
  );
}
