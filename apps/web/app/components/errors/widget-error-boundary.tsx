import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { reportError } from '~/lib/report-error';
import { ErrorFallback } from './error-fallback';

export type WidgetErrorBoundaryProps = { children: ReactNode };
type State = { error: unknown; hasError: boolean };

/** Keeps one broken widget from taking its page down; 'Try again' re-renders it. */
export class WidgetErrorBoundary extends Component<WidgetErrorBoundaryProps, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    reportError(error, 'ui', 'medium');
  }

  override render() {
    if (this.state.hasError) {
      return (
        <ErrorFallback
          compact
          error={this.state.error}
          onRetry={() => this.setState({ error: null, hasError: false })}
        />
      );
    }
    return this.props.children;
  }
}
