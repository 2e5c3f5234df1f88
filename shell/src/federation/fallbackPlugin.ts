import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Runtime plugin: when a remote cannot be fetched or initialised, hand back a module whose component
 * is the "temporarily unavailable" fallback instead of throwing, so the page around it keeps working.
 * React is imported lazily inside the hook: a static import here crashes the host at start-up.
 */
const remoteFallbackPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'hostel-hub-remote-fallback',
  async errorLoadRemote(args) {
    if (args.lifecycle !== 'onLoad') return undefined; // earlier lifecycles fall through to onLoad
    console.error(`[shell] remote ${args.id} failed to load:`, args.error);
    const { RemoteUnavailable } = await import('./RemoteUnavailable');
    const fallback = {
      __esModule: true,
      default: RemoteUnavailable,
      remoteLoadError: { id: args.id, message: String(args.error) },
    };
    // A webpack `import()` of a remote expects a module factory; loadRemote expects the module.
    return args.from === 'build' ? () => fallback : fallback;
  },
});

export default remoteFallbackPlugin;
