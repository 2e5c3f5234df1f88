import { useId, useState } from 'react';
import styled from 'styled-components';
import { X } from 'lucide-react';
import type { OwnerStudent } from 'contracts';
import { controlStyle } from 'shared-ui';

const Box = styled.div`
  margin-bottom: 0.9rem;
  label.title { display: block; font-weight: 600; margin-bottom: 0.3rem; }
  input[type='search'] { ${controlStyle} }
  ul.options {
    list-style: none;
    margin: 0.4rem 0 0;
    padding: 0.4rem;
    max-height: 220px;
    overflow: auto;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  ul.options label { display: flex; gap: 0.5rem; align-items: center; padding: 0.3rem 0.4rem; cursor: pointer; }
  ul.chips { list-style: none; display: flex; flex-wrap: wrap; gap: 0.35rem; padding: 0; margin: 0.5rem 0 0; }
  ul.chips li { display: inline-flex; align-items: center; gap: 0.25rem; padding: 0.15rem 0.5rem; border-radius: 999px; background: ${({ theme }) => theme.colors.surfaceAlt}; }
  ul.chips button { border: 0; background: none; color: inherit; cursor: pointer; display: inline-flex; padding: 0; }
`;

export const optionLabel = (s: OwnerStudent) => `${s.name} (Room ${s.room})`;

/** Searchable multi-select of the owner's students with a 'Select All Students' option that is never kept itself. */
export function StudentMultiSelect({
  students,
  selected,
  onChange,
  disabled,
}: {
  students: OwnerStudent[];
  selected: string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const allSelected = students.length > 0 && students.every((s) => selected.includes(s._id));
  const shown = students.filter((s) => optionLabel(s).toLowerCase().includes(query.trim().toLowerCase()));
  const toggle = (sid: string) =>
    onChange(selected.includes(sid) ? selected.filter((x) => x !== sid) : [...selected, sid]);
  const toggleAll = () => onChange(allSelected ? [] : students.map((s) => s._id));

  return (
    <Box>
      <label className="title" htmlFor={`${id}-search`}>
        Students
      </label>
      <input
        id={`${id}-search`}
        type="search"
        placeholder="Search and select students..."
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        disabled={disabled}
        aria-controls={`${id}-options`}
      />
      {/* biome-ignore lint/a11y/useSemanticElements: a list of checkboxes; the group role names the set for screen readers. */}
      <div id={`${id}-options`} role="group" aria-label="Students to send to">
        <ul className="options">
          <li>
            <label>
              <input
                type="checkbox"
                checked={allSelected}
                onChange={toggleAll}
                disabled={disabled || !students.length}
              />{' '}
              Select All Students
            </label>
          </li>
          {shown.map((s) => (
            <li key={s._id}>
              <label>
                <input
                  type="checkbox"
                  checked={selected.includes(s._id)}
                  onChange={() => toggle(s._id)}
                  disabled={disabled}
                />{' '}
                {optionLabel(s)}
              </label>
            </li>
          ))}
          {!students.length && <li>You have no students yet.</li>}
        </ul>
      </div>
      {selected.length > 0 && (
        <ul className="chips" aria-label="Selected students">
          {students
            .filter((s) => selected.includes(s._id))
            .map((s) => (
              <li key={s._id}>
                {s.name}
                <button type="button" onClick={() => toggle(s._id)} aria-label={`Remove ${s.name}`} disabled={disabled}>
                  <X size={14} aria-hidden="true" />
                </button>
              </li>
            ))}
        </ul>
      )}
    </Box>
  );
}
