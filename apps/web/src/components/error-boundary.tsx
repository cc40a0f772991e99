import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from './error-panel.tsx';

type Props = { children: ReactNode; resetKey?: string };
type State = { error: Error | null; resetKey?: string };

/** Catches render errors below it and shows the error panel; resets when `resetKey` changes. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  // Navigating away from a broken page should show the next page, not the old error.
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page crashed', error, info.componentStack);
  }

  private readonly reset = () => this.setState({ error: null });

  override render() {
    if (this.state.error) return <ErrorPanel onRetry={this.reset} />;
    return this.props.children;
  }
}
