import { startTransition, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useChangesBeforeHydration } from 'app-kit';
import { AREAS, HOSTEL_TYPES, PRICE_SORTS, SORT_LABELS } from 'contracts';
import { Button, SelectField, TextField } from 'shared-ui';
import { MoreFilters } from './MoreFilters';
import { type HostelFilters, moreFilterCount } from './useHostelFilters';

/** Below this width the filters fold into one "Filters" button and a sheet from the bottom. */
const PHONE = '(max-width: 520px)';

/** On a desk the filters sit in the bar; on a phone they wait in a sheet the "Filters" button opens. */
const Sheet = styled.div`
  display: contents;
  .sheet-head, .sheet-foot { display: none; }
  @media ${PHONE} {
    display: none;
    &[data-open] {
      display: block;
      position: fixed;
      left: 0;
      right: 0;
      bottom: 0;
      max-height: 85vh;
      overflow-y: auto;
      z-index: 60;
      padding: 1rem 1rem 1.25rem;
      background: ${({ theme }) => theme.colors.surface};
      border-radius: 1rem 1rem 0 0;
      box-shadow: ${({ theme }) => theme.shadow};
    }
    .sheet-head { display: flex; justify-content: space-between; align-items: center; margin-bottom: 0.5rem; }
    .sheet-head h2 { margin: 0; font-size: 1.2rem; }
    .sheet-foot { display: block; margin-top: 0.75rem; }
    .sheet-foot button { width: 100%; }
  }
`;

/** The area comes first in the bar on a desk (in the sheet it follows the order of the page). */
const AreaSlot = styled.div`
  @media not ${PHONE} { order: -1; }
`;

const Backdrop = styled.div`
  display: none;
  @media ${PHONE} { display: block; position: fixed; inset: 0; z-index: 59; background: rgba(15, 23, 42, 0.45); }
`;

const FiltersButton = styled(Button)`
  display: none;
  @media ${PHONE} { display: inline-flex; justify-content: center; margin-bottom: 0.75rem; }
`;

/** How many filters are set: area, type, a sort, and the offer filters. */
const filterCount = (f: HostelFilters) =>
  Number(Boolean(f.area)) + Number(Boolean(f.type)) + Number(Boolean(f.sort)) + moreFilterCount(f);

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
  useEffect(() => {
    setSearch(filters.search);
  }, [filters.search]);
  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(
      () => onChange({ search: search.trim() ? search : '' }, { replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [search, filters.search, onChange]);

  // an area, type, sort or name the visitor chose on the server's page before it was hydrated: one transition
  // with the navigation, so no render in between shows the fields as they were
  const form = useRef<HTMLFormElement>(null);
  const { area, type, sort } = filters;
  useChangesBeforeHydration(form, { search, area, type, sort }, (changed) => {
    startTransition(() => {
      if (changed.search !== undefined) setSearch(changed.search);
      onChange({
        ...changed,
        ...(changed.search !== undefined && { search: changed.search.trim() ? changed.search : '' }),
        ...(changed.sort !== undefined && { sort: changed.sort as HostelFilters['sort'] }),
      });
    });
  });

  const [sheetOpen, setSheetOpen] = useState(false);
  const sheetTitle = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const closeSheet = () => {
    setSheetOpen(false);
    opener.current?.focus();
  };
  useEffect(() => {
    if (sheetOpen) heading.current?.focus();
  }, [sheetOpen]);
  const count = filterCount(filters);

  return (
    <Bar
      ref={form}
      method="get"
      role="search"
      aria-label="Find hostels"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ search });
      }}
    >
      <TextField
        label="Search by name"
        name="search"
        type="search"
        placeholder="e.g. Sri Sai"
        value={search}
        maxLength={100}
        onChange={(e) => setSearch(e.target.value)}
      />
      <FiltersButton
        ref={opener}
        type="button"
        $variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={sheetOpen}
        onClick={() => setSheetOpen(true)}
      >
        {count ? `Filters (${count})` : 'Filters'}
      </FiltersButton>
      {sheetOpen && <Backdrop onClick={closeSheet} />}
      <Sheet
        data-open={sheetOpen || undefined}
        {...(sheetOpen ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': sheetTitle } : {})}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && sheetOpen) {
            e.stopPropagation();
            closeSheet();
          }
        }}
      >
        <div className="sheet-head">
          <h2 id={sheetTitle} ref={heading} tabIndex={-1}>
            Filters
          </h2>
          <Button type="button" $size="sm" $variant="ghost" onClick={closeSheet}>
            Close
          </Button>
        </div>
        <AreaSlot>
          <SelectField
            label="Area"
            name="area"
            value={filters.area}
            onChange={(e) => onChange({ area: e.target.value })}
          >
            <option value="">All Areas</option>
            {AREAS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </SelectField>
        </AreaSlot>
        <SelectField label="Type" name="type" value={filters.type} onChange={(e) => onChange({ type: e.target.value })}>
          <option value="">All Types</option>
          {HOSTEL_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Sort by"
          name="sort"
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
        <div className="sheet-foot">
          <Button type="button" onClick={closeSheet}>
            Show hostels
          </Button>
        </div>
      </Sheet>
    </Bar>
  );
}
