// A page a remote renders, shown before any script: the shell's release carries its layouts with an empty content area
// (a visitor's, SECTION_LAYOUT_FILE, and one per role: rendered at build time, shell/src/prerender), a remote's release
// the sections of its pages (`prerendered.json`: address → `section.<name>.json`, rendered at build time: e.g.
// mfe-legal/src/prerender; a section of a role's area says its role and goes into that role's layout).
// The shell's server puts the one into the other for the releases this browser gets. Both are immutable, so each
// composed page is made once.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// Kept in step with shell/src/prerender/pages.ts.
export const SECTION_LAYOUT_FILE = 'section-layout.html';
export const SECTION_ADDRESS = '/__section__';
export const SECTION_SLOT = '<div data-section-slot=""></div>';
export const SECTIONS_INDEX = 'prerendered.json';

export const SECTION_FILE = /^section\.[\w-]+\.json$/;
/** The roles with a layout of their own in a shell release (shell/src/prerender/pages.ts, SECTION_ROLES). */
export const SECTION_ROLES = ['student', 'owner'];
/** The shell's layout file for a section of `role`'s area, or a visitor's. */
export const sectionLayoutFile = (role) =>
  role ? SECTION_LAYOUT_FILE.replace(/\.html$/, `.${role}.html`) : SECTION_LAYOUT_FILE;
/** styled-components' style element: one, whose rules hold no markup. */
const STYLE_ELEMENT = /^<style[^<>]*>[^<]*<\/style>$/;

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Why `section` cannot go into a page, or null when it can. A section is markup for the content area: no
 * scripts of its own (the page's policy allows only the shell's inline script), one style element. */
export function sectionProblem(section) {
  if (!section || typeof section !== 'object') return 'not an object';
  const { title, description, body, styles, role } = section;
  if (typeof title !== 'string' || !title) return 'no title';
  if (role !== undefined && !SECTION_ROLES.includes(role)) return `a role without a layout (${JSON.stringify(role)})`;
  if (description !== undefined && typeof description !== 'string') return 'a description that is not text';
  if (typeof body !== 'string' || !body.trim()) return 'no markup';
  if (/<\/?(script|html|head|body|base|meta|link|iframe|object|embed)[\s>/]/i.test(body))
    return 'markup that does not belong in the content area';
  if (typeof styles !== 'string' || (styles && !STYLE_ELEMENT.test(styles.trim())))
    return 'styles that are not one style element';
  return null;
}

/** The sections a remote release lists: address → file (only well-formed entries). */
export function sectionsIndex(releaseDir) {
  try {
    const index = JSON.parse(fs.readFileSync(path.join(releaseDir, SECTIONS_INDEX), 'utf8'));
    if (!index || typeof index !== 'object' || Array.isArray(index)) return {};
    return Object.fromEntries(
      Object.entries(index).filter(([address, file]) => address.startsWith('/') && SECTION_FILE.test(file)),
    );
  } catch {
    return {}; // a release without prerendered sections
  }
}

/** The section file `file` of a remote release, or null when it cannot go into a page. */
function readSectionFile(releaseDir, file) {
  try {
    const section = JSON.parse(fs.readFileSync(path.join(releaseDir, file), 'utf8'));
    return sectionProblem(section) ? null : section;
  } catch {
    return null;
  }
}

/** The CSP hashes of a page's inline scripts. */
export const inlineScriptHashes = (html) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`,
  );

/** The shell's layout with `section` in its content area, at `pathname`: title, description, styles, markup (each
 * inserted as it is: a `$` in the text is no replacement pattern). Null when the layout has no slot. */
export function composeSectionPage(layout, pathname, section) {
  if (!layout.includes(SECTION_SLOT) || !layout.includes(`="${SECTION_ADDRESS}"`)) return null;
  let html = layout
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(section.title)}</title>`)
    .replace('</head>', () => `${section.styles}</head>`)
    .replace(`="${SECTION_ADDRESS}"`, () => `="${escapeHtml(pathname)}"`)
    .replace(SECTION_SLOT, () => section.body);
  if (section.description !== undefined)
    html = html.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(section.description)}" />`,
    );
  return html;
}

/**
 * Composed pages of the site, made once per (shell release, remote release, address): `page(...)` answers the HTML,
 * its gzip and brotli copies and the hashes of its inline scripts (the shell's layout's own: a section has none), or
 * null when either release has nothing for that address. `role`: the role whose area the address is in (none for
 * a public area); a section is only put into the layout of its own area's role.
 */
export function sectionPages(deploy) {
  const indexes = new Map();
  const made = new Map();
  return function page(shellId, remoteApp, remoteId, pathname, role) {
    const releaseDir = path.join(deploy, remoteApp, remoteId);
    if (!indexes.has(releaseDir)) indexes.set(releaseDir, sectionsIndex(releaseDir));
    const file = indexes.get(releaseDir)[pathname];
    if (!file) return null; // only listed addresses are kept, so an address made up by a client costs no memory
    const key = `${shellId} ${releaseDir} ${pathname} ${role ?? ''}`;
    if (!made.has(key)) {
      let composed = null;
      const section = readSectionFile(releaseDir, file);
      const layoutFile = path.join(deploy, 'shell', shellId, sectionLayoutFile(section?.role));
      if (section && section.role === role && fs.existsSync(layoutFile)) {
        const layout = fs.readFileSync(layoutFile, 'utf8');
        const html = composeSectionPage(layout, pathname, section);
        if (html)
          composed = {
            html,
            gzip: zlib.gzipSync(html, { level: 9 }),
            brotli: zlib.brotliCompressSync(html),
            scriptHashes: inlineScriptHashes(layout),
          };
      }
      made.set(key, composed);
    }
    return made.get(key);
  };
}
