import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary';
import { RouteError } from './RouteError';

/** A script that could not be fetched (webpack's ChunkLoadError): its release is gone or the network failed. Code
 * already running cannot take another release's scripts, so the way out is a reload. */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'ChunkLoadError' || /Loading chunk .* failed/.test(error.message));

/**
 * Around an area's routes: a page that throws (rendering, or in an effect) shows RouteError in its place, and the
 * next address renders afresh. A script that is gone is left to the shell, which offers the new version.
 */
export function RouteErrorBoundary({ children, home }: { children: ReactNode; home?: string }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      label="a page"
      resetKey={pathname}
      passUp={isChunkLoadError}
      fallback={(error) => <RouteError error={error} home={home} />}
    >
      {children}
    </ErrorBoundary>
  );
}
