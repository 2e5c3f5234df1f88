// A server-rendered form, changed by the visitor before the app hydrates it, then hydrated as the browser does.
import { screen } from '@testing-library/react';
import { act, useRef, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useChangesBeforeHydration } from './useChangesBeforeHydration';

// React's act() outside Testing Library's render
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const seen: Array<Record<string, string>> = [];

/** A filter form held in state, as the listing's and the home page's are. */
function Filters() {
  const [area, setArea] = useState('');
  const [search, setSearch] = useState('Sri');
  const form = useRef<HTMLFormElement>(null);
  useChangesBeforeHydration(form, { area, search }, (changed) => {
    seen.push(changed);
    if (changed.area !== undefined) setArea(changed.area);
    if (changed.search !== undefined) setSearch(changed.search);
  });
  return (
    <form method="post" ref={form}>
      <label>
        Area
        <select name="area" value={area} onChange={(e) => setArea(e.target.value)}>
          <option value="">All areas</option>
          <option value="Adibatla">Adibatla</option>
          <option value="Sheriguda">Sheriguda</option>
        </select>
      </label>
      <label>
        Name
        <input name="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      </label>
      <label>
        Unnamed
        <input defaultValue="" />
      </label>
      <output aria-label="state">{`${area}|${search}`}</output>
    </form>
  );
}

/** The server's HTML of <Filters />, in the page, with `change` made to it before any script. */
function serverPage(change: (form: HTMLFormElement) => void) {
  seen.length = 0;
  document.body.innerHTML = `<div id="root">${renderToString(<Filters />)}</div>`;
  change(document.querySelector('form') as HTMLFormElement);
  return document.getElementById('root') as HTMLElement;
}

it('tells the form what the visitor chose and typed before hydration, once, and the fields keep it', async () => {
  const root = serverPage((form) => {
    (form.elements.namedItem('area') as HTMLSelectElement).value = 'Sheriguda';
    (form.elements.namedItem('search') as HTMLInputElement).value = 'Sri Sai';
    (form.querySelector('input:not([name])') as HTMLInputElement).value = 'not a field of the form state';
  });
  await act(async () => {
    hydrateRoot(root, <Filters />);
  });
  expect(seen).toEqual([{ area: 'Sheriguda', search: 'Sri Sai' }]);
  expect(screen.getByLabelText('state')).toHaveTextContent('Sheriguda|Sri Sai');
  expect(screen.getByLabelText('Area')).toHaveValue('Sheriguda');
  expect(screen.getByLabelText('Name')).toHaveValue('Sri Sai');
});

it('tells nothing when nothing changed, or when the app rendered the form itself', async () => {
  const root = serverPage(() => {});
  await act(async () => {
    hydrateRoot(root, <Filters />);
  });
  expect(seen).toEqual([]);
  document.body.innerHTML = '<div id="fresh"></div>';
  await act(async () => {
    createRoot(document.getElementById('fresh') as HTMLElement).render(<Filters />);
  });
  await act(async () => {
    (screen.getByLabelText('Area') as HTMLSelectElement).value = 'Adibatla'; // after the first render: not before it
  });
  expect(seen).toEqual([]);
});
