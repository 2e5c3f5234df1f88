// The shell's production build with a choice of React builds (choose.cjs): React's entry points go through the
// files here, and its development builds are compiled as such into chunks of their own, which a page of the public
// site never loads.
const path = require('node:path');

/** A package's folder, bypassing its `exports` (which do not list its `cjs/` builds). */
const folderOf = (name) => path.dirname(require.resolve(`${name}/package.json`));

/** @param {import('webpack').Configuration} config the shell's production browser build */
function withReactBuilds(config) {
  const here = (file) => path.join(__dirname, file);
  config.resolve.alias = {
    ...config.resolve.alias,
    react$: here('react.cjs'),
    'react/jsx-runtime$': here('react-jsx-runtime.cjs'),
    'react-dom$': here('react-dom.cjs'),
    'react-dom/client$': here('react-dom-client.cjs'),
    'react/cjs': path.join(folderOf('react'), 'cjs'),
    'react-dom/cjs': path.join(folderOf('react-dom'), 'cjs'),
  };
  config.module.rules.push({
    test: /[\\/]node_modules[\\/]react(-dom)?[\\/]cjs[\\/][\w.-]+\.development\.js$/,
    use: here('development-loader.cjs'),
  });
  return config;
}

module.exports = { withReactBuilds };
