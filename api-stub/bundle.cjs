// The API as one CommonJS file (.build/main.cjs, with its source map) for the processes the tests, `npm start` and
// the benchmarks run: it starts in about 1.1 s where `tsx src/main.ts` takes 3.0 (tsx compiles every module at every
// start). The dependencies stay in node_modules, but for `contracts` (TypeScript source) and kysely (an ES module of
// a few hundred files, which Node would resolve and link one by one). CommonJS, not an ES module: Node then requires
// the CommonJS dependencies without translating each for ESM. Both save CPU at every start (measured: 1.79 CPU-s a
// start as an ES module, 1.55 now). `npm run dev -w api-stub` still runs the source through tsx.
const fs = require('node:fs');
const path = require('node:path');
const esbuild = require('esbuild');
const { dependencies } = require('./package.json');

const OUT_DIR = path.join(__dirname, '.build');
/** Run it with `node --enable-source-maps`: stack traces then name the source files. */
const API_BUNDLE = path.join(OUT_DIR, 'main.cjs');

/** Builds the bundle (about 0.2 s). Its files are written beside and renamed into place, so a process starting from
 * it meanwhile reads a whole one. */
function bundleApi() {
  const result = esbuild.buildSync({
    entryPoints: [path.join(__dirname, 'src/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // the source is an ES module: its import.meta.url is the bundle's file URL
    define: { 'import.meta.url': 'importMetaUrl' },
    inject: [path.join(__dirname, 'bundle-import-meta.mjs')],
    external: Object.keys(dependencies).filter((name) => name !== 'contracts' && name !== 'kysely'),
    sourcemap: true,
    outfile: API_BUNDLE,
    write: false,
    logLevel: 'warning',
  });
  fs.mkdirSync(OUT_DIR, { recursive: true });
  for (const file of result.outputFiles) {
    const staging = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(staging, file.contents);
    fs.renameSync(staging, file.path);
  }
  return API_BUNDLE;
}

module.exports = { bundleApi, API_BUNDLE };

if (require.main === module) console.log(`[api] bundled into ${path.relative(process.cwd(), bundleApi())}`);
