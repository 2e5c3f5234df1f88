import { AMENITIES, type Amenity, SHARING_TYPES } from 'contracts';
import { useEffect, useId, useState } from 'react';
import { Button, SelectField, TextField } from 'shared-ui';
import styled from 'styled-components';
import { type HostelFilters, moreFilterCount } from './useHostelFilters';

const Wrap = styled.div`
  grid-column: 1 / -1;
  margin-bottom: 0.5rem;
  .panel {
    margin-top: 0.75rem; padding: 1rem; border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 0 1rem;
    @media (max-width: 700px) { grid-template-columns: 1fr; }
  }
  fieldset { grid-column: 1 / -1; border: 0; padding: 0; margin: 0 0 0.75rem; }
  legend { font-weight: 600; margin-bottom: 0.4rem; }
  .checks { display: flex; flex-wrap: wrap; gap: 0.4rem 1rem; }
  label.check { display: inline-flex; gap: 0.4rem; align-items: center; min-height: 2rem; }
  .row { grid-column: 1 / -1; display: flex; gap: 1rem; align-items: center; flex-wrap: wrap; }
`;

const bound = (text: string): number | '' => {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) && n >= 0 ? n : '';
};

/** Price range per bed, sharing type, amenities (all must match) and "available beds only", behind one button. */
export function MoreFilters({
  filters,
  onChange,
}: {
  filters: HostelFilters;
  onChange: (patch: Partial<HostelFilters>, options?: { replace?: boolean }) => void;
}) {
  const count = moreFilterCount(filters);
  const [open, setOpen] = useState(count > 0);
  const panelId = useId();
  // the price fields are typed freely and applied when they leave the field or on Enter
  const [min, setMin] = useState(String(filters.minPrice));
  const [max, setMax] = useState(String(filters.maxPrice));
  useEffect(() => {
    setMin(String(filters.minPrice));
  }, [filters.minPrice]);
  useEffect(() => {
    setMax(String(filters.maxPrice));
  }, [filters.maxPrice]);
  const applyPrices = () => onChange({ minPrice: bound(min), maxPrice: bound(max) });
  const toggleAmenity = (a: Amenity) =>
    onChange({
      amenities: filters.amenities.includes(a) ? filters.amenities.filter((x) => x !== a) : [...filters.amenities, a],
    });

  return (
    <Wrap>
      <Button
        type="button"
        $size="sm"
        $variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {count ? `More filters (${count})` : 'More filters'}
      </Button>
      {open && (
        <div className="panel" id={panelId}>
          <PriceBound label="Min price per bed (₹)" value={min} onChange={setMin} onApply={applyPrices} />
          <PriceBound label="Max price per bed (₹)" value={max} onChange={setMax} onApply={applyPrices} />
          <SelectField label="Sharing" value={filters.sharing} onChange={(e) => onChange({ sharing: e.target.value })}>
            <option value="">Any sharing</option>
            {SHARING_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </SelectField>
          <fieldset>
            <legend>Amenities (all of them)</legend>
            <div className="checks">
              {AMENITIES.map((a) => (
                <label key={a} className="check">
                  <input type="checkbox" checked={filters.amenities.includes(a)} onChange={() => toggleAmenity(a)} />
                  {a}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="row">
            <label className="check">
              <input
                type="checkbox"
                checked={filters.available}
                onChange={(e) => onChange({ available: e.target.checked })}
              />
              Available beds only
            </label>
            {count > 0 && (
              <Button
                type="button"
                $size="sm"
                $variant="ghost"
                onClick={() => onChange({ minPrice: '', maxPrice: '', sharing: '', amenities: [], available: false })}
              >
                Clear these filters
              </Button>
            )}
          </div>
        </div>
      )}
    </Wrap>
  );
}

/** A price bound, typed freely and applied when it loses focus or on Enter. */
function PriceBound({
  label,
  value,
  onChange,
  onApply,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  onApply: () => void;
}) {
  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={0}
      step={500}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onApply}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onApply();
      }}
    />
  );
}
