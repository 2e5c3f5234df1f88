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

module.exports = { CHROMIUM_FLAGS };
