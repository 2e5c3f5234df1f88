// The files of an app's build that the release check and the servers read, named apart from the webpack configs
// that write them: loading those configs loads webpack and its plugins (0.07 s of every delivery command).

/** Which federation runtime a build runs on, for the release check (tools/delivery/verify.mjs): the shell hands one
 * over ('provides'); a production remote needs it ('external'); a development remote brings its own ('bundled'). */
const RUNTIME_FILE = 'federation-runtime.json';

/** Where a release keeps the module that renders its pages per request, and the list of those pages
 * (tools/rendered-pages.mjs reads both). */
const RENDER_MODULE = 'server/render.cjs';
const RENDERED_INDEX = 'rendered.json';

module.exports = { RUNTIME_FILE, RENDER_MODULE, RENDERED_INDEX };
