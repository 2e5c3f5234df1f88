import { AMENITIES, FOOD_TYPES, SHARING_TYPES, type SharingType } from 'contracts';
import { type Control, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { Button, SelectField, TextAreaField, TextField } from 'shared-ui';
import styled from 'styled-components';
import type { HostelFormInput } from './HostelForm';

const Box = styled.fieldset`
  border: 0; padding: 0; margin: 0 0 1rem;
  > legend { font-weight: 700; font-size: 1.05rem; margin-bottom: 0.5rem; }
  .option { display: grid; grid-template-columns: 1fr 1fr 1fr auto; gap: 0 0.75rem; align-items: end; }
  .option button { margin-bottom: 1rem; }
  @media (max-width: 640px) { .option { grid-template-columns: 1fr 1fr; } }
  .checks { display: flex; flex-wrap: wrap; gap: 0.4rem 1rem; margin-bottom: 1rem; }
  .checks label { display: inline-flex; gap: 0.4rem; align-items: center; min-height: 2rem; }
  fieldset { border: 0; padding: 0; margin: 0; }
  fieldset legend { font-weight: 600; margin-bottom: 0.4rem; }
  .row { display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 0 1rem; }
  @media (max-width: 640px) { .row { grid-template-columns: 1fr; } }
`;

/** What students decide on: room options by sharing type (price per bed, beds free), deposit, food,
 * amenities from the one list, check-in rules and the distance to a landmark or college. */
export function HostelDetailsFields({
  register,
  control,
  busy,
}: {
  register: UseFormRegister<HostelFormInput>;
  control: Control<HostelFormInput>;
  busy: boolean;
}) {
  const options = useFieldArray({ control, name: 'roomOptions' as never });
  const used = (options.fields as unknown as Array<{ sharing: SharingType }>).map((f) => f.sharing);
  const next = SHARING_TYPES.find((s) => !used.includes(s));
  return (
    <Box>
      <legend>What students decide on</legend>
      <fieldset>
        <legend>Room options</legend>
        <p>With room options, the listing shows the lowest price per bed instead of the monthly rent.</p>
        {options.fields.map((field, i) => (
          <div className="option" key={field.id}>
            <SelectField
              label={`Sharing (option ${i + 1})`}
              disabled={busy}
              {...register(`roomOptions.${i}.sharing` as never)}
            >
              {SHARING_TYPES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </SelectField>
            <TextField
              label={`Price per bed (₹, option ${i + 1})`}
              type="number"
              min={500}
              step={100}
              disabled={busy}
              {...register(`roomOptions.${i}.pricePerBed` as never)}
            />
            <TextField
              label={`Beds free (option ${i + 1})`}
              type="number"
              min={0}
              hint="Once the hostel has rooms, counted from them (Manage rooms): students see what you can approve."
              disabled={busy}
              {...register(`roomOptions.${i}.bedsFree` as never)}
            />
            <Button type="button" $size="sm" $variant="secondary" disabled={busy} onClick={() => options.remove(i)}>
              Remove option {i + 1}
            </Button>
          </div>
        ))}
        {next && (
          <Button
            type="button"
            $size="sm"
            $variant="secondary"
            disabled={busy}
            onClick={() => options.append({ sharing: next, pricePerBed: '', bedsFree: '' } as never)}
          >
            Add a room option
          </Button>
        )}
      </fieldset>
      <div className="row" style={{ marginTop: '1rem' }}>
        <TextField
          label="Security deposit (₹)"
          type="number"
          min={0}
          step={500}
          disabled={busy}
          {...register('deposit')}
        />
        <SelectField label="Food" disabled={busy} {...register('food')}>
          {FOOD_TYPES.map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </SelectField>
        <TextField label="Meals a day" type="number" min={0} max={4} disabled={busy} {...register('mealsPerDay')} />
      </div>
      <fieldset>
        <legend>Amenities</legend>
        <div className="checks">
          {AMENITIES.map((a) => (
            <label key={a}>
              <input type="checkbox" value={a} disabled={busy} {...register('amenities')} />
              {a}
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label="Check-in rules"
        rows={2}
        maxLength={500}
        hint="e.g. Check-in 9 AM to 8 PM with a photo ID"
        disabled={busy}
        {...register('checkInRules')}
      />
      <div className="row">
        <TextField label="Nearby landmark or college" maxLength={120} disabled={busy} {...register('landmark')} />
        <TextField
          label="Distance to it (km)"
          type="number"
          min={0}
          step={0.1}
          disabled={busy}
          {...register('landmarkKm')}
        />
      </div>
    </Box>
  );
}
