// The deployment file, asked for by the start file (main.js) itself: its answer travels while the app's chunks
// download, instead of after them. Nothing else here, so main.js stays small.
export const DEPLOYMENT_URL = '/deployment.json';

/** Every read of the deployment: never from a cache (a release can go live at any moment). */
export const readDeploymentFile = (fetchImpl: typeof fetch = fetch): Promise<Response> =>
  fetchImpl(DEPLOYMENT_URL, { cache: 'no-store', credentials: 'same-origin' });

let early: Promise<Response> | null = null;

export function readDeploymentEarly(): void {
  early = readDeploymentFile();
  early.catch(() => undefined); // a failure reaches the app when it takes this answer
}

/** The early read, once: the start of the app takes it; every later read asks afresh. */
export function takeEarlyDeploymentRead(): Promise<Response> | null {
  const answer = early;
  early = null;
  return answer;
}
