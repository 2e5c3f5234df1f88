// React's development builds, for a page whose area comes from a local dev server. Loaded before the shell's start
// (src/index.ts). `react-dom` registers itself with React's DevTools hook when it loads, so the page gets one first
// (unless the DevTools extension brought its own): the dev server's Fast Refresh runtime finds the renderer there.
let nextRendererId = 1;
window.__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= {
  renderers: new Map(),
  supportsFiber: true,
  inject(renderer) {
    const id = nextRendererId++;
    this.renderers.set(id, renderer);
    return id;
  },
  onScheduleFiberRoot() {},
  onCommitFiberRoot() {},
  onCommitFiberUnmount() {},
};
const builds = {};
globalThis.__HOSTEL_HUB_REACT_DEVELOPMENT__ = builds;
// in this order: each build requires the ones before it through choose.cjs
builds.react = require('react/cjs/react.development.js');
builds['react/jsx-runtime'] = require('react/cjs/react-jsx-runtime.development.js');
builds['react-dom'] = require('react-dom/cjs/react-dom.development.js');
builds['react-dom/client'] = require('react-dom/cjs/react-dom-client.development.js');
