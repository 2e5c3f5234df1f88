import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Changing it (the URL) clears a caught error. */
  resetKey: string;
  /** What shows instead of the children once they threw; `reset` renders them again. */
  fallback: (error: Error, reset: () => void) => ReactNode;
  /** Where the error is reported. */
  label: string;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** Catches what its children throw while rendering; the fallback stays where they were (the content area). */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { resetKey: props.resetKey, error: null } : null;
  }

  componentDidCatch(error: unknown) {
    console.error(`[shell] ${this.props.label} crashed:`, error);
  }

  private reset = () => this.setState({ error: null });

  render() {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
