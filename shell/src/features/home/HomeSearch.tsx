import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useChangesBeforeHydration } from 'app-kit';
import { AREAS, HOSTEL_TYPES } from 'contracts';
import { Button, SelectField, TextField } from 'shared-ui';

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr 1fr 2fr auto;
  gap: 0.75rem;
  align-items: end;
  @media (max-width: 760px) { grid-template-columns: 1fr; }
`;

/** The listing's filters in the address of the page they open. */
export function listingPath({ area, type, search }: { area?: string; type?: string; search?: string }): string {
  const query = new URLSearchParams();
  if (area) query.set('area', area);
  if (type) query.set('type', type);
  if (search?.trim()) query.set('search', search.trim());
  const text = query.toString();
  return text ? `/hostels?${text}` : '/hostels';
}

/** Area, type and a name: opens the public listing with them. */
export function HomeSearch() {
  const navigate = useNavigate();
  const [area, setArea] = useState('');
  const [type, setType] = useState('');
  const [search, setSearch] = useState('');
  // what the visitor chose or typed on the build-time page before it was hydrated
  const form = useRef<HTMLFormElement>(null);
  useChangesBeforeHydration(form, { area, type, search }, (changed) => {
    if (changed.area !== undefined) setArea(changed.area);
    if (changed.type !== undefined) setType(changed.type);
    if (changed.search !== undefined) setSearch(changed.search);
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(listingPath({ area, type, search }));
  };
  return (
    <Form ref={form} method="get" action="/hostels" role="search" aria-label="Find a hostel" onSubmit={submit}>
      <SelectField label="Area" name="area" value={area} onChange={(e) => setArea(e.target.value)}>
        <option value="">All areas</option>
        {AREAS.map((a) => (
          <option key={a} value={a}>
            {a}
          </option>
        ))}
      </SelectField>
      <SelectField label="Type" name="type" value={type} onChange={(e) => setType(e.target.value)}>
        <option value="">All types</option>
        {HOSTEL_TYPES.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Hostel name or facility"
        name="search"
        value={search}
        maxLength={100}
        onChange={(e) => setSearch(e.target.value)}
      />
      <Button type="submit">Search hostels</Button>
    </Form>
  );
}
