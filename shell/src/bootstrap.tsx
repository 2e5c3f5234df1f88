import { loadDeployment } from './deployment/loadDeployment';
import { PRERENDERED_ATTRIBUTE } from './prerender/pages';
import { nextTask } from './start/nextTask';

// The app starts in steps, each in its own task: the session and the first screen's data, then React's DOM
// renderer, then styled-components, then the design system, then the app itself. The imports are eager: their
// modules are in this chunk (downloaded with it, preloaded with the HTML), so a step loads no file, it only runs
// modules for the first time.
async function start() {
  const [auth, areas, remotes, { startAreaData }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'shared-auth'),
    import(/* webpackMode: "eager" */ './federation/areas'),
    import(/* webpackMode: "eager" */ './federation/remotes'),
    import(/* webpackMode: "eager" */ './federation/startAreaData'),
  ]);
  auth.useSession.getState().restore();
  auth.syncSessionAcrossTabs();
  const deployment = await loadDeployment();
  auth.configureApi({ baseUrl: deployment.apiBaseUrl });
  remotes.registerDeploymentRemotes(deployment.remotes);
  areas.setRemoteAreas(deployment.areas);
  // The first screen's data (and its largest picture), when a remote renders it: asked for now, while the app and the
  // remote's code load.
  const { pathname, search } = window.location;
  startAreaData(pathname, search, auth.useSession.getState().user?.role);

  await nextTask();
  const [{ startTransition }, { createRoot, hydrateRoot }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react'),
    import(/* webpackMode: "eager" */ 'react-dom/client'),
  ]);
  await nextTask();
  await import(/* webpackMode: "eager" */ 'styled-components');
  await nextTask();
  await import(/* webpackMode: "eager" */ 'shared-ui');
  await nextTask();
  const [{ App }, { prerenderedView }, { preloadShellPage }] = await Promise.all([
    import(/* webpackMode: "eager" */ './App'),
    import(/* webpackMode: "eager" */ './prerender/takeOver'),
    import(/* webpackMode: "eager" */ './routes'),
  ]);

  const root = document.getElementById('root') as HTMLElement;
  // A page a remote renders for this visitor: the remote's module, and the code of the page it says the address needs,
  // load now (the page's chunk no longer waits for the section's first render to ask for it). Not for a page of
  // another role's area: the app sends the visitor elsewhere.
  const area = areas.remoteAreaFor(pathname);
  const role = auth.useSession.getState().user?.role;
  const sectionReady =
    area && (!area.role || area.role === role)
      ? remotes
          .loadSection(area.module)
          .then((load) => (load.status === 'ready' ? load.mod.preparePage?.(pathname) : undefined))
          .catch(() => undefined) // a page whose code does not come is left to the app's render, which shows why
      : undefined;
  // A prerendered page stays on screen until the app can render the same page whole, in one commit: the page's code,
  // or for a page a remote renders, the remote's module and what it says the page needs.
  if (root.hasAttribute(PRERENDERED_ATTRIBUTE))
    await (area ? sectionReady : preloadShellPage(pathname)?.catch(() => undefined));
  // A shell page rendered at build time is hydrated: React takes over its HTML as it is (what the visitor typed, the
  // focus, the scroll stay). Unless this browser was to see another view (signed in, the dark theme: the inline script
  // marked it stale and hid it) or a preview banner: the app then renders the page afresh.
  if (!area && root.hasAttribute(PRERENDERED_ATTRIBUTE) && !isStale() && !deployment.preview) {
    // in a transition: hydrated in the background, yielding to the browser, as the render below
    startTransition(() => {
      // a click then reaches a page whose mount effects have run (one closing the menu on mount would undo it)
      hydrateRoot(root, <App onMounted={() => endPrerenderedView(root)} />);
    });
    return;
  }
  const view = prerenderedView(root);
  // The app renders in the background, yielding to the browser (no task is long; a prerendered view stays usable), and
  // shows in one commit, where a prerendered view's fields are read.
  startTransition(() => createRoot(root).render(<App preview={deployment.preview} onFirstCommit={view?.handOver} />));
}

const isStale = () => document.documentElement.dataset.prerendered === 'stale';

/** The page is the app's now: the browser's own form submission, held until then, is the app's to handle. */
function endPrerenderedView(root: HTMLElement) {
  root.removeAttribute(PRERENDERED_ATTRIBUTE);
  delete document.documentElement.dataset.prerendered;
}

void start();
