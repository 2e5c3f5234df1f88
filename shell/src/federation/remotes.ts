import type { ComponentType } from 'react';
import { fetchDeployment } from '../deployment/loadDeployment';
import { remoteEntryFor } from './remoteManifest';

/** What an exposed route module gives the shell. A module produced by the fallback plugin carries `remoteLoadError`. */
export interface RemoteModule {
  default: ComponentType<{ onRetry?: () => void }>;
  /** Loads what the page at `pathname` needs to render whole in its first render (an area's page's own chunk): the
   * shell calls it before it renders over a page rendered at build time. */
  preparePage?: (pathname: string) => Promise<void>;
  remoteLoadError?: { id: string; message: string };
}

/** How long a deployment read stays fresh enough to enter an area without asking again. */
const FRESH_MS = 10_000;

/** name → manifest URL of the release this tab uses. */
let entries: Record<string, string> = {};
let deploymentReadAt = 0;
const loaded = new Map<string, Promise<RemoteModule>>();
/** The modules whose load has succeeded, for a first render that needs no wait. */
const ready = new Map<string, RemoteModule>();
/** Remotes to fetch afresh on their next load (their last attempt failed). */
const toRefetch = new Set<string>();
/** Remotes whose code runs in this tab. A running remote is never swapped for another release under the
 * page (two builds of one remote would share its chunk registry); the tab keeps it until it reloads. */
const running = new Set<string>();
/** Running remotes for which a newer release is live: name → its manifest URL. */
const newer = new Map<string, string>();
const listeners = new Set<() => void>();
let pendingCheck: Promise<void> | null = null;

const notify = () => {
  for (const l of listeners) l();
};

/** Takes the remotes of the deployment file (name → manifest URL). Nothing of a remote is fetched until a page
 * needs it. */
export function registerDeploymentRemotes(remotes: Record<string, string>): void {
  entries = { ...remotes };
  deploymentReadAt = Date.now();
}

/** The page's federation runtime, started with the first remote (a chunk of its own). Its code is prefetched (at the
 * browser's lowest priority, not run) once the shell's start-up code is here: the first area a visitor opens then
 * downloads only its own code, and a page of the shell's own never runs the runtime. */
let runtime: Promise<typeof import('./hostRuntime')> | null = null;
function federationRuntime(): Promise<typeof import('./hostRuntime')> {
  runtime ??= import(/* webpackChunkName: "federation", webpackPrefetch: true */ './hostRuntime').catch(
    (error: unknown) => {
      runtime = null; // offline for a moment: the next load asks again
      throw error;
    },
  );
  return runtime;
}

export function remoteNameOf(id: string): string {
  return id.split('/')[0];
}

function forget(name: string): void {
  for (const key of [...loaded.keys()]) if (remoteNameOf(key) === name) loaded.delete(key);
  for (const key of [...ready.keys()]) if (remoteNameOf(key) === name) ready.delete(key);
}

/** Fetches exposed module `id` of remote `name` through the federation runtime. The remote's manifest (then its
 * entry and the module's chunks) downloads while the runtime's own chunk does. */
async function fetchExposed(name: string, id: string): Promise<RemoteModule> {
  const manifestUrl = entries[name];
  if (!manifestUrl) throw new Error(`${name} is not in the deployment file`);
  const [entry, { pointRemoteAt, loadExposed }] = await Promise.all([
    remoteEntryFor(manifestUrl, name, id.slice(name.length + 1)),
    federationRuntime(),
  ]);
  pointRemoteAt(name, entry, toRefetch.delete(name));
  const mod = await loadExposed<RemoteModule>(id);
  if (!mod || typeof mod.default !== 'function') throw new Error(`${id} has no default export`);
  return mod;
}

/** Loads an exposed module once; a failure is not cached, so a later call tries again. */
export function loadRemoteModule(id: string): Promise<RemoteModule> {
  const cached = loaded.get(id);
  if (cached) return cached;
  const name = remoteNameOf(id);
  const promise = fetchExposed(name, id).then((mod) => {
    if (mod.remoteLoadError) loaded.delete(id);
    else {
      running.add(name);
      ready.set(id, mod);
    }
    return mod;
  });
  promise.catch(() => loaded.delete(id));
  loaded.set(id, promise);
  return promise;
}

