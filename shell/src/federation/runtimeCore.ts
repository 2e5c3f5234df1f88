// The whole federation runtime core, as a module of its own: the shell's own runtime (in main.js) keeps only the
// parts the shell uses, while a remote may call any of it. `require` picks the package's CommonJS build, a module
// webpack keeps apart from the shell's trimmed ES one.
export const runtimeCore: unknown = require('@module-federation/runtime-core');
