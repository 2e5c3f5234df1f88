import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { configureApi, syncSessionAcrossTabs, useSession } from 'shared-auth';
import { App } from './App';
import { loadDeployment } from './deployment/loadDeployment';
import { remoteModuleFor, setRemoteAreas } from './federation/areas';
import { loadSection, registerDeploymentRemotes } from './federation/remotes';
import { PRERENDERED_ATTRIBUTE } from './prerender/pages';
import { prerenderedView, whenRouterReady } from './prerender/takeOver';
import { createRoutes } from './routes';

async function start() {
  useSession.getState().restore();
  syncSessionAcrossTabs();
  const deployment = await loadDeployment();
  configureApi({ baseUrl: deployment.apiBaseUrl });
  registerDeploymentRemotes(deployment.remotes);
  setRemoteAreas(deployment.areas);
  const router = createBrowserRouter(createRoutes());
  const root = document.getElementById('root') as HTMLElement;
  // A prerendered page stays on screen until the app can draw the same page whole, in one commit: the route's code,
  // and for a page a remote draws, the remote's module.
  if (root.hasAttribute(PRERENDERED_ATTRIBUTE)) {
    const section = remoteModuleFor(window.location.pathname);
    await Promise.all([whenRouterReady(router), section && loadSection(section)]);
  }
  const view = prerenderedView(root);
  const app = <App router={router} preview={deployment.preview} onFirstCommit={view?.handOver} />;
  // The app renders in slices, yielding to the browser (no task is long; a prerendered view stays usable), and
  // shows in one commit, where a prerendered view's fields are read.
  startTransition(() => createRoot(root).render(app));
}

void start();
