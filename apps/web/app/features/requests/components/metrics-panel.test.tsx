import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MetricsPanel } from './metrics-panel';

const NOTHING_YET = {
  totalCases: 0,
  activeRequests: 0,
  completedRequests: 0,
  successRate: null,
  avgProcessingTime: null,
  pendingAlerts: 0,
  needsReview: 0,
  statistics: { contentRemovalProgress: null, positiveContentProgress: null, searchVisibility: null },
};

describe('MetricsPanel', () => {
  it('says there is no data yet instead of 85 %, 0 % or 0 days before anything is decided', () => {
    render(
      <MetricsPanel
        data={{ metrics: NOTHING_YET, lastUpdated: '2026-11-24T08:00:00.000Z' }}
        isLoading={false}
        isError={false}
        onRetry={vi.fn()}
      />,
    );
    expect(screen.getByTestId('metric-Success rate').textContent).toBe('No data yet');
    expect(screen.getByTestId('metric-Average processing time').textContent).toBe('No data yet');
    expect(screen.queryAllByRole('progressbar')).toHaveLength(0);
    expect(document.body.textContent).not.toMatch(/85%|0 days|\b0%/);
    expect(screen.queryByTestId('dashboard-attention')).toBeNull();
  });

  it('says how many results need the member to confirm instead of a bare "0 findings"', () => {
    render(
      <MetricsPanel
        data={{ metrics: { ...NOTHING_YET, needsReview: 3 }, lastUpdated: '2026-11-24T08:00:00.000Z' }}
        isLoading={false}
        isError={false}
        onRetry={vi.fn()}
      />,
    );
    expect(screen.getByTestId('dashboard-attention').textContent).toBe('3 results need you to confirm');
    expect(screen.getByTestId('metric-Need you to confirm').textContent).toBe('3');
  });
});
