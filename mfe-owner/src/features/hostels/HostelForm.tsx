import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { AREAS, HOSTEL_CATEGORIES, type HostelFields, type RoomCategory } from 'contracts';
import { isNetworkError } from 'shared-auth';
import { Banner, Button, SelectField, TextAreaField, TextField } from 'shared-ui';
import { ownerApi } from '../../api/ownerApi';
import { currentPosition } from '../../shared/geolocation';
import { LocalThemeCard } from '../../shared/LocalThemeCard';

export const REQUIRED_MESSAGE = 'Please fill in all required fields and upload at least one image.';
export const DRAFT_FAILED = 'Failed to generate description. Please try again.';
export const DRAFT_NETWORK = 'Error generating description. Please check your network or try again.';

const Form = styled.form`
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 0 1rem; }
  @media (max-width: 640px) { .row { grid-template-columns: 1fr; } }
  .helper { display: flex; gap: 0.5rem; align-items: center; margin: -0.4rem 0 1rem; flex-wrap: wrap; }
`;

export interface HostelFormValues extends Omit<HostelFields, 'price' | 'area'> {
  area: string;
  price: string;
  rooms: string;
}

export const emptyHostel: HostelFormValues = {
  name: '',
  contact: '',
  rooms: '',
  facilities: '',
  category: 'Girls',
  description: '',
  location: '',
  area: '',
  price: '',
};

/** The add/edit hostel form: fields, the description drafter, the location helper and its own light/dark toggle.
 * `children` renders the file inputs of the page using it. */
export function HostelForm({
  title,
  initial,
  withRooms,
  busy,
  submitLabel,
  error,
  onSubmit,
  children,
}: {
  title: string;
  initial: HostelFormValues;
  withRooms: boolean;
  busy: boolean;
  submitLabel: string;
  error: string;
  onSubmit: (values: HostelFormValues) => void;
  children?: ReactNode;
}) {
  const [v, setV] = useState(initial);
  const [helperError, setHelperError] = useState('');
  const [drafting, setDrafting] = useState(false);
  const [locating, setLocating] = useState(false);
  const set = (field: keyof HostelFormValues) => (e: { target: { value: string } }) =>
    setV((old) => ({ ...old, [field]: e.target.value }));

  const draft = async () => {
    if (!v.name.trim() || !v.facilities.trim() || !v.location.trim())
      return setHelperError('Fill in the name, facilities and location first, then generate.');
    setHelperError('');
    setDrafting(true);
    try {
      const { text } = await ownerApi.draft({
        purpose: 'hostel-description',
        name: v.name.trim(),
        facilities: v.facilities.trim(),
        category: v.category,
        location: v.location.trim(),
      });
      if (!text) throw new Error('empty');
      setV((old) => ({ ...old, description: text }));
    } catch (err) {
      setHelperError(isNetworkError(err) ? DRAFT_NETWORK : DRAFT_FAILED);
    } finally {
      setDrafting(false);
    }
  };

  const locate = async () => {
    setHelperError('');
    setLocating(true);
    try {
      const { lat, lng } = await currentPosition();
      setV((old) => ({ ...old, location: `${old.location ? `${old.location} ` : ''}(${lat}, ${lng})`.trim() }));
    } catch (err) {
      setHelperError((err as Error).message);
    } finally {
      setLocating(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(v);
  };

  return (
    <LocalThemeCard title={title} label="form">
      {error && <Banner tone="error">{error}</Banner>}
      <Form onSubmit={submit} noValidate aria-label={title}>
        <div className="row">
          <TextField label="Hostel name" value={v.name} onChange={set('name')} maxLength={120} disabled={busy} />
          <TextField
            label="Contact number"
            type="tel"
            inputMode="numeric"
            maxLength={10}
            hint="10 digits"
            value={v.contact}
            onChange={set('contact')}
            disabled={busy}
          />
        </div>
        <div className="row">
          <SelectField
            label="Category"
            value={v.category}
            onChange={(e) => setV((old) => ({ ...old, category: e.target.value as RoomCategory }))}
            disabled={busy}
          >
            {HOSTEL_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
          <SelectField label="Area" value={v.area} onChange={set('area')} disabled={busy}>
            <option value="">Choose an area</option>
            {AREAS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="row">
          {withRooms && (
            <TextField
              label="Number of rooms"
              type="number"
              min={1}
              max={300}
              value={v.rooms}
              onChange={set('rooms')}
              disabled={busy}
            />
          )}
          <TextField
            label="Monthly rent (₹)"
            type="number"
            min={500}
            step={100}
            value={v.price}
            onChange={set('price')}
            disabled={busy}
          />
        </div>
        <TextField
          label="Facilities"
          hint="Separate with commas, e.g. Wi-Fi, Food included, Laundry"
          value={v.facilities}
          onChange={set('facilities')}
          maxLength={500}
          disabled={busy}
        />
        <TextField
          label="Location"
          value={v.location}
          onChange={set('location')}
          maxLength={300}
          disabled={busy || locating}
        />
        <div className="helper">
          <Button type="button" $size="sm" $variant="secondary" onClick={locate} disabled={busy || locating}>
            {locating ? 'Locating...' : 'Use my current location'}
          </Button>
        </div>
        <TextAreaField
          label="Description"
          rows={5}
          value={v.description}
          onChange={set('description')}
          maxLength={1500}
          disabled={busy || drafting}
        />
        <div className="helper">
          <Button type="button" $size="sm" $variant="secondary" onClick={draft} disabled={busy || drafting}>
            {drafting ? 'Generating...' : 'Generate description'}
          </Button>
          <span>Drafts under 100 words from the name, facilities, category and location.</span>
        </div>
        {helperError && <Banner tone="error">{helperError}</Banner>}
        {children}
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : submitLabel}
        </Button>
      </Form>
    </LocalThemeCard>
  );
}

/** The fields as the API takes them, or null when a required one is empty. */
export function toHostelFields(v: HostelFormValues): HostelFields | null {
  const fields = {
    name: v.name.trim(),
    contact: v.contact.trim(),
    facilities: v.facilities.trim(),
    category: v.category,
    description: v.description.trim(),
    location: v.location.trim(),
    area: v.area,
    price: Number(v.price),
  };
  if (
    !fields.name ||
    !fields.contact ||
    !fields.facilities ||
    !fields.description ||
    !fields.location ||
    !fields.area ||
    !v.price.trim()
  )
    return null;
  return fields as HostelFields;
}
