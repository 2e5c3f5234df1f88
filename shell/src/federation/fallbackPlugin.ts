import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

/**
 * Runtime plugin: when a remote cannot be fetched or initialised, hand back a module whose component
 * is the "temporarily unavailable" fallback instead of throwing, so the page around it keeps working.
 */
const remoteFallbackPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'hostel-hub-remote-fallback',
  async errorLoadRemote(args) {
    if (args.lifecycle !== 'onLoad') return undefined; // earlier lifecycles fall through to onLoad
    console.error(`[shell] remote ${args.id} failed to load:`, args.error);
    const { RemoteUnavailable } = await import('./RemoteUnavailable');
    return {
      __esModule: true,
      default: RemoteUnavailable,
      remoteLoadError: { id: args.id, message: String(args.error) },
    };
  },
});

export default remoteFallbackPlugin;
