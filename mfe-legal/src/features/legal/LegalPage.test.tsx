import { screen, within } from '@testing-library/react';
import { renderWithRouter } from '../../../../tools/jest/render';
import { LegalPage } from './LegalPage';
import { plainText, RichText } from './RichText';
import { TableOfContents } from './TableOfContents';
import type { LegalDocument } from './types';

const doc: LegalDocument = {
  slug: 'cookie-policy',
  lastUpdated: 'July 17, 2025',
  summary: 'See the [Support Centre](/support).',
  sections: [
    {
      id: 'one',
      heading: 'First things',
      blocks: [
        'Plain **important** text.',
        { list: ['Write to [us](mailto:help@example.in)', 'Read [the terms](/legal/terms-and-conditions)'] },
      ],
    },
    { id: 'two', heading: 'Second things', blocks: ['More.'] },
  ],
};

it('renders links and bold from the text markup', () => {
  renderWithRouter(<RichText text="Go to [support](/support), mail [us](mailto:a@b.in) — **now**." />);
  expect(screen.getByRole('link', { name: 'support' })).toHaveAttribute('href', '/support');
  expect(screen.getByRole('link', { name: 'us' })).toHaveAttribute('href', 'mailto:a@b.in');
  expect(screen.getByText('now').tagName).toBe('STRONG');
});

it('gives the text without its markup, for a description', () => {
  expect(plainText('Go to [support](/support), mail [us](mailto:a@b.in) — **now**.')).toBe(
    'Go to support, mail us — now.',
  );
});

it('leaves text without markup alone', () => {
  renderWithRouter(<RichText text="Nothing [special] (here)." />);
  expect(screen.getByText('Nothing [special] (here).')).toBeInTheDocument();
});

it('lists one contents link per section, to its anchor', () => {
  renderWithRouter(<TableOfContents sections={doc.sections} />);
  const nav = screen.getByRole('navigation', { name: 'Contents' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['First things', '#one'],
    ['Second things', '#two'],
  ]);
});

it('renders a page from its data: one h1, last-updated line, sections under their anchors, its title and description', () => {
  renderWithRouter(<LegalPage doc={doc} />);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cookie Policy');
  expect(screen.getByText('Last updated: July 17, 2025')).toBeInTheDocument();
  const first = screen.getByRole('region', { name: 'First things' });
  expect(within(first).getByRole('heading', { level: 2 })).toHaveAttribute('id', 'one');
  expect(within(first).getAllByRole('listitem')).toHaveLength(2);
  expect(within(first).getByRole('link', { name: 'the terms' })).toHaveAttribute('href', '/legal/terms-and-conditions');
  // the page opens at the top through the router (the shell's ScrollRestoration; legal.e2e.ts), not by itself
  expect(document.title).toBe('Cookie Policy · Hostel Hub');
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'See the Support Centre.');
});
