import { createRoot } from 'react-dom/client';
import { configureApi, syncSessionAcrossTabs, useSession } from 'shared-auth';
import { App } from './App';
import { loadDeployment } from './deployment/loadDeployment';
import { setRemoteAreas } from './federation/areas';
import { registerDeploymentRemotes } from './federation/remotes';

async function start() {
  useSession.getState().restore();
  syncSessionAcrossTabs();
  const deployment = await loadDeployment();
  configureApi({ baseUrl: deployment.apiBaseUrl });
  registerDeploymentRemotes(deployment.remotes);
  setRemoteAreas(deployment.areas);
  createRoot(document.getElementById('root') as HTMLElement).render(<App preview={deployment.preview} />);
}

void start();
