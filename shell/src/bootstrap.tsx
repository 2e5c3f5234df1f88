import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, startEarly, syncSessionAcrossTabs, useSession } from 'shared-auth';
import { App } from './App';
import { loadDeployment } from './deployment/loadDeployment';
import { earlyDataFor, remoteModuleFor, setRemoteAreas } from './federation/areas';
import { loadSection, registerDeploymentRemotes } from './federation/remotes';
import { PRERENDERED_ATTRIBUTE } from './prerender/pages';
import { prerenderedView } from './prerender/takeOver';
import { preloadShellPage } from './routes';

async function start() {
  useSession.getState().restore();
  syncSessionAcrossTabs();
  const deployment = await loadDeployment();
  configureApi({ baseUrl: deployment.apiBaseUrl });
  registerDeploymentRemotes(deployment.remotes);
  setRemoteAreas(deployment.areas);
  // The first screen's data, when a remote draws it: asked for now, while the app and the remote's code load.
  const { pathname, search } = window.location;
  for (const p of earlyDataFor(pathname, search, useSession.getState().user?.role)) startEarly(p);
  const root = document.getElementById('root') as HTMLElement;
  // A prerendered page stays on screen until the app can draw the same page whole, in one commit: the page's code,
  // or for a page a remote draws, the remote's module.
  if (root.hasAttribute(PRERENDERED_ATTRIBUTE)) {
    const section = remoteModuleFor(pathname);
    // a page whose code does not come is left to the app's render, which shows why (its error page, with Retry)
    await Promise.resolve(section ? loadSection(section) : preloadShellPage(pathname)).catch(() => undefined);
  }
  const view = prerenderedView(root);
  const app = <App preview={deployment.preview} onFirstCommit={view?.handOver} />;
  // The app renders in slices, yielding to the browser (no task is long; a prerendered view stays usable), and
  // shows in one commit, where a prerendered view's fields are read.
  startTransition(() => createRoot(root).render(app));
}

void start();
