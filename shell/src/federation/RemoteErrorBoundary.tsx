import type { ReactNode } from 'react';
import { ErrorBoundary, isChunkLoadError } from 'app-kit';
import { NewVersionNotice } from './NewVersionNotice';
import { RemoteUnavailable } from './RemoteUnavailable';

export const RENDER_ERROR_TITLE = 'Unexpected Application Error!';

/** Catches a remote that throws while rendering; the fallback stays inside the content area. `resetKey` (the URL):
 * changing it clears a caught error. `onRetry`: called when the visitor asks to try again. */
export function RemoteErrorBoundary({
  children,
  resetKey,
  onRetry,
}: {
  children: ReactNode;
  resetKey: string;
  onRetry: () => void;
}) {
  return (
    <ErrorBoundary
      label="a remote section"
      resetKey={resetKey}
      fallback={(error, reset) =>
        isChunkLoadError(error) ? (
          <NewVersionNotice blocking />
        ) : (
          <RemoteUnavailable
            heading={RENDER_ERROR_TITLE}
            error={error.message}
            onRetry={() => {
              reset();
              onRetry();
            }}
          />
        )
      }
    >
      {children}
    </ErrorBoundary>
  );
}
