import type { ErrorReportInput } from '@cleardocket/domain/error-reports/contract';
import type { ErrorCategory, ErrorSeverity } from '@cleardocket/domain/errors/catalogue';

/**
 * Sends an error to the server's error reports (spec §8: the Application Error screen reports).
 * Fire and forget: reporting must never raise an error of its own.
 */
export function reportError(error: unknown, category: ErrorCategory, severity: ErrorSeverity = 'high'): void {
  if (typeof window === 'undefined') return;
  const message = error instanceof Error ? error.message || error.name : String(error);
  const report: ErrorReportInput = {
    message: message.slice(0, 2000) || 'Unknown error',
    category,
    severity,
    path: window.location.pathname,
  };
  const body = JSON.stringify(report);
  try {
    void fetch('/api/error-reports', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Nothing more to do: the person already sees the error screen.
  }
}
