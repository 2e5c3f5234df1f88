import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from 'shared-ui';
import { loadRemoteModule, resetRemote, type RemoteModule } from './remotes';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';

type LoadState = { status: 'loading' } | { status: 'ready'; mod: RemoteModule } | { status: 'failed' };

/** Renders an exposed remote module in the content area, with a fallback and Retry when it fails. */
export function RemoteRoute({ module: id }: { module: string }) {
  const location = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let alive = true;
    setState({ status: 'loading' });
    loadRemoteModule(id).then(
      (mod) => alive && setState({ status: 'ready', mod }),
      (error: unknown) => {
        console.error(`[shell] ${id} failed:`, error);
        if (alive) setState({ status: 'failed' });
      },
    );
    return () => {
      alive = false;
    };
  }, [id, attempt]);

  const retry = useCallback(() => {
    resetRemote(id);
    setAttempt((n) => n + 1);
  }, [id]);

  if (state.status === 'loading') return <Spinner label="Loading this section..." />;
  if (state.status === 'failed') return <RemoteUnavailable onRetry={retry} />;
  const Section = state.mod.default;
  if (state.mod.remoteLoadError) return <Section onRetry={retry} />;
  return (
    <RemoteErrorBoundary resetKey={location.pathname} onRetry={retry}>
      <Section />
    </RemoteErrorBoundary>
  );
}
