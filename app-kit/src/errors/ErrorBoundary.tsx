import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logFailure } from './release';

interface Props {
  children: ReactNode;
  /** Changing it (the address) clears a caught error. */
  resetKey: string;
  /** What shows instead of the children once they threw; `reset` renders them again. */
  fallback: (error: Error, reset: () => void) => ReactNode;
  /** What failed, in the log ("a page", "the navbar"). */
  label: string;
  /** Errors this boundary leaves to the one above it (a section's script that is gone: the shell offers a reload). */
  passUp?: (error: Error) => boolean;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** Catches what its children throw while rendering or in their effects; the fallback stays where they were. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { resetKey: props.resetKey, error: null } : null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (this.state.error && this.props.passUp?.(this.state.error)) return;
    logFailure(this.props.label, error, info.componentStack);
  }

  private reset = () => this.setState({ error: null });

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.passUp?.(error)) throw error;
    return this.props.fallback(error, this.reset);
  }
}
