/**
 * The shell's public pages that are rendered at build time (shell/src/prerender/renderPages.tsx): a visitor's
 * first view of them is in the HTML, rendered before any script arrives. Each name is the file of the release
 * (`page.<name>.html`) the static server answers for that address.
 */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  '/': 'home',
  '/about': 'about',
  '/contact': 'contact',
  '/login': 'login',
  '/register': 'register',
  '/forgot-password': 'forgot-password',
};

/** The attribute on #root that marks a server-rendered page, until the app has hydrated it. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** The attribute on #root of a page of a role's area (`data-role="student"`): shown only to that role's session. */
export const ROLE_ATTRIBUTE = 'data-role';
