import styled from 'styled-components';
import { Button, Card } from 'shared-ui';

const Box = styled(Card)`
  max-width: 560px;
  margin: 3rem auto;
  text-align: center;
  h2 { margin-top: 0; }
  pre {
    white-space: pre-wrap;
    text-align: left;
    font-size: 0.85rem;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    padding: 0.75rem;
    border-radius: 6px;
  }
`;

export const UNAVAILABLE_TITLE = 'This section is temporarily unavailable';

/** The fallback in the content area for a remote that cannot be loaded or has crashed. */
export function RemoteUnavailable({
  onRetry,
  error,
  heading,
}: {
  onRetry?: () => void;
  error?: string;
  heading?: string;
}) {
  return (
    <Box role="alert">
      {heading && <h2>{heading}</h2>}
      {heading ? <p>{UNAVAILABLE_TITLE}</p> : <h2>{UNAVAILABLE_TITLE}</h2>}
      {error ? (
        <pre>{error}</pre>
      ) : (
        <p>
          We could not load this part of Hostel Hub. The rest of the site still works; please try again in a moment.
        </p>
      )}
      {onRetry && (
        <Button type="button" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Box>
  );
}
