/** @jest-environment node */
// The student area's pages rendered per request, run as the shell's server runs them (node, no DOM), asking a real
// HTTP API for their data, then read the way a browser does before any script: through a document made from the markup.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getByRole, queryByRole } from '@testing-library/dom';
import { JSDOM } from 'jsdom';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderMarkup } from 'app-kit/prerender';
import { api as client } from 'shared-auth';
import { hostelDetailFixture, hostelSummaryFixture } from '../../../tools/jest/fixtures';
import { pages, renderPage as render } from './pages';

const hostel = hostelDetailFixture({
  id: 'h-1',
  images: ['http://api.test/media/hostel-art/h-1/0.svg', 'http://api.test/media/hostel-art/h-1/1.svg'],
  rules: [{ id: 1, text: 'Gate closes at 10:30 PM.' }],
});
const listing = {
  hostels: [1, 2, 3, 4].map(hostelSummaryFixture),
  total: 16,
  page: 1,
  pageSize: 12,
  totalPages: 2,
};
const aspects = { cleanliness: 4, food: 4, safety: 5, location: 4, value: 4 };
const reviews = {
  summary: { average: 4.2, count: 1, aspects },
  reviews: [
    {
      id: 'r1',
      author: 'Asha R.',
      overall: 4,
      aspects,
      text: 'Clean rooms and good food.',
      createdAt: '2026-10-01T10:00:00.000Z',
      stayedFrom: '2026-06-01',
      reply: null,
    },
  ],
  page: 1,
  pageSize: 5,
  total: 1,
  totalPages: 1,
};
/** Saturday 28 Nov 2026, 10:00 in India. */
const slots = { slots: ['2026-11-28T04:30:00.000Z'] };
/** What the API answers, by path and query; anything else is a 404. */
let answers: Record<string, unknown> = {};
const asked: string[] = [];
const api = http.createServer((req, res) => {
  asked.push(`${req.url}${req.headers.authorization ? ' (with a session)' : ''}`);
  const body = answers[req.url ?? ''];
  res.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body ?? { message: 'Hostel not found.' }));
});
let apiBaseUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiBaseUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => api.close(resolve)));
// this render reaches a real (local) API over HTTP, as the shell's server's does
const network = client.transport;
beforeEach(() => {
  client.transport = network;
  answers = {
    '/api/hostels/h-1': hostel,
    '/api/hostels/h-1/reviews?page=1': reviews,
    '/api/hostels/h-1/visit-slots': slots,
    '/api/hostels?page=1': listing,
  };
  asked.length = 0;
});
/** The shell's part, as its render module does it (shell/src/prerender): the area's module at its path. */
const AREA_PATHS: Record<string, string> = {
  'mfe_student/PublicHostelRoutes': '/hostels/*',
  'mfe_student/StudentRoutes': '/student/*',
  'mfe_student/DashboardPage': '/student-dashboard',
};
const inShell = (address: string) => (module: string, Section: React.ComponentType) =>
  renderMarkup(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path={AREA_PATHS[module]} element={<Section />} />
      </Routes>
    </MemoryRouter>,
  );
const renderPage = (address: string, search = '') =>
  render(address, { apiBaseUrl, timeoutMs: 2000, search }, inShell(`${address}${search}`));

const contentOf = (body: string) =>
  new JSDOM(`<main>${body}</main>`).window.document.querySelector('main') as HTMLElement;

it("lists its pages for the release: the dashboard, the listing and a hostel's page, public and in the student area", () => {
  expect(pages).toEqual({
    '/student-dashboard': { role: 'student' },
    '/hostels': { query: true },
    '/student/hostels': { role: 'student', query: true },
    '/hostels/:id': {},
    '/student/hostels/:id': { role: 'student' },
  });
});

