import { z } from 'zod';

// Zod compiles fast parsers with `new Function` unless told not to; the site's Content-Security-Policy has no
// 'unsafe-eval', and even zod's probe for it is reported as a violation. Evaluated before any schema exists.
z.config({ jitless: true });
