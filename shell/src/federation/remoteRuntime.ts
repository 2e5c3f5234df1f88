// The federation runtime the remotes run on. A production remote entry carries none of its own (it expects the
// global `_FEDERATION_RUNTIME_CORE`, tools/webpack/app-config.cjs), so the shell hands one over before the first
// remote loads: fetched then, in its own chunk, so `/` does not pay for it. One copy for every remote on the page
// instead of one per remote entry (27 kB gzip each).
type Holder = typeof globalThis & { _FEDERATION_RUNTIME_CORE?: unknown };

let provided: Promise<void> | null = null;

export function provideRuntimeToRemotes(): Promise<void> {
  if ((globalThis as Holder)._FEDERATION_RUNTIME_CORE) return Promise.resolve();
  provided ??= import('./runtimeCore').then(
    ({ runtimeCore }) => {
      (globalThis as Holder)._FEDERATION_RUNTIME_CORE ??= runtimeCore;
    },
    (error: unknown) => {
      provided = null; // offline for a moment: the next load asks again
      throw error;
    },
  );
  return provided;
}
