import { Button } from './Button';
import { Banner } from './Surface';

/** A failed load: the message in a red box and a Retry button. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Banner tone="error">
      <p style={{ margin: onRetry ? '0 0 0.6rem' : 0 }}>{message}</p>
      {onRetry && (
        <Button type="button" $size="sm" $variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Banner>
  );
}
