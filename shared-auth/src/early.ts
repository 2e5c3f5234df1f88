import { api, type ApiResponse } from './client';
import { keepEarlyAnswer } from './earlyAnswers';
import { useSession } from './store';

// Data asked for before the screen that needs it exists: the shell starts an area's first requests while the
// area's code is still on its way (issue 16), and the screen's own identical GET, made moments later, takes that
// answer instead of asking again. Only a GET of the same URL, under the same session, within a few seconds.

export { EARLY_FRESH_MS } from './earlyAnswers';

/**
 * Starts a GET of `path` (with the session's token) now; the first identical GET in the next seconds gets its
 * answer. Gives back that answer too (since 3.1.0), for the shell to act on before the screen exists.
 */
export function startEarly(path: string): Promise<ApiResponse<unknown>> {
  const token = useSession.getState().token;
  return keepEarlyAnswer(api.url(path), token ? `Bearer ${token}` : undefined, () =>
    api.request({ url: path, early: true }),
  );
}
