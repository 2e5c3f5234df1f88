import { config } from 'zod';

// Zod compiles fast parsers with `new Function` unless told not to; the site's Content-Security-Policy has no
// 'unsafe-eval', and even zod's probe for it is reported as a violation. Every module of this package that makes
// schemas imports this one first, so the setting is made before any schema exists, whichever modules a bundle
// keeps (the package declares its side effects, and a bundle may skip index.ts).
config({ jitless: true });
