import { readDeploymentEarly } from './deployment/readEarly';
import { afterFirstPaint } from './start/afterFirstPaint';

// The deployment file is on its way while the page paints and the app's chunks download.
readDeploymentEarly();
// Async boundary: main.js stays a small, never-cached start file, and the app comes in hashed (immutable) chunks,
// asked for once the page has painted. The remotes get the shell's shared singletons when the first one loads
// (src/federation/hostRuntime.ts).
afterFirstPaint(() => void import(/* webpackChunkName: "start" */ './bootstrap'));
