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

/** The attribute on #root that marks a prerendered view, until the app has rendered its own over it. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The base name of the layouts a role's section goes into: the shell's layout for that role with an empty content
 * area, rendered at build time (`sectionLayoutFile(role)`; a remote's public page is rendered whole per request
 * instead). The release server puts the section's markup where `SECTION_SLOT` is, and the address in place of
 * `SECTION_ADDRESS` (tools/prerendered-sections.mjs, which keeps these three in step).
 */
export const SECTION_LAYOUT_FILE = 'section-layout.html';
/** The roles whose areas' sections can be prerendered too: each has its layout (its navbar, the user's name filled
 * in from the stored session before the first paint), shown only to a stored session of that role. */
export const SECTION_ROLES = ['student', 'owner'] as const;
export type SectionRole = (typeof SECTION_ROLES)[number];
/** The layout file of a role's sections (`section-layout.student.html`). */
export const sectionLayoutFile = (role?: SectionRole): string =>
  role ? SECTION_LAYOUT_FILE.replace(/\.html$/, `.${role}.html`) : SECTION_LAYOUT_FILE;
export const SECTION_ADDRESS = '/__section__';
export const SECTION_SLOT = '<div data-section-slot=""></div>';