/** Module `id` if it has loaded already in this tab: a section shown again, or the one a prerendered page shows,
 * is rendered at once, without a loading state. */
export function loadedModule(id: string): RemoteModule | undefined {
  return ready.get(id);
}

/** Server only: `render` with `mod` as module `id`, as if this tab had loaded it (the release server renders a
 * remote's page inside the shell's layout: the section is there at once, as after the browser's load). */
export function withLoadedModule<T>(id: string, mod: RemoteModule, render: () => T): T {
  ready.set(id, mod);
  try {
    return render();
  } finally {
    ready.delete(id);
  }
}

/** Forgets a failed remote (its manifest, entry and modules) so the next load fetches it afresh. */
export function resetRemote(id: string): void {
  const name = remoteNameOf(id);
  if (running.has(name)) return; // its code runs: only a reload replaces it
  forget(name);
  toRefetch.add(name);
}

/**
 * Reads the deployment again. A remote that does not run yet in this tab moves to the release this browser
 * should get now; for one that runs, a newer release is only noted (see `hasNewerRelease`).
 */
export function refreshDeployment(): Promise<void> {
  pendingCheck ??= fetchDeployment()
    .then((deployment) => {
      deploymentReadAt = Date.now();
      for (const [name, url] of Object.entries(deployment.remotes)) {
        if (url === entries[name]) {
          if (newer.delete(name)) notify(); // rolled back to the release this tab runs
        } else if (running.has(name)) {
          if (newer.get(name) !== url) {
            newer.set(name, url);
            notify();
          }
        } else {
          entries[name] = url;
          forget(name);
        }
      }
    })
    .catch((error: unknown) => console.warn('[shell] could not check for new releases:', error))
    .finally(() => {
      pendingCheck = null;
    });
  return pendingCheck;
}

/** Before entering an area: the deployment read again unless it was read moments ago (refreshDeployment: a remote
 * that is not running yet comes from the current release, a newer release of one that runs is noted). */
export function ensureCurrentRelease(): Promise<void> {
  return Date.now() - deploymentReadAt < FRESH_MS ? Promise.resolve() : refreshDeployment();
}

export function hasNewerRelease(name: string): boolean {
  return newer.has(name);
}

export function subscribeToReleases(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type SectionLoad =
  | { status: 'ready'; mod: RemoteModule }
  | { status: 'stale' }
  | { status: 'failed'; mod?: RemoteModule };

async function attempt(id: string): Promise<RemoteModule | null> {
  try {
    const mod = await loadRemoteModule(id);
    return mod.remoteLoadError ? null : mod;
  } catch (error) {
    console.error(`[shell] ${id} failed:`, error);
    return null;
  }
}

/**
 * Loads the module of a section. A failure is retried once against the live release (read afresh);
 * if that fails too, the section is either out of date (a newer release is live: reload) or unavailable.
 */
export async function loadSection(id: string): Promise<SectionLoad> {
  const name = remoteNameOf(id);
  // A remote that runs already stays as it is (only a newer release is noted); one that does not yet is
  // loaded from the release this browser should get now.
  if (running.has(name)) void refreshDeployment();
  else await ensureCurrentRelease();
  const first = await attempt(id);
  if (first) return { status: 'ready', mod: first };
  await refreshDeployment();
  resetRemote(id);
  const second = await attempt(id);
  if (second) return { status: 'ready', mod: second };
  return hasNewerRelease(name) ? { status: 'stale' } : { status: 'failed' };
}

/** Warms a remote before the user clicks (link hover or focus). Errors are left for the real load. */
export function prefetchRemoteModule(id: string | undefined): void {
  if (!id) return;
  void ensureCurrentRelease().then(() => loadRemoteModule(id).catch(() => undefined));
}
