import { isRemoteArea, type RemoteArea } from '../federation/areas';
import { DEPLOYMENT_URL, readDeploymentFile, takeEarlyDeploymentRead } from './readEarly';

/** What the shell's server answers at `/deployment.json`, from the release registry at request time. */
export interface Deployment {
  apiBaseUrl: string;
  /** Federation name → manifest URL of the release this browser gets (live, canary or preview). */
  remotes: Record<string, string>;
  /** The URL space of those remotes: path → exposed module (and the role it asks for). */
  areas: RemoteArea[];
  /** App → release id this browser gets. */
  releases?: Record<string, string>;
  /** App → release id, for the apps this browser previews (set by a preview address). */
  preview?: Record<string, string>;
  /** The area this browser gets from a dev server on this machine (turned on by that dev server's page). */
  override?: LocalOverride;
}

export interface LocalOverride {
  /** the app (`mfe-legal`) */
  app: string;
  /** the dev server (`http://localhost:3013`) */
  origin: string;
}

const isLocalOverride = (v: unknown): v is LocalOverride =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as LocalOverride).app === 'string' &&
  /^http:\/\/(localhost|127\.0\.0\.1):\d+$/.test(String((v as LocalOverride).origin));

const isStringMap = (v: unknown): v is Record<string, string> =>
  !!v && typeof v === 'object' && Object.values(v).every((u) => typeof u === 'string');

function isDeployment(value: unknown): value is Deployment {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.apiBaseUrl === 'string' &&
    isStringMap(v.remotes) &&
    (v.releases === undefined || isStringMap(v.releases)) &&
    (v.preview === undefined || isStringMap(v.preview)) &&
    (v.override === undefined || isLocalOverride(v.override))
  );
}

/** Reads the deployment file (the start file's early read, when it is still waiting to be taken); throws when it
 * cannot be read or has the wrong shape. */
export async function fetchDeployment(fetchImpl: typeof fetch = fetch): Promise<Deployment> {
  const response = await (takeEarlyDeploymentRead() ?? readDeploymentFile(fetchImpl));
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isDeployment(body)) throw new Error('unexpected shape');
  const areas = (body as { areas?: unknown }).areas;
  return { ...body, areas: Array.isArray(areas) ? areas.filter(isRemoteArea) : [] };
}

/** Reads where the API and each remote live, served beside the shell and changeable without a rebuild.
 * Without it the shell still runs: every remote section then shows its fallback. */
export async function loadDeployment(fetchImpl: typeof fetch = fetch): Promise<Deployment> {
  try {
    return await fetchDeployment(fetchImpl);
  } catch (error) {
    console.error(`[shell] could not read ${DEPLOYMENT_URL}:`, error);
    return { apiBaseUrl: '', remotes: {}, areas: [] };
  }
}
