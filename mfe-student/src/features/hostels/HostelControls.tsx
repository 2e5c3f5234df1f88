import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { AREAS, HOSTEL_TYPES, PRICE_SORTS, SORT_LABELS } from 'contracts';
import { SelectField, TextField } from 'shared-ui';
import { MoreFilters } from './MoreFilters';
import type { HostelFilters } from './useHostelFilters';

const Bar = styled.form`
  display: grid;
  grid-template-columns: 1fr 2fr 1fr 1fr;
  gap: 0 1rem;
  margin-bottom: 0.5rem;
  @media (max-width: 900px) { grid-template-columns: 1fr 1fr; }
  @media (max-width: 520px) { grid-template-columns: 1fr; }
`;

export const SEARCH_DEBOUNCE_MS = 300;

/** Area, name search, type and sort of the listing (spec §2), and the filters on what a hostel offers. */
export function HostelControls({
  filters,
  onChange,
}: {
  filters: HostelFilters;
  onChange: (patch: Partial<HostelFilters>, options?: { replace?: boolean }) => void;
}) {
  const [search, setSearch] = useState(filters.search);
  useEffect(() => setSearch(filters.search), [filters.search]);
  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(
      () => onChange({ search: search.trim() ? search : '' }, { replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [search, filters.search, onChange]);

  return (
    <Bar
      role="search"
      aria-label="Find hostels"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ search });
      }}
    >
      <SelectField label="Area" value={filters.area} onChange={(e) => onChange({ area: e.target.value })}>
        <option value="">All Areas</option>
        {AREAS.map((a) => (
          <option key={a} value={a}>
            {a}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Search by name"
        type="search"
        placeholder="e.g. Sri Sai"
        value={search}
        maxLength={100}
        onChange={(e) => setSearch(e.target.value)}
      />
      <SelectField label="Type" value={filters.type} onChange={(e) => onChange({ type: e.target.value })}>
        <option value="">All Types</option>
        {HOSTEL_TYPES.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Sort by"
        value={filters.sort}
        onChange={(e) => onChange({ sort: e.target.value as HostelFilters['sort'] })}
      >
        {PRICE_SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </SelectField>
      <MoreFilters filters={filters} onChange={onChange} />
    </Bar>
  );
}
