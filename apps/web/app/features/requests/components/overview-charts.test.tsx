import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OverviewCharts } from './overview-charts';

const EMPTY = {
  findingsBySeverity: { unit: 'day' as const, points: [] },
  requestsByVerdict: [],
  removalProgress: { unit: 'day' as const, points: [] },
};

describe('OverviewCharts', () => {
  it('says "No data yet" for each chart with no rows, never a 0 %', () => {
    render(<OverviewCharts charts={EMPTY} />);
    expect(screen.getAllByText('No data yet')).toHaveLength(3);
    expect(screen.queryAllByRole('table')).toHaveLength(0);
    expect(document.body.textContent).not.toMatch(/\b0\s?%/);
  });

  it('states the numbers in words and in a table', () => {
    render(
      <OverviewCharts
        charts={{
          findingsBySeverity: {
            unit: 'week',
            points: [
              { start: '2026-11-16T00:00:00.000Z', high: 2, medium: 1, low: 0 },
              { start: '2026-11-23T00:00:00.000Z', high: 0, medium: 0, low: 3 },
            ],
          },
          requestsByVerdict: [
            { status: 'submitted', count: 2 },
            { status: 'removed', count: 1 },
          ],
          removalProgress: {
            unit: 'day',
            points: [
              { start: '2026-11-20T00:00:00.000Z', requested: 2, completed: 0 },
              { start: '2026-11-21T00:00:00.000Z', requested: 4, completed: 1 },
            ],
          },
        }}
      />,
    );
    expect(screen.getByText('6 findings from Week of Nov 16: 2 high, 1 medium and 3 low severity.')).toBeTruthy();
    expect(screen.getByText('3 removal requests: 2 submitted, 1 removed.')).toBeTruthy();
    expect(screen.getByText('4 requests made since Nov 20, 1 completed (25%).')).toBeTruthy();
    const findings = screen.getByRole('table', { name: 'Findings by severity' });
    const row = within(findings).getByRole('row', { name: /Week of Nov 23/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '0', '3']);
    expect(screen.queryByText('No data yet')).toBeNull();
  });
});
