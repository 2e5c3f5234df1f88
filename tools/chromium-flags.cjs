// How every browser run of the project starts Debian's Chromium (tests and benchmarks): headless, as root, with
// nothing reaching out to the network on its own. Measured in ../shared/notes/module-federation-facts.md.
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's packages: the browser (`chromium`), which the benchmarks drive as visitors' browsers are, and its old
 * headless mode (`chromium-headless-shell`), which the browser tests drive: the same engine without the browser
 * around it, lighter per page (the route tour: 182 s against 208 s). CHROMIUM_PATH replaces either. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TEST_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

/** The browser tests' Chromium also stops V8 at its baseline compiler (Sparkplug): a test's page lives seconds, and
 * the optimizing compilers' work on hot functions cost more than it saved there (the route tour: 95-110 CPU-s and
 * 59-68 s against 132 CPU-s and 80 s, measured). The benchmarks keep a visitor's V8. */
const TEST_CHROMIUM_FLAGS = [...CHROMIUM_FLAGS, '--js-flags=--max-opt=1'];

module.exports = { CHROMIUM_FLAGS, CHROMIUM, TEST_CHROMIUM, TEST_CHROMIUM_FLAGS };
