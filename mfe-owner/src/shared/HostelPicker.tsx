import type { OwnerHostel } from 'contracts';
import { SelectField } from 'shared-ui';

/** Chooses one of the owner's hostels; only shown when there is more than one (spec 001 §2, My Hostel Students). */
export function HostelPicker({
  hostels,
  value,
  onChange,
  label = 'Hostel',
  allOption,
}: {
  hostels: OwnerHostel[];
  value: string;
  onChange: (id: string) => void;
  label?: string;
  allOption?: string;
}) {
  if (hostels.length <= 1 && !allOption) return null;
  return (
    <SelectField label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      {allOption && <option value="">{allOption}</option>}
      {hostels.map((h) => (
        <option key={h._id} value={h._id}>
          {h.name}
        </option>
      ))}
    </SelectField>
  );
}
