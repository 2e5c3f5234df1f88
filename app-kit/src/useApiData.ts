import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { serverMessage } from 'shared-auth';

export type ApiData<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: string }
  | { status: 'ready'; data: T; error?: undefined };

/**
 * Loads data for a screen: loading, then ready or an error message (the server's, else `fallback`).
 * `reload` fetches again; `setData` updates the loaded value after a local change.
 */
export function useApiData<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  fallback = 'Something went wrong. Please try again.',
) {
  const [state, setState] = useState<ApiData<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps and the reload counter are the triggers.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadRef.current(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (error: unknown) =>
        !controller.signal.aborted && setState({ status: 'error', error: serverMessage(error, fallback) }),
    );
    return () => controller.abort();
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback(
    (update: (data: T) => T) => setState((s) => (s.status === 'ready' ? { status: 'ready', data: update(s.data) } : s)),
    [],
  );
  return { ...state, reload, setData };
}
