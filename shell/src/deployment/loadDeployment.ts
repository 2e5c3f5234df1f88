import type { Deployment } from 'shared-auth';

export const DEPLOYMENT_URL = '/deployment.json';

function isDeployment(value: unknown): value is Deployment {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.apiBaseUrl === 'string' && !!v.remotes && typeof v.remotes === 'object' && Object.values(v.remotes).every((u) => typeof u === 'string');
}

/** Reads where the API and each remote live, served beside the shell and changeable without a rebuild.
 * Without it the shell still runs: every remote section then shows its fallback. */
export async function loadDeployment(fetchImpl: typeof fetch = fetch): Promise<Deployment> {
  try {
    const response = await fetchImpl(DEPLOYMENT_URL, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (!isDeployment(body)) throw new Error('unexpected shape');
    return body;
  } catch (error) {
    console.error(`[shell] could not read ${DEPLOYMENT_URL}:`, error);
    return { apiBaseUrl: '', remotes: {} };
  }
}
