import axios, { type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { api } from './client';
import { useSession } from './store';

// Data asked for before the screen that needs it exists: the shell starts an area's first requests while the
// area's code is still on its way (issue 16), and the screen's own identical GET, made moments later, takes that
// answer instead of asking again. Only a GET of the same URL, under the same session, within a few seconds.

/** How long an early answer waits for the screen that asks for it. */
export const EARLY_FRESH_MS = 5_000;

type Early = { at: number; answer: Promise<AxiosResponse> };
const waiting = new Map<string, Early>();
type EarlyConfig = AxiosRequestConfig & { early?: boolean };

const keyOf = (uri: string, authorization: unknown) => `${String(authorization ?? '')} ${uri}`;

const network = axios.getAdapter(api.defaults.adapter);
api.defaults.adapter = (config: InternalAxiosRequestConfig) => {
  if ((config.method ?? 'get').toLowerCase() === 'get' && !(config as EarlyConfig).early) {
    const key = keyOf(api.getUri(config), config.headers.get('Authorization'));
    const hit = waiting.get(key);
    if (hit) {
      waiting.delete(key);
      if (Date.now() - hit.at < EARLY_FRESH_MS) return hit.answer.then((response) => ({ ...response, config }));
    }
  }
  return network(config);
};

/** Starts a GET of `path` (with the session's token) now; the first identical GET in the next seconds gets its answer. */
export function startEarly(path: string): void {
  const token = useSession.getState().token;
  const key = keyOf(api.getUri({ url: path }), token ? `Bearer ${token}` : undefined);
  const known = waiting.get(key);
  if (known && Date.now() - known.at < EARLY_FRESH_MS) return;
  const answer = api.get(path, { early: true } as EarlyConfig);
  answer.catch(() => undefined); // a failure reaches the screen that takes this answer, if one does
  waiting.set(key, { at: Date.now(), answer });
}
