// A signed-in page rendered at build time shows the user's own name (a navbar's account button, a dashboard's
// "Welcome, …!"). The render puts a marker where a session field goes; the markup gets an empty element there,
// which the shell's page fills from the stored session before the first paint (shell/src/prerender/renderPages.tsx).
import type { Role, User } from 'contracts';
import { type SessionState, useSession } from 'shared-auth';

/** The session fields a prerendered page may show. */
export const SESSION_FIELDS = ['name', 'hostelName'] as const;
export type SessionField = (typeof SESSION_FIELDS)[number];

/** The attribute of an element the page fills with a session field (`data-session="name"`). */
export const SESSION_ATTRIBUTE = 'data-session';

const marker = (field: SessionField) => `@@session.${field}@@`;

/** The user a build-time render of a `role`'s page is signed in as: markers where their own details go. */
export const prerenderUser = (role: Role): User => ({
  _id: 'prerender',
  email: '',
  phone: '',
  role,
  name: marker('name'),
  hostelName: marker('hostelName'),
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

/** `html` with an empty element to fill in place of each marker. A marker inside a tag (an attribute's value)
 * cannot be filled that way: the build fails, naming it. */
export function markSessionFields(html: string): string {
  const inTag = html.match(/<[^>]*@@session\.\w+@@[^>]*>/);
  if (inTag) throw new Error(`a session field in an attribute cannot be prerendered: ${inTag[0]}`);
  let out = html;
  for (const field of SESSION_FIELDS)
    out = out.split(marker(field)).join(`<span ${SESSION_ATTRIBUTE}="${field}"></span>`);
  const left = out.match(/@@session\.\w+@@/);
  if (left) throw new Error(`${left[0]} is no session field a page can show`);
  return out;
}
