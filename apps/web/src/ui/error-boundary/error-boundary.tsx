import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  fallback(reset: () => void, error: unknown): ReactNode;
  /** Called by `reset` before rendering the children again (e.g. to reset failed queries). */
  onReset?(): void;
  children: ReactNode;
}

/** Catches a render or suspense-query error of one part of a page so the rest stays usable. */
export class ErrorBoundary extends Component<
  ErrorBoundaryProps,
  { error: unknown; failed: boolean }
> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  private readonly reset = () => {
    this.props.onReset?.();
    this.setState({ error: null, failed: false });
  };

  override render() {
    return this.state.failed
      ? this.props.fallback(this.reset, this.state.error)
      : this.props.children;
  }
}
