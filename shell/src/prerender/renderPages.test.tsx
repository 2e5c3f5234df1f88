/** @jest-environment node */
// The build-time render of the public pages, run here as the build runs it (node, no DOM), then read the way a
// browser does before any script: through a document made from the HTML.
import { getByLabelText, getByRole, queryByRole } from '@testing-library/dom';
import { JSDOM } from 'jsdom';
import { useId } from 'react';
import { useParams } from 'react-router-dom';
import { PRERENDERED_PAGES, SECTION_SLOT, sectionLayoutFile } from './pages';
import {
  pageHtml,
  PRERENDERED_VIEW_SCRIPT,
  prerenderedViewScript,
  renderAreaPage,
  renderPage,
  renderPages,
} from './renderPages';

const TEMPLATE =
  '<!doctype html><html lang="en-IN"><head><meta name="description" content="Hostel Hub: find hostels."/><title>Hostel Hub</title>' +
  '<script defer src="/__RELEASE_BASE__/main.js"></script></head><body><div id="root"></div></body></html>';

const documentOf = (html: string) => new JSDOM(html).window.document;

it('renders the about page whole: navbar, the page, footer, and the rules they use', async () => {
  const page = await renderPage('/about');
  const doc = documentOf(pageHtml(TEMPLATE, '/about', page));
  expect(doc.title).toBe('About us · Hostel Hub');
  const root = doc.getElementById('root') as HTMLElement;
  expect(root.dataset.prerendered).toBe('/about');
  expect(getByRole(root, 'heading', { level: 1, name: 'About Hostel Hub' })).toBeTruthy();
  expect(getByRole(root, 'navigation', { name: 'Main' })).toBeTruthy();
  expect(getByRole(root, 'link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  expect(getByRole(root, 'contentinfo')).toBeTruthy();
  const styles = doc.querySelector('style[data-styled]')?.textContent ?? '';
  const firstClass = getByRole(root, 'navigation', { name: 'Main' }).className.split(' ').pop();
  expect(styles).toContain(`.${firstClass}{`);
  // the script still comes after, and the page's own description replaced the site's
  expect(doc.querySelector('script[src]')?.getAttribute('src')).toBe('/__RELEASE_BASE__/main.js');
  expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).not.toBe('Hostel Hub: find hostels.');
});

it('renders the login form with labelled fields, as a visitor first sees it (no session, no data)', async () => {
  const root = documentOf(pageHtml(TEMPLATE, '/login', await renderPage('/login'))).body;
  expect(getByRole(root, 'heading', { level: 1, name: 'Student Login' })).toBeTruthy();
  expect(getByLabelText(root, 'Password').getAttribute('type')).toBe('password');
  expect(getByRole(root, 'button', { name: 'Login as Student' })).toBeTruthy();
  expect(queryByRole(root, 'alert')).toBeNull();
});

it('sends no form and takes no click until the app has hydrated the view', async () => {
  const html = pageHtml(TEMPLATE, '/login', await renderPage('/login'));
  const dom = new JSDOM(html, { runScripts: 'outside-only', url: 'http://localhost/login' });
  const { document } = dom.window;
  dom.window.eval(PRERENDERED_VIEW_SCRIPT);
  const login = getByRole(document.body, 'button', { name: 'Login as Student' });
  // markup exactly as React renders it (hydrated, nothing may differ): the page's style holds clicks back instead
  expect(login.hasAttribute('aria-disabled')).toBe(false);
  expect(html).toContain(
    '#root[data-prerendered] :is(button,label,select,input[type=radio],input[type=checkbox]){pointer-events:none}',
  );
  const form = login.closest('form') as HTMLFormElement;
  const sent = () => form.dispatchEvent(new dom.window.Event('submit', { bubbles: true, cancelable: true }));
  expect(sent()).toBe(false); // the browser's own submission is cancelled
  document.getElementById('root')?.removeAttribute('data-prerendered');
  expect(sent()).toBe(true); // the app's form, once it is there, is not
});

it('checks, before the first paint, whether this browser will see that view (session or dark theme)', async () => {
  const html = pageHtml(TEMPLATE, '/', await renderPage('/'));
  expect(html).toContain(`<script>${PRERENDERED_VIEW_SCRIPT}</script>`);
  for (const [stored, stale] of [
    [{}, false],
    [{ darkMode: 'true' }, true],
    [{ token: 't' }, true],
  ] as const) {
    const dom = new JSDOM(html, { runScripts: 'outside-only', url: 'http://localhost/' });
    for (const [key, value] of Object.entries(stored)) dom.window.localStorage.setItem(key, value);
    dom.window.eval(PRERENDERED_VIEW_SCRIPT);
    expect(dom.window.document.documentElement.dataset.prerendered === 'stale').toBe(stale);
  }
});

it('renders every listed page, and refuses a template it cannot fill', async () => {
  const pages = await renderPages(TEMPLATE);
  expect(Object.keys(pages).sort()).toEqual(
    [
      ...Object.values(PRERENDERED_PAGES).map((name) => `page.${name}.html`),
      'section-layout.student.html',
      'section-layout.owner.html',
    ].sort(),
  );
  expect(() => pageHtml('<html><body></body></html>', '/about', { body: '', styles: '', title: '' })).toThrow(/root/);
  // the page's text goes in as it is, `$&` and all
  const html = pageHtml(TEMPLATE, '/x', { body: '<p>Rent $& more</p>', styles: '', title: "$' off" });
  expect(html).toContain('<p>Rent $& more</p>');
  expect(html).toContain("<title>$' off</title>");
});

it("renders a remote's public page whole, as the browser will hydrate it: the layout with the section inside", () => {
  const areas = [
    { path: 'legal/*', module: 'mfe_legal/LegalRoutes' },
    { path: 'student/*', module: 'mfe_student/StudentRoutes', role: 'student' as const },
  ];
  function Section() {
    const id = useId();
    return (
      <>
        <h1>Terms for {useParams()['*']}</h1>
        <label htmlFor={id}>Search the terms</label>
        <input id={id} />
      </>
    );
  }
  const page = renderAreaPage('/legal/terms', areas, 'mfe_legal/LegalRoutes', Section);
  const root = documentOf(pageHtml(TEMPLATE, '/legal/terms', page)).getElementById('root') as HTMLElement;
  expect(root.dataset.prerendered).toBe('/legal/terms');
  expect(getByRole(root, 'navigation', { name: 'Main' })).toBeTruthy();
  const main = getByRole(root, 'main');
  // the section itself, where the app mounts the area's module (no loading state: the module is there)
  expect(getByRole(main, 'heading', { level: 1, name: 'Terms for terms' })).toBeTruthy();
  expect(getByLabelText(main, 'Search the terms').tagName).toBe('INPUT');
  expect(main.textContent).not.toContain('Loading this section');
  expect(getByRole(root, 'contentinfo')).toBeTruthy();
  expect(html(page)).toContain(`<script>${PRERENDERED_VIEW_SCRIPT}</script>`);
  // the module was the section's for this render only
  expect(renderAreaPage('/legal/terms', areas, 'mfe_legal/SupportPage', Section).body).toContain(
    'Loading this section...',
  );
});
const html = (page: { body: string; styles: string; title: string }) => pageHtml(TEMPLATE, '/x', page);

/** A role's layout as a browser parses it, its inline script run as the parser meets it, with `stored` in storage. */
async function parsed(html: string, stored: Record<string, string>) {
  const dom = new JSDOM(html, {
    runScripts: 'dangerously',
    url: 'http://localhost/student-dashboard',
    beforeParse: (window) => {
      for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
    },
  });
  // the observer's callbacks and DOMContentLoaded come after the parse (in a browser, before its first paint)
  await new Promise((resolve) => dom.window.setTimeout(resolve, 0));
  return dom.window.document;
}

it("renders each role's layout: that role's navbar, the user's name filled in from the stored session", async () => {
  const html = (await renderPages(TEMPLATE))[sectionLayoutFile('student')];
  expect(html.split(SECTION_SLOT)).toHaveLength(2);
  expect(html).toContain(`<script>${prerenderedViewScript('student')}</script>`);
  const student = { _id: 's1', name: 'Asha Rao', email: 'a@x.in', phone: '9876543210', role: 'student' };
  const doc = await parsed(html, { token: 't', user: JSON.stringify(student) });
  const root = doc.getElementById('root') as HTMLElement;
  expect(doc.documentElement.dataset.prerendered).toBe('signed-in'); // shown (hidden by the page's style otherwise)
  const nav = getByRole(root, 'navigation', { name: 'Main' });
  expect(getByRole(nav, 'link', { name: 'Browse Hostels' })).toBeTruthy();
  expect(queryByRole(nav, 'link', { name: 'Login' })).toBeNull();
  expect(getByRole(nav, 'button', { name: /Asha Rao/ })).toBeTruthy();
  expect(nav.querySelector('img')).toBeNull(); // no photo: its image is left out
  const withPhoto = await parsed(html, {
    token: 't',
    user: JSON.stringify({ ...student, profilePictureUrl: '/uploads/a.png' }),
  });
  expect(withPhoto.documentElement.dataset.prerendered).toBe('signed-in');
  const photo = getByRole(withPhoto.body, 'button', { name: /Asha Rao/ }).querySelector('img');
  expect(photo?.getAttribute('src')).toBe('/uploads/a.png');
  expect(photo?.getAttribute('width')).toBe('28');
  expect(getByRole(root, 'contentinfo')).toBeTruthy();
  // the owners' layout has the owners' links (hidden, read without its script)
  const owners = documentOf((await renderPages(TEMPLATE))[sectionLayoutFile('owner')]).body;
  expect(queryByRole(owners, 'link', { name: 'Booking Requests' })).toBeNull();
  expect(owners.querySelector('nav a[href="/owner/view-requests"]')?.textContent).toBe('Booking Requests');
});

it("hides a role's view from anyone it is not rendered for (a visitor, another role, no name, the dark theme)", async () => {
  const html = (await renderPages(TEMPLATE))[sectionLayoutFile('student')];
  // hidden unless the script shows it: a browser without scripts shows nothing of it
  expect(html).toContain(
    '<style>html:not([data-prerendered=signed-in]) #root[data-prerendered]{visibility:hidden}</style>',
  );
  const student = { _id: 's1', name: 'Asha Rao', email: 'a@x.in', phone: '9876543210', role: 'student' };
  for (const [stored, stale] of [
    [{ token: 't', user: JSON.stringify(student) }, false],
    [{}, true],
    [{ user: JSON.stringify(student) }, true],
    [{ token: 't', user: JSON.stringify({ ...student, role: 'owner' }) }, true],
    [{ token: 't', user: JSON.stringify({ ...student, name: ' ' }) }, true],
    [{ token: 't', user: JSON.stringify(student), darkMode: 'true' }, true],
    [{ token: 't', user: '{' }, true],
  ] as const) {
    const doc = await parsed(html, stored);
    expect(doc.documentElement.dataset.prerendered === 'signed-in').toBe(!stale);
  }
});
