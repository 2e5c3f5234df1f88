// Async boundary: main.js stays a small, never-cached start file, and the app comes in hashed (immutable) chunks.
// The remotes get the shell's shared singletons when the first one loads (src/federation/hostRuntime.ts).
import('./bootstrap');
