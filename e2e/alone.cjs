// The browser-test files that run one at a time, after the others have run two at a time (scripts/test.mjs):
// those that change what every page of the shared site sees (a release, the registry, a new area), and layout-shift,
// which measures that nothing on a demo account's page moves while it loads: another file's booking or approval
// meanwhile makes the page's live list gain or lose a card. The others share the demo accounts, so none counts on a
// demo account's totals staying still while it runs.
const ALONE = ['delivery', 'new-area', 'operator', 'layout-shift'];

/** Matches those files' paths (jest's --testPathPatterns and --testPathIgnorePatterns). */
const ALONE_PATHS = `/(${ALONE.join('|')})\\.e2e\\.ts$`;

module.exports = { ALONE, ALONE_PATHS };
