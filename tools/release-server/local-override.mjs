// The local override: this browser gets one area from a developer's dev server on this machine (`npm run dev -w
// <app>` prints the address of its page that turns it on), every other area from its live release. It is turned on
// only by that page's form, posted here from a localhost origin, and kept in a session cookie; a link cannot set it.
import { createRequire } from 'node:module';
import { inArea } from '../area-paths.mjs';

const require = createRequire(import.meta.url);
const { apps, remoteNames } = require('../apps.cjs');

export const OVERRIDE_COOKIE = 'hh_override';
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1):\d{1,5}$/;
const AREA_PATH = /^[a-z0-9-]+(\/[a-z0-9-]+)*(\/\*)?$/;
/** A cookie holds about 4 kB; the largest areas.json today is 1.3 kB encoded. */
const MAX_COOKIE_CHARS = 3500;

export const isLocalOrigin = (origin) => typeof origin === 'string' && LOCAL_ORIGIN.test(origin);

/** A remote's areas as its dev server sent them: a list of entries whose module is that remote's. The shell checks
 * each entry's other fields again, as it does a release's. */
function areasOf(app, areas) {
  const prefix = `${apps[app].federationName}/`;
  const ok =
    Array.isArray(areas) &&
    areas.every(
      (a) =>
        a &&
        typeof a === 'object' &&
        typeof a.path === 'string' &&
        AREA_PATH.test(a.path) &&
        typeof a.module === 'string' &&
        a.module.startsWith(prefix) &&
        /^\w+$/.test(a.module.slice(prefix.length)),
    );
  return ok ? areas : null;
}

/** `{ app, origin, areas }` from its parts, or a message saying which part is wrong. */
export function parseOverride({ app, origin, areas }) {
  if (!remoteNames.includes(app)) return { problem: `"${app}" is not an area of this site` };
  if (!isLocalOrigin(origin))
    return { problem: 'Only a dev server at http://localhost:<port> or http://127.0.0.1:<port> can serve an area' };
  const list = areasOf(app, areas);
  if (!list) return { problem: `The areas sent for ${app} are not a list of its own areas` };
  return { override: { app, origin, areas: list } };
}

function cookieValue(request) {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === OVERRIDE_COOKIE) return part.slice(eq + 1).trim();
  }
  return null;
}

/** This browser's override, checked again on every read (a cookie is the browser's to change); null when off. */
export function overrideOf(request) {
  const value = cookieValue(request);
  if (!value) return null;
  try {
    return parseOverride(JSON.parse(decodeURIComponent(value))).override ?? null;
  } catch {
    return null;
  }
}

/** Whether the override serves the page at `pathname`. */
export const overrides = (override, pathname) => !!override?.areas.some((a) => inArea(a.path, pathname));

/** The deployment file with the override in: the remote's manifest on the dev server, its areas those it sent. */
export function withOverride(deployment, override) {
  if (!override) return deployment;
  const name = apps[override.app].federationName;
  const others = (deployment.areas ?? []).filter((a) => !String(a?.module).startsWith(`${name}/`));
  return {
    ...deployment,
    remotes: { ...deployment.remotes, [name]: `${override.origin}/mf-manifest.json` },
    areas: [...others, ...override.areas],
    releases: { ...deployment.releases, [override.app]: 'local' },
    override: { app: override.app, origin: override.origin },
  };
}

/** A path of this site to go back to (`/support`), never another site (`//evil.example`). */
const sitePath = (value) => (typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : '/');

const refuse = (reply, status, message) => reply.code(status).type('text/plain; charset=utf-8').send(message);

/** POST /__override (from a dev server's page) turns it on; POST /__override/stop (the banner's Stop) turns it off.
 * Their form bodies are read by the server's parser (form-posts.mjs `registerFormBodies`). */
export function registerOverrideRoutes(server) {
  server.post('/__override', async (request, reply) => {
    // A form posted from a page of a dev server on this machine; a page elsewhere cannot turn it on.
    if (!isLocalOrigin(request.headers.origin))
      return refuse(reply, 403, 'A local override is turned on from the page of a dev server (npm run dev -w <app>).');
    const body = request.body ?? {};
    let areas;
    try {
      areas = JSON.parse(String(body.areas ?? ''));
    } catch {
      return refuse(reply, 400, 'The areas sent are not JSON');
    }
    const { override, problem } = parseOverride({ app: body.app, origin: body.origin, areas });
    if (problem) return refuse(reply, 400, problem);
    const value = encodeURIComponent(JSON.stringify(override));
    if (value.length > MAX_COOKIE_CHARS) return refuse(reply, 400, `The areas of ${override.app} are too many to keep`);
    // A session cookie a script may see: the shell's start file reads it to run React's development build.
    reply.header('set-cookie', `${OVERRIDE_COOKIE}=${value}; Path=/; SameSite=Lax`);
    return reply.redirect(sitePath(body.path), 303);
  });

  // Turning it off is never harmful, so any page may.
  server.post('/__override/stop', async (request, reply) => {
    reply.header('set-cookie', `${OVERRIDE_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`);
    return reply.redirect(sitePath(request.body?.path), 303);
  });
}
