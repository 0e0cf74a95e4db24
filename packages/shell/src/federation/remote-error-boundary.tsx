import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface RemoteErrorBoundaryProps {
  children: ReactNode;
  /** Changing it clears a caught error (a retry, or a navigation to another path). */
  resetKey: unknown;
  fallback: (error: unknown) => ReactNode;
}

interface State {
  error: unknown;
  hasError: boolean;
}

/** Keeps a failing remote inside its own area: header and sidebar live outside this boundary. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidUpdate(previous: RemoteErrorBoundaryProps): void {
    if (this.state.hasError && !Object.is(previous.resetKey, this.props.resetKey)) {
      this.setState({ error: null, hasError: false });
    }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // The area shows the short reason; the console keeps the whole story for whoever debugs it.
    console.error('[shell] remote area failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.hasError ? this.props.fallback(this.state.error) : this.props.children;
  }
}
