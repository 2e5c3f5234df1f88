/** @jest-environment node */
// The server-side render of the site's pages, run here as the build and the release server run it (node, no DOM),
// then read the way a browser does before any script: through a document made from the HTML.
import { getByLabelText, getByRole, queryByRole } from '@testing-library/dom';
import { JSDOM } from 'jsdom';
import { useId } from 'react';
import { useParams } from 'react-router-dom';
import { PRERENDERED_PAGES } from './pages';
import { PAGE_SCRIPT, pageHtml, renderAreaPage, renderPage, renderPages } from './renderPages';

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
  // no frame until the whole navbar is parsed: until the element after it is
  const nav = getByRole(root, 'navigation', { name: 'Main' });
  const expected = doc.head.querySelector('link[rel="expect"][blocking="render"]')?.getAttribute('href') ?? '';
  expect(nav.nextElementSibling).toBe(doc.querySelector(expected));
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
  dom.window.eval(PAGE_SCRIPT);
  const login = getByRole(document.body, 'button', { name: 'Login as Student' });
  // markup exactly as React renders it (hydrated, nothing may differ): the page's style holds clicks back instead
  expect(login.hasAttribute('aria-disabled')).toBe(false);
  expect(html).toContain(
    'html[data-scripts] #root[data-prerendered] :is(button,label,select,input[type=radio],input[type=checkbox]){pointer-events:none}',
  );
  expect(document.documentElement.dataset.scripts).toBe('on');
  const form = login.closest('form') as HTMLFormElement;
  const sent = () => form.dispatchEvent(new dom.window.Event('submit', { bubbles: true, cancelable: true }));
  expect(sent()).toBe(false); // the browser's own submission is cancelled
  document.getElementById('root')?.removeAttribute('data-prerendered');
  expect(sent()).toBe(true); // the app's form, once it is there, is not
});

it('without JavaScript the page is a plain page: its buttons take clicks and its forms are sent', async () => {
  const html = pageHtml(TEMPLATE, '/login', await renderPage('/login'));
  const dom = new JSDOM(html, { url: 'http://localhost/login', pretendToBeVisual: true });
  const { document } = dom.window;
  const login = getByRole(document.body, 'button', { name: 'Login as Student' });
  expect(dom.window.getComputedStyle(login).pointerEvents).not.toBe('none');
  const form = login.closest('form') as HTMLFormElement;
  expect(form.method).toBe('post');
  expect(new URL(form.action).pathname).toBe('/login');
});

/** `html` as a browser shows it before any script of the app, with `stored` in its storage: whether #root is seen. */
function shownWith(html: string, stored: Record<string, string>) {
  const dom = new JSDOM(html, {
    runScripts: 'dangerously',
    url: 'http://localhost/',
    beforeParse: (window) => {
      for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
    },
  });
  const root = dom.window.document.getElementById('root') as HTMLElement;
  return dom.window.getComputedStyle(root).visibility !== 'hidden';
}
const asUser = (role: string) => ({
  token: 't',
  user: JSON.stringify({ _id: 'u1', name: 'Asha Rao', email: 'a@x.in', phone: '9876543210', role }),
});

it("shows a visitor's page before the app only to a browser that will see the same: no session, the light theme", async () => {
  const html = pageHtml(TEMPLATE, '/', await renderPage('/'));
  expect(html).toContain(`<script>${PAGE_SCRIPT}</script>`);
  expect(shownWith(html, {})).toBe(true);
  expect(shownWith(html, { darkMode: 'true' })).toBe(false);
  expect(shownWith(html, asUser('student'))).toBe(false);
  expect(shownWith(html, { token: 't', user: '{' })).toBe(true); // a broken session is none
});

it("shows a role's page before the app only to that role's session, in the light theme (never without scripts)", () => {
  const html = pageHtml(
    TEMPLATE,
    '/student-dashboard',
    { body: '<h1>Welcome</h1>', styles: '', title: 'x' },
    'student',
  );
  expect(html).toContain('<div id="root" data-prerendered="/student-dashboard" data-role="student">');
  expect(html).toContain(`<script>${PAGE_SCRIPT}</script>`); // the same script for every page
  expect(shownWith(html, asUser('student'))).toBe(true);
  expect(shownWith(html, {})).toBe(false);
  expect(shownWith(html, asUser('owner'))).toBe(false);
  expect(shownWith(html, { user: asUser('student').user })).toBe(false);
  expect(shownWith(html, { ...asUser('student'), darkMode: 'true' })).toBe(false);
  expect(shownWith(html.replace(/<script>[^<]*<\/script>/, ''), asUser('student'))).toBe(false);
});

it('renders every listed page, and refuses a template it cannot fill', async () => {
  const pages = await renderPages(TEMPLATE);
  expect(Object.keys(pages).sort()).toEqual(
    Object.values(PRERENDERED_PAGES)
      .map((name) => `page.${name}.html`)
      .sort(),
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
  expect(html(page)).toContain(`<script>${PAGE_SCRIPT}</script>`);
  // the module was the section's for this render only
  expect(renderAreaPage('/legal/terms', areas, 'mfe_legal/SupportPage', Section).body).toContain(
    'Loading this section...',
  );
});
const html = (page: { body: string; styles: string; title: string }) => pageHtml(TEMPLATE, '/x', page);

it("renders a role's page as that role's user sees it before the session is read: their bar, no name", () => {
  const areas = [{ path: 'student/*', module: 'mfe_student/StudentRoutes', role: 'student' as const }];
  const Section = () => <h1>Browse Hostels</h1>;
  const page = renderAreaPage('/student/hostels', areas, 'mfe_student/StudentRoutes', Section);
  // (read without the page's style, which hides it from anyone but a student's session)
  const root = documentOf(`<div id="root">${page.body}</div>`).getElementById('root') as HTMLElement;
  // the page itself, not a spinner while the session is unknown
  expect(getByRole(getByRole(root, 'main'), 'heading', { level: 1, name: 'Browse Hostels' })).toBeTruthy();
  const nav = getByRole(root, 'navigation', { name: 'Main' });
  expect(queryByRole(nav, 'link', { name: 'Login' })).toBeNull();
  expect(nav.querySelector('a[href="/student/my-bookings"]')).not.toBeNull();
  // the account menu's button is there, without a name yet
  expect(getByRole(nav, 'button', { name: 'Your account' }).textContent?.trim()).toBe('');
});
