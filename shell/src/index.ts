import { readDeploymentEarly } from './deployment/readEarly';
import { afterFirstPaint } from './start/afterFirstPaint';

// The deployment file is on its way while the page paints and the app's chunks download.
readDeploymentEarly();
// Async boundary: main.js stays a small, never-cached start file, and the app comes in hashed (immutable) chunks,
// asked for once the page has painted. The remotes get the shell's shared singletons when the first one loads
// (src/federation/hostRuntime.ts).
afterFirstPaint(() => void startWithReactBuild().then(() => import(/* webpackChunkName: "start" */ './bootstrap')));

/** While this browser gets an area from a local dev server (its cookie, set by the shell's server), React's development
 * builds load first (react-build/choose.cjs): that area's development code and its Fast Refresh need them. */
async function startWithReactBuild(): Promise<void> {
  if (process.env.NODE_ENV === 'production' && /(^|;\s*)hh_override=/.test(document.cookie))
    await import(/* webpackChunkName: "react-development" */ '../react-build/development.cjs');
}
