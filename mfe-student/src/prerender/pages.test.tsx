/** @jest-environment node */
// The student area's pages rendered per request, run as the shell's server runs them (node, no DOM), then read the
// way a browser does before any script: through a document made from the markup.
import { getByRole, queryByRole } from '@testing-library/dom';
import { JSDOM } from 'jsdom';
import { hostelDetailFixture, hostelSummaryFixture } from '../../../tools/jest/fixtures';
import { pages, renderPage } from './pages';

const hostel = hostelDetailFixture({
  id: 'h-1',
  images: ['http://api.test/media/hostel-art/h-1/0.svg', 'http://api.test/media/hostel-art/h-1/1.svg'],
  rules: [{ id: 1, text: 'Gate closes at 10:30 PM.' }],
});
const answers = { '/api/hostels/h-1': hostel };
const contentOf = (body: string) =>
  new JSDOM(`<main>${body}</main>`).window.document.querySelector('main') as HTMLElement;

it("lists its pages for the release: the listing and a hostel's page, public and in the student area", () => {
  expect(pages).toEqual({
    '/hostels': { data: ['/api/hostels?page=1'] },
    '/student/hostels': { role: 'student', data: ['/api/hostels?page=1'] },
    '/hostels/:id': { data: ['/api/hostels/:id'] },
    '/student/hostels/:id': { role: 'student', data: ['/api/hostels/:id'] },
  });
});

it.each([
  ['/hostels', undefined, '/hostels/h1'],
  ['/student/hostels', 'student', '/student/hostels/h1'],
])(
  "draws %s from the listing's first page: its cards, the first photos asked for at once",
  async (address, role, first) => {
    const listing = {
      hostels: [1, 2, 3, 4].map(hostelSummaryFixture),
      total: 16,
      page: 1,
      pageSize: 12,
      totalPages: 2,
    };
    const section = await renderPage(address, { '/api/hostels?page=1': listing });
    if (!section) throw new Error('no section');
    expect(section.role).toBe(role);
    expect(section.title).toBe('Browse hostels · Hostel Hub');
    const main = contentOf(section.body);
    expect(getByRole(main, 'heading', { level: 1, name: 'Browse Hostels' })).toBeTruthy();
    expect(getByRole(main, 'status').textContent).toBe('16 hostels found · page 1 of 2');
    const cards = getByRole(main, 'list', { name: 'Hostels' }).querySelectorAll(':scope > li');
    expect(cards).toHaveLength(4);
    expect(cards[0].querySelector('a')?.getAttribute('href')).toBe(first);
    expect([...cards].map((c) => c.querySelector('img')?.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
    ]);
    expect(cards[0].querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
  },
);

it.each([
  ['/hostels/h-1', undefined, '/hostels'],
  ['/student/hostels/h-1', 'student', '/student/hostels'],
])(
  "draws %s from the hostel's answer: name, photos, price, facts and rules, before any script",
  async (address, role, back) => {
    const section = await renderPage(address, answers);
    if (!section) throw new Error('no section');
    expect(section.role).toBe(role);
    expect(section.title).toBe('Sri Sai Residency · Hostel Hub');
    expect(section.description).toMatch(/^Boys hostel in Mangalpally, ₹6,500 a month/);
    const main = contentOf(section.body);
    expect(getByRole(main, 'heading', { level: 1, name: 'Sri Sai Residency' })).toBeTruthy();
    const photo = getByRole(main, 'img', { name: 'Sri Sai Residency, photo 1 of 2' });
    expect(photo.getAttribute('src')).toBe(hostel.images[0]);
    expect(getByRole(main, 'link', { name: '← All hostels' }).getAttribute('href')).toBe(back);
    expect(main.textContent).toContain('Gate closes at 10:30 PM.');
    expect(main.textContent).toContain('₹6,500');
    // the buttons do nothing until the app has drawn over the page, and say so
    expect(getByRole(main, 'button', { name: 'Add to interested' }).getAttribute('aria-disabled')).toBe('true');
    // what only the student's own data tells is left to the app: the reviews are still loading
    expect(getByRole(main, 'status').textContent).toBe('Loading reviews...');
    // markup for the content area only: React's preload hint for the photo is left out
    expect(section.body).not.toMatch(/<link/);
    expect(section.styles).toMatch(/^<style[^>]*>[^<]+<\/style>$/);
  },
);

it('draws nothing for an address it has no page for, nor without the answer a page is drawn from', async () => {
  expect(await renderPage('/hostels/all', answers)).toBeNull();
  expect(await renderPage('/hostels', answers)).toBeNull();
  expect(await renderPage('/student/hostels/h-1/reviews', answers)).toBeNull();
  expect(await renderPage('/hostels/h-2', answers)).toBeNull();
  expect(await renderPage('/hostels/h-1', { '/api/hostels/h-1': null })).toBeNull();
});

it("never draws a signed-in user's own details out of a hostel's text", async () => {
  const trick = { '/api/hostels/h-1': { ...hostel, name: 'Stay with @@session.name@@' } };
  expect(await renderPage('/student/hostels/h-1', trick)).toBeNull();
});

it("one render does not draw from another request's data", async () => {
  await renderPage('/hostels/h-1', answers);
  const other = { '/api/hostels/h-1': { ...hostel, name: 'Lotus Girls Hostel', images: [] } };
  const main = contentOf((await renderPage('/hostels/h-1', other))?.body ?? '');
  expect(getByRole(main, 'heading', { level: 1, name: 'Lotus Girls Hostel' })).toBeTruthy();
  expect(queryByRole(main, 'img', { name: /photo 1/ })).toBeNull();
});
