import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { configureApi, syncSessionAcrossTabs, useSession } from 'shared-auth';
import { App } from './App';
import { loadDeployment } from './deployment/loadDeployment';
import { setRemoteAreas } from './federation/areas';
import { registerDeploymentRemotes } from './federation/remotes';
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
  // A prerendered page stays on screen until the app can draw the same page whole, in one commit.
  if (root.hasAttribute(PRERENDERED_ATTRIBUTE)) await whenRouterReady(router);
  const view = prerenderedView(root);
  const app = <App router={router} preview={deployment.preview} onFirstCommit={view?.handOver} />;
  // Over a prerendered view, what was typed is read and the app drawn in one task: no keystroke falls between.
  if (view) flushSync(() => createRoot(root).render(app));
  else createRoot(root).render(app);
}

void start();
