import { startTransition, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from 'shared-auth';
import { Spinner } from 'shared-ui';
import {
  ensureCurrentRelease,
  hasNewerRelease,
  loadedModule,
  loadSection,
  refreshDeployment,
  remoteNameOf,
  subscribeToReleases,
  type SectionLoad,
} from './remotes';
import { NewVersionNotice } from './NewVersionNotice';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';
import { startAreaData } from './startAreaData';

type LoadState = { status: 'loading' } | SectionLoad;

/** Whether this tab has shown a section already (an area's first step reads the deployment again, the tab's first
 * section does not). */
let sectionShownBefore = false;

function readyState(id: string): Extract<LoadState, { status: 'ready' }> | null {
  const mod = loadedModule(id);
  return mod ? { status: 'ready', mod } : null;
}

/** Renders an exposed remote module in the content area, with a fallback and Retry when it fails, and a
 * polite notice when a newer release of the section went live while this tab was open. */
export function RemoteRoute({ module: id }: { module: string }) {
  const location = useLocation();
  const name = remoteNameOf(id);
  const [attempt, setAttempt] = useState(0);
  // A module this tab has loaded already is rendered at once: no spinner between two views of the same section, and a
  // prerendered section is rendered over whole (the shell loads its module before its first render: bootstrap.tsx).
  const [state, setState] = useState<LoadState>(() => readyState(id) ?? { status: 'loading' });
  const newerLive = useSyncExternalStore(
    subscribeToReleases,
    () => hasNewerRelease(name),
    () => false, // the server's render, and the browser's hydration of it
  );
  const pathname = useRef(location.pathname);
  pathname.current = location.pathname;

  // Entering the area from another page: the screen's data is asked for now, in parallel with its code, not after
  // it (on the first page of a visit the shell asked already, before its first render: bootstrap.tsx).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on entering; the screen asks for itself later.
  useEffect(() => {
    if (readyState(id)) return; // rendered now: the screen asks for itself
    startAreaData(location.pathname, location.search, useSession.getState().user?.role);
  }, []);

  // `attempt` is the Retry trigger: a new attempt loads again, even a module loaded before.
  useEffect(() => {
    let alive = true;
    const known = attempt === 0 ? readyState(id) : null;
    if (known) {
      setState((current) => (current.status === 'ready' && current.mod === known.mod ? current : known));
      void ensureCurrentRelease(); // it runs already: a newer release is only noted (unless just read)
      return;
    }
    setState({ status: 'loading' });
    // The section's first render is a transition: React renders it in the background, yielding to the browser, with the
    // spinner on screen until it is whole, instead of one long task. It waits for the code of the page the address
    // needs too (the module's `preparePage`), so the section does not show a second spinner of its own.
    void loadSection(id)
      .then(async (result) => {
        if (result.status === 'ready') await result.mod.preparePage?.(pathname.current).catch(() => undefined);
        return result;
      })
      .then((result) => alive && startTransition(() => setState(result)));
    return () => {
      alive = false;
    };
  }, [id, attempt]);

  // Each step into or inside an area asks whether its team released since (a tiny no-cache request); not the tab's
  // first section, whose deployment the shell has just read.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step, so the path is the trigger.
  useEffect(() => {
    if (!sectionShownBefore) {
      sectionShownBefore = true;
      return;
    }
    void refreshDeployment();
  }, [location.pathname]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (state.status === 'loading') return <Spinner label="Loading this section..." />;
  if (state.status === 'stale') return <NewVersionNotice blocking />;
  if (state.status === 'failed') return <RemoteUnavailable onRetry={retry} />;
  const Section = state.mod.default;
  return (
    <>
      {newerLive && <NewVersionNotice />}
      <RemoteErrorBoundary resetKey={location.pathname} onRetry={retry}>
        <Section />
      </RemoteErrorBoundary>
    </>
  );
}
