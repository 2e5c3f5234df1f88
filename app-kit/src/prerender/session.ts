// A signed-in page rendered at build time shows the user's own name (a navbar's account button, a dashboard's
// "Welcome, …!") and photo. The render puts a marker where a session field goes; the markup gets an empty element
// there (an image without its source), which the shell's page fills from the stored session before the first paint,
// or leaves out when the user has no photo (shell/src/prerender/renderPages.tsx).
import type { Role, User } from 'contracts';
import { type SessionState, useSession } from 'shared-auth';

/** The session fields a prerendered page may show as text. */
export const SESSION_FIELDS = ['name', 'hostelName'] as const;
export type SessionField = (typeof SESSION_FIELDS)[number];
/** The one it may show as an image's source. */
const PICTURE_FIELD = 'profilePictureUrl';

/** The attribute of an element the page fills with a session field (`data-session="name"`). */
export const SESSION_ATTRIBUTE = 'data-session';
/** The attribute of an image whose source is a session field (`data-session-src="profilePictureUrl"`). */
export const SESSION_SOURCE_ATTRIBUTE = 'data-session-src';

const marker = (field: SessionField | typeof PICTURE_FIELD) => `@@session.${field}@@`;

/** The user a build-time render of a `role`'s page is signed in as: markers where their own details go. */
export const prerenderUser = (role: Role): User => ({
  _id: 'prerender',
  email: '',
  phone: '',
  role,
  name: marker('name'),
  hostelName: marker('hostelName'),
  profilePictureUrl: marker(PICTURE_FIELD),
});

/**
 * `render` with `role`'s user signed in (`prerenderUser`), then the store as it was. A server render reads a zustand
 * store's initial state (its server snapshot: the object the store was created with, which the store itself never
 * changes), so for the render's length that object holds the signed-in state too.
 */
export function asPrerenderUser<T>(role: Role, render: () => T): T {
  const initial: SessionState = useSession.getInitialState();
  const before = { ...initial };
  const signedIn: Partial<SessionState> = { token: 'prerender', user: prerenderUser(role), status: 'ready' };
  Object.assign(initial, signedIn);
  useSession.setState(signedIn);
  try {
    return render();
  } finally {
    Object.assign(initial, before);
    useSession.setState(before);
  }
}

/** `html` with an empty element to fill in place of each marker, and an image's source marker made the attribute
 * naming the field. Any other marker inside a tag (an attribute's value) cannot be filled that way: the build fails,
 * naming it. */
export function markSessionFields(html: string): string {
  let out = html
    // React's hint to preload the image: the page does not know its source yet
    .replace(new RegExp(`<link rel="preload" as="image" href="${marker(PICTURE_FIELD)}"/>`, 'g'), '')
    .split(` src="${marker(PICTURE_FIELD)}"`)
    .join(` ${SESSION_SOURCE_ATTRIBUTE}="${PICTURE_FIELD}"`);
  const inTag = out.match(/<[^>]*@@session\.\w+@@[^>]*>/);
  if (inTag) throw new Error(`a session field in an attribute cannot be prerendered: ${inTag[0]}`);
  for (const field of SESSION_FIELDS)
    out = out.split(marker(field)).join(`<span ${SESSION_ATTRIBUTE}="${field}"></span>`);
  const left = out.match(/@@session\.\w+@@/);
  if (left) throw new Error(`${left[0]} is no session field a page can show`);
  return out;
}
