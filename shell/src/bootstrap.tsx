import { loadDeployment } from './deployment/loadDeployment';
import { PRERENDERED_ATTRIBUTE } from './prerender/pages';
import { nextTask } from './start/nextTask';
import { logFailure } from 'app-kit';
import { showUncaughtError } from './start/uncaughtError';

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
  // remote's code load. Not for a public page rendered on the server: it came with its data.
  const { pathname, search } = window.location;
  const root = document.getElementById('root') as HTMLElement;
  const prerendered = root.hasAttribute(PRERENDERED_ATTRIBUTE);
  const area = areas.remoteAreaFor(pathname);
  if (!prerendered || area?.role) startAreaData(pathname, search, auth.useSession.getState().user?.role);

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
  const [{ App }, { preloadShellPage }] = await Promise.all([
    import(/* webpackMode: "eager" */ './App'),
    import(/* webpackMode: "eager" */ './routes'),
  ]);

  // A page a remote renders for this visitor: the remote's module, and the code of the page it says the address needs,
  // load now. Not for a page of another role's area: the app sends the visitor elsewhere.
  const role = auth.useSession.getState().user?.role;
  const sectionReady: Promise<boolean> | undefined =
    area && (!area.role || area.role === role)
      ? remotes
          .loadSection(area.module)
          .then(async (load) => {
            if (load.status !== 'ready') return false;
            await load.mod.preparePage?.(pathname);
            return true;
          })
          .catch(() => false) // a page whose code does not come is left to the app's render, which shows why
      : undefined;
  // A page rendered on the server stays on screen until the app can render the same page whole: the page's code, or
  // for a page a remote renders, the remote's module and what it says the page needs.
  const code = area ? sectionReady : preloadShellPage(pathname)?.then(() => true);
  const ready = prerendered && code ? await code.catch(() => false) : false;
  const onMounted = () => endPrerenderedView(root);
  // A page rendered on the server is hydrated: React adopts its HTML as it is (what the visitor typed, the focus,
  // the scroll stay). Hydration renders the session and theme the server had (not read yet, light: their stores'
  // first states), then this browser's own; a page that will look otherwise stays hidden until then (renderPages.tsx).
  // In a transition: hydrated in the background, yielding to the browser; a click then reaches a page whose mount
  // effects have run (one closing the menu on mount would undo it).
  if (ready && renderedWithLive(root, deployment.releases) && stillAtRenderedAddress()) {
    startTransition(() => {
      hydrateRoot(root, <App notices={deployment} onMounted={onMounted} />, {
        onUncaughtError: showUncaughtError,
        // the page rendered on the server did not match (React renders it afresh): logged with where it differed, unless
        // the visitor went Back or Forward while it hydrated (the HTML was the address before's: expected)
        onRecoverableError: (error, info) =>
          stillAtRenderedAddress()
            ? logFailure('hydrating the page', error, info.componentStack)
            : console.info('[shell] the address changed while the page hydrated: rendered afresh'),
      });
    });
    return;
  }
  // Anything else is rendered afresh: a page of another role's area (the app sends the visitor elsewhere), one whose
  // code did not come, one rendered with another release than this tab's, one the visitor has gone Back from.
  startTransition(() =>
    createRoot(root, { onUncaughtError: showUncaughtError }).render(<App notices={deployment} onMounted={onMounted} />),
  );
}

/** Whether a page the server rendered with a remote's release (`data-release="mfe-legal/<id>"`) is of the release this
 * tab runs: one released between the page and the tab's deployment renders other text, so the app renders afresh. */
function renderedWithLive(root: HTMLElement, releases: Record<string, string> = {}) {
  const [app, id] = root.dataset.release?.split('/') ?? [];
  return !app || releases[app] === id;
}

/**
 * Whether the address is still the one the server rendered this page for. Back or Forward before the app started
 * moves through the tab's own entries without loading a page: the HTML on screen is then the address before's.
 */
function stillAtRenderedAddress(): boolean {
  const entry = performance.getEntriesByType('navigation')[0];
  if (!entry) return true;
  const rendered = new URL(entry.name);
  return rendered.pathname === window.location.pathname && rendered.search === window.location.search;
}

/** The page is the app's now: shown, and the browser's own form submission, held until then, is the app's to handle. */
function endPrerenderedView(root: HTMLElement) {
  root.removeAttribute(PRERENDERED_ATTRIBUTE);
  delete document.documentElement.dataset.prerendered;
}

void start();
