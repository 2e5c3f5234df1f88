import { Component, type ReactNode } from 'react';
import { isChunkLoadError, NewVersionNotice } from './NewVersionNotice';
import { RemoteUnavailable } from './RemoteUnavailable';

export const RENDER_ERROR_TITLE = 'Unexpected Application Error!';

interface Props {
  children: ReactNode;
  /** Changing it (the URL) clears a caught error. */
  resetKey: string;
  onRetry: () => void;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** Catches a remote that throws while rendering; the fallback stays inside the content area. */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { resetKey: props.resetKey, error: null } : null;
  }

  componentDidCatch(error: unknown) {
    console.error('[shell] a remote section crashed:', error);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  render() {
    if (this.state.error && isChunkLoadError(this.state.error)) return <NewVersionNotice blocking />;
    if (this.state.error)
      return <RemoteUnavailable heading={RENDER_ERROR_TITLE} error={this.state.error.message} onRetry={this.retry} />;
    return this.props.children;
  }
}
