import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** What an exposed route module gives the shell. A module produced by the fallback plugin carries `remoteLoadError`. */
export interface RemoteModule {
  default: ComponentType<{ onRetry?: () => void }>;
  remoteLoadError?: { id: string; message: string };
}

let entries: Record<string, string> = {};
const loaded = new Map<string, Promise<RemoteModule>>();

/** Registers the remotes of the deployment file (name → manifest URL). Nothing is fetched until a page needs it. */
export function registerDeploymentRemotes(remotes: Record<string, string>): void {
  entries = { ...remotes };
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
}

function remoteNameOf(id: string): string {
  return id.split('/')[0];
}

/** Loads an exposed module once; a failure is not cached, so a later call tries again. */
export function loadRemoteModule(id: string): Promise<RemoteModule> {
  const cached = loaded.get(id);
  if (cached) return cached;
  const name = remoteNameOf(id);
  const promise = (
    entries[name]
      ? loadRemote<RemoteModule>(id).then((mod) => {
          if (!mod || typeof mod.default !== 'function') throw new Error(`${id} has no default export`);
          return mod;
        })
      : Promise.reject(new Error(`${name} is not in the deployment file`))
  ).then((mod) => {
    if (mod.remoteLoadError) loaded.delete(id);
    return mod;
  });
  promise.catch(() => loaded.delete(id));
  loaded.set(id, promise);
  return promise;
}

/** Forgets a failed remote (its manifest, entry and modules) so the next load fetches it afresh. */
export function resetRemote(id: string): void {
  const name = remoteNameOf(id);
  for (const key of [...loaded.keys()]) if (remoteNameOf(key) === name) loaded.delete(key);
  if (entries[name]) registerRemotes([{ name, entry: entries[name] }], { force: true });
}

/** Warms a remote before the user clicks (link hover or focus). Errors are left for the real load. */
export function prefetchRemoteModule(id: string | undefined): void {
  if (!id) return;
  loadRemoteModule(id).catch(() => undefined);
}