it.each([
  ['/hostels', undefined, '/hostels/h1'],
  ['/student/hostels', 'student', '/student/hostels/h1'],
])(
  "renders %s from the listing's first page: its cards, the first photos asked for at once",
  async (address, role, first) => {
    const section = await renderPage(address);
    expect(asked).toEqual(['/api/hostels?page=1']);
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

it('renders the listing its address filters, as a link or a search form opens it without scripts', async () => {
  answers['/api/hostels?area=Mangalpally&search=wifi&page=1'] = {
    ...listing,
    hostels: [],
    total: 0,
    totalPages: 0,
    elsewhere: [],
  };
  answers['/api/hostels?area=Mangalpally&page=1'] = { ...listing, hostels: listing.hostels.slice(0, 2), total: 2 };
  const none = await renderPage('/hostels', '?area=Mangalpally&search=wifi');
  expect(asked).toEqual(['/api/hostels?area=Mangalpally&search=wifi&page=1']);
  expect(contentOf(none?.body ?? '').textContent).toContain('No hostels found');
  const two = contentOf((await renderPage('/hostels', '?area=Mangalpally'))?.body ?? '');
  expect(getByRole(two, 'list', { name: 'Hostels' }).querySelectorAll(':scope > li')).toHaveLength(2);
  expect((getByRole(two, 'combobox', { name: 'Area' }) as HTMLSelectElement).value).toBe('Mangalpally');
  // a hostel's page takes no query: the app renders it
  expect(await renderPage('/hostels/h-1', '?page=2')).toBeNull();
});

it.each([
  ['/hostels/h-1', undefined, '/hostels'],
  ['/student/hostels/h-1', 'student', '/student/hostels'],
])(
  "renders %s from the hostel's answer: name, photos, price, facts, rules and reviews, before any script",
  async (address, role, back) => {
    const section = await renderPage(address);
    if (!section) throw new Error('no section');
    // asked once each, for anyone (no session); the browser's cache gets the same answers under the screens' queries
    expect(asked.sort()).toEqual([
      '/api/hostels/h-1',
      '/api/hostels/h-1/reviews?page=1',
      '/api/hostels/h-1/visit-slots',
    ]);
    expect(section.queryState?.queries.map((q) => q.state.data)).toEqual([hostel, reviews, slots]);
    // and as the page's JSON block, which the hostel's text cannot end
    const block = section.queryStateScript ?? '';
    expect(block).toMatch(/^<script type="application\/json" id="query-state">[^<]*<\/script>$/);
    expect(JSON.parse(block.replace(/^<script[^>]*>|<\/script>$/g, ''))).toEqual(section.queryState);
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
    // a student's page is a student's before the session is read: her actions, not a visitor's log-in prompts
    expect(getByRole(main, 'button', { name: 'Add to interested' })).toBeTruthy();
    // the first page of reviews, newest first
    expect(getByRole(main, 'list', { name: 'Reviews' }).textContent).toContain('Clean rooms and good food.');
    // React's hint for the photo, early in the HTML
    expect(section.body).toMatch(
      /^<link rel="preload" as="image" href="http:\/\/api.test\/media\/hostel-art\/h-1\/0.svg"/,
    );
    expect(section.styles).toMatch(/^<style[^>]*>[^<]+<\/style>$/);
  },
);

it('renders nothing for an address it has no page for, nor without the answer a page is rendered from', async () => {
  expect(await renderPage('/hostels/all/x')).toBeNull();
  // a public page is rendered inside the shell's layout, or not at all
  expect(await render('/hostels/h-1', { apiBaseUrl, timeoutMs: 2000 })).toBeNull();
  expect(await renderPage('/student/hostels/h-1/reviews')).toBeNull();
  expect(await renderPage('/hostels/h-2')).toBeNull(); // the API says 404
  answers = {};
  expect(await renderPage('/hostels')).toBeNull();
});

it('renders nothing when the API is slower than the time it is given', async () => {
  const slow = http.createServer((_req, res) => setTimeout(() => res.end(JSON.stringify(hostel)), 1000));
  await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
  try {
    const base = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
    expect(await render('/hostels/h-1', { apiBaseUrl: base, timeoutMs: 200 }, inShell('/hostels/h-1'))).toBeNull();
  } finally {
    slow.closeAllConnections();
    await new Promise((resolve) => slow.close(resolve));
  }
});

it("renders a student's dashboard as she sees it before the session is read: no name yet, the listing", async () => {
  const page = await renderPage('/student-dashboard');
  if (!page) throw new Error('no page');
  expect(page.role).toBe('student');
  expect(asked).toEqual(['/api/hostels?page=1']); // what anyone may see; nothing of hers
  const main = contentOf(page.body);
  expect(getByRole(main, 'heading', { level: 1, name: 'Welcome, Student!' })).toBeTruthy();
  expect(getByRole(main, 'list', { name: 'Hostels' }).querySelectorAll(':scope > li')).toHaveLength(4);
});

it("one render does not render from another request's data", async () => {
  await renderPage('/hostels/h-1');
  answers['/api/hostels/h-1'] = { ...hostel, name: 'Lotus Girls Hostel', images: [] };
  const main = contentOf((await renderPage('/hostels/h-1'))?.body ?? '');
  expect(getByRole(main, 'heading', { level: 1, name: 'Lotus Girls Hostel' })).toBeTruthy();
  expect(queryByRole(main, 'img', { name: /photo 1/ })).toBeNull();
});

it('a hostel page shows its visiting times before any script, and renders without them when they fail', async () => {
  const main = contentOf((await renderPage('/hostels/h-1'))?.body ?? '');
  expect(getByRole(main, 'option', { name: 'Sat, 28 Nov' })).toBeTruthy();
  expect(getByRole(main, 'option', { name: '10:00 am' })).toBeTruthy();
  delete answers['/api/hostels/h-1/visit-slots'];
  const without = contentOf((await renderPage('/hostels/h-1'))?.body ?? '');
  expect(getByRole(without, 'heading', { level: 1, name: 'Sri Sai Residency' })).toBeTruthy();
  expect(getByRole(without, 'heading', { name: 'Visit before you book' })).toBeTruthy();
});
