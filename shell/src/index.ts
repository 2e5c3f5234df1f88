import { readDeploymentEarly } from './deployment/readEarly';

// The deployment file is on its way while the app's chunks download.
readDeploymentEarly();
// Async boundary: main.js stays a small, never-cached start file, and the app comes in hashed (immutable) chunks.
// The remotes get the shell's shared singletons when the first one loads (src/federation/hostRuntime.ts).
import('./bootstrap');
