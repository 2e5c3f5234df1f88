// The federation runtime of the page, started when the first remote is needed: `/` and every page of the shell's
// own run without it. The shell is a host of the runtime API (no build plugin): it creates the page's one
// federation instance here, with the remotes of the deployment file and the shell's shared singletons, and hands
// the same runtime core to the remotes (a production remote entry carries none of its own and expects the global
// `_FEDERATION_RUNTIME_CORE`, tools/webpack/app-config.cjs). One copy for the whole page.
import * as runtimeCore from '@module-federation/runtime-core';
import remoteFallbackPlugin from './fallbackPlugin';
import type { RemoteEntry } from './remoteManifest';
import { sharedModules, sharedPackages } from './sharedModules';

type Holder = typeof globalThis & { _FEDERATION_RUNTIME_CORE?: unknown };
(globalThis as Holder)._FEDERATION_RUNTIME_CORE ??= runtimeCore;

function sharedOptions(): runtimeCore.UserOptions['shared'] {
  const shared: NonNullable<runtimeCore.UserOptions['shared']> = {};
  for (const [name, { version, requiredVersion }] of Object.entries(sharedPackages())) {
    const lib = sharedModules[name];
    if (!lib) throw new Error(`[shell] the build shares "${name}", which src/federation/sharedModules.ts lacks`);
    // `lib`: already loaded, so with 'loaded-first' every remote takes the shell's copy.
    shared[name] = { version, lib, shareConfig: { singleton: true, requiredVersion } };
  }
  return shared;
}

const instance = new runtimeCore.ModuleFederation({
  name: 'shell',
  remotes: [],
  shared: sharedOptions(),
  shareStrategy: 'loaded-first',
  plugins: [remoteFallbackPlugin()],
});
runtimeCore.setGlobalFederationInstance(instance);

/** name → the URL of the entry the instance knows for it. */
const known = new Map<string, string>();

/**
 * Points the instance at `entry` for remote `name`; `fresh` forgets what it fetched of that remote before. The
 * shell read the entry from the remote's manifest (remoteManifest.ts): the runtime is built without manifest code
 * (tools/webpack/app-config.cjs).
 */
export function pointRemoteAt(name: string, entry: RemoteEntry, fresh: boolean): void {
  if (!fresh && known.get(name) === entry.url) return;
  instance.registerRemotes([{ name, entry: entry.url, entryGlobalName: entry.globalName, type: entry.type }], {
    force: known.has(name),
  });
  known.set(name, entry.url);
}

export function loadExposed<T>(id: string): Promise<T | null> {
  return instance.loadRemote<T>(id);
}
