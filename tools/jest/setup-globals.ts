import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs these in jsdom; set before any test module is loaded.
Object.assign(globalThis, { TextEncoder, TextDecoder });
