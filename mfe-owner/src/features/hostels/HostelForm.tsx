import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import {
  AREAS,
  addHostelFieldsSchema,
  HOSTEL_CATEGORIES,
  type HostelFields,
  hostelFieldsSchema,
  MAX_HOSTEL_IMAGES,
  MESSAGES,
} from 'contracts';
import type { ReactNode } from 'react';
import { type Resolver, type UseFormRegister, type UseFormSetValue, useForm } from 'react-hook-form';
import { isNetworkError } from 'shared-auth';
import { Banner, Button, SelectField, TextAreaField, TextField } from 'shared-ui';
import styled from 'styled-components';
import { z } from 'zod';
import { ownerApi } from '../../api/ownerApi';
import { currentPosition } from '../../shared/geolocation';
import { LocalThemeCard } from '../../shared/LocalThemeCard';
import { HostelDetailsFields } from './HostelDetailsFields';

/** The first message among a form's errors, nested ones (a room option's price) included. */
function firstMessage(errors: unknown): string | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  const e = errors as { message?: unknown };
  if (typeof e.message === 'string' && e.message) return e.message;
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref') continue; // the field's element, not an error
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

export const REQUIRED_MESSAGE = MESSAGES.hostelRequired;
export const DRAFT_FAILED = 'Failed to generate description. Please try again.';
export const DRAFT_NETWORK = 'Error generating description. Please check your network or try again.';
const DRAFT_NEEDS = 'Fill in the name, facilities and location first, then generate.';

/** The drafter was asked before the fields it drafts from were filled in. */
class DraftNeedsFields extends Error {}

const Form = styled.form`
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 0 1rem; }
  @media (max-width: 640px) { .row { grid-template-columns: 1fr; } }
  .helper { display: flex; gap: 0.5rem; align-items: center; margin: -0.4rem 0 1rem; flex-wrap: wrap; }
`;

/** A new hostel: the contract's fields and rooms, plus the pictures (at least one) and an optional video. */
const newHostelSchema = addHostelFieldsSchema.extend({
  images: z
    .array(z.instanceof(File), { error: REQUIRED_MESSAGE })
    .min(1, { error: REQUIRED_MESSAGE })
    .max(MAX_HOSTEL_IMAGES, { error: `A hostel can have at most ${MAX_HOSTEL_IMAGES} images.` }),
  video: z.instanceof(File).nullable().default(null),
});
export type NewHostelValues = z.output<typeof newHostelSchema>;
export type HostelFormInput = z.input<typeof newHostelSchema>;

export const emptyHostel: HostelFormInput = {
  name: '',
  contact: '',
  rooms: '',
  facilities: '',
  category: 'Girls',
  description: '',
  location: '',
  area: '' as HostelFormInput['area'],
  price: '',
  images: [],
  video: null,
  roomOptions: [],
  deposit: '',
  food: 'No food',
  mealsPerDay: '',
  amenities: [],
  checkInRules: '',
  landmark: '',
  landmarkKm: '',
};

/** The file inputs a page adds to the form, given the form's fields. */
export type FileInputs = (form: {
  register: UseFormRegister<HostelFormInput>;
  setValue: UseFormSetValue<HostelFormInput>;
}) => ReactNode;

type Props = {
  title: string;
  initial: HostelFormInput;
  busy: boolean;
  submitLabel: string;
  /** The server's refusal, if the last save failed. */
  error: string;
  files?: FileInputs;
  children?: ReactNode;
} & (
  | { withRooms: true; onSubmit: (values: NewHostelValues) => void }
  | { withRooms: false; onSubmit: (values: HostelFields) => void }
);

/**
 * The add/edit hostel form on the contract's schema (the API checks the same rules): fields, the description
 * drafter, the location helper and its own light/dark toggle. The first problem shows in one banner, in the
 * spec's words.
 */
