// The HTML a shell release has for an address, rendered at build time (its `prerendered.json`).
import fs from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes } from '../rendered-pages.mjs';

/**
 * A shell release's prerendered pages (its `prerendered.json`, address → file; a release is immutable, so read
 * once), each with the hashes of its inline scripts for the page's policy.
 */
const prerenderedByRelease = new Map();
export function prerenderedPages(deploy, id) {
  const dir = path.join(deploy, 'shell', id);
  if (!prerenderedByRelease.has(dir)) {
    const pages = new Map();
    let listed = {};
    try {
      listed = JSON.parse(fs.readFileSync(path.join(dir, 'prerendered.json'), 'utf8'));
    } catch {
      /* a release without prerendered pages: every address gets index.html */
    }
    for (const [pathname, file] of Object.entries(listed)) {
      if (!/^[\w.-]+\.html$/.test(file) || !fs.existsSync(path.join(dir, file))) continue;
      pages.set(pathname, { file, scriptHashes: inlineScriptHashes(fs.readFileSync(path.join(dir, file), 'utf8')) });
    }
    prerenderedByRelease.set(dir, pages);
  }
  return prerenderedByRelease.get(dir);
}
