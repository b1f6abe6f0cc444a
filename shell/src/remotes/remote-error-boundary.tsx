import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteKey } from '@eoffering/shared';
import { RemoteFailure } from './remote-failure';

interface Props {
  remote: RemoteKey;
  /** A change (the route) clears a caught error: another page of the remote may work. */
  resetKey: string;
  /** Reports the crash beyond the console (docs/deploying-a-remote.md). */
  onCrash?: (remote: RemoteKey, error: Error) => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/**
 * docs/architecture.md: a remote that throws while rendering loses its own area only; header, menu
 * and footer stay. The cause is logged; retry renders the remote again.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(
      `[eoffering shell] remote ${this.props.remote} failed while rendering`,
      error,
      info.componentStack,
    );
    this.props.onCrash?.(this.props.remote, error);
  }

  override render() {
    if (this.state.error) {
      return <RemoteFailure reason="unavailable" onRetry={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}