export function HostelForm({ title, initial, busy, submitLabel, error, files, children, ...mode }: Props) {
  const schema = mode.withRooms ? newHostelSchema : hostelFieldsSchema;
  const { register, control, handleSubmit, getValues, setValue, formState } = useForm<
    HostelFormInput,
    unknown,
    NewHostelValues
  >({
    resolver: zodResolver(schema) as unknown as Resolver<HostelFormInput, unknown, NewHostelValues>,
    defaultValues: initial,
    shouldFocusError: true,
  });

  const draft = useMutation({
    mutationFn: async () => {
      const v = getValues();
      if (!v.name.trim() || !v.facilities.trim() || !v.location.trim()) throw new DraftNeedsFields(DRAFT_NEEDS);
      const { text } = await ownerApi.draft({
        purpose: 'hostel-description',
        name: v.name.trim(),
        facilities: v.facilities.trim(),
        category: v.category,
        location: v.location.trim(),
      });
      if (!text) throw new Error('empty');
      return text;
    },
    onSuccess: (text) => setValue('description', text, { shouldDirty: true }),
  });
  const locate = useMutation({
    mutationFn: currentPosition,
    onSuccess: ({ lat, lng }) => {
      const old = getValues('location');
      setValue('location', `${old ? `${old} ` : ''}(${lat}, ${lng})`.trim(), { shouldDirty: true });
    },
  });
  const draftError = !draft.isError
    ? ''
    : draft.error instanceof DraftNeedsFields
      ? draft.error.message
      : isNetworkError(draft.error)
        ? DRAFT_NETWORK
        : DRAFT_FAILED;
  const problem = firstMessage(formState.errors) ?? error;

  const submit = handleSubmit((values) =>
    mode.withRooms ? mode.onSubmit(values) : mode.onSubmit(hostelFieldsSchema.parse(values)),
  );

  return (
    <LocalThemeCard title={title} label="form">
      {problem && <Banner tone="error">{problem}</Banner>}
      <Form method="post" onSubmit={submit} noValidate aria-label={title}>
        <div className="row">
          <TextField label="Hostel name" maxLength={120} disabled={busy} {...register('name')} />
          <TextField
            label="Contact number"
            type="tel"
            inputMode="numeric"
            maxLength={10}
            hint="10 digits"
            disabled={busy}
            {...register('contact')}
          />
        </div>
        <div className="row">
          <SelectField label="Category" disabled={busy} {...register('category')}>
            {HOSTEL_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
          <SelectField label="Area" disabled={busy} {...register('area')}>
            <option value="">Choose an area</option>
            {AREAS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="row">
          {mode.withRooms && (
            <TextField label="Number of rooms" type="number" min={1} max={300} disabled={busy} {...register('rooms')} />
          )}
          <TextField
            label="Monthly rent (₹)"
            hint="Without room options, the price students see"
            type="number"
            min={500}
            step={100}
            disabled={busy}
            {...register('price')}
          />
        </div>
        <TextField
          label="Facilities"
          hint="Separate with commas, e.g. Wi-Fi, Food included, Laundry"
          maxLength={500}
          disabled={busy}
          {...register('facilities')}
        />
        <TextField label="Location" maxLength={300} disabled={busy || locate.isPending} {...register('location')} />
        <div className="helper">
          <Button
            type="button"
            $size="sm"
            $variant="secondary"
            onClick={() => locate.mutate()}
            disabled={busy || locate.isPending}
          >
            {locate.isPending ? 'Locating...' : 'Use my current location'}
          </Button>
        </div>
        <TextAreaField
          label="Description"
          rows={5}
          maxLength={1500}
          disabled={busy || draft.isPending}
          {...register('description')}
        />
        <div className="helper">
          <Button
            type="button"
            $size="sm"
            $variant="secondary"
            onClick={() => draft.mutate()}
            disabled={busy || draft.isPending}
          >
            {draft.isPending ? 'Generating...' : 'Generate description'}
          </Button>
          <span>Drafts under 100 words from the name, facilities, category and location.</span>
        </div>
        {draftError && <Banner tone="error">{draftError}</Banner>}
        {locate.isError && <Banner tone="error">{locate.error.message}</Banner>}
        <HostelDetailsFields register={register} control={control} busy={busy} />
        {files?.({ register, setValue })}
        {children}
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : submitLabel}
        </Button>
      </Form>
    </LocalThemeCard>
  );
}
