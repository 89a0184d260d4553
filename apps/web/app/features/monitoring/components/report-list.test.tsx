import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportList, monthLabel } from './report-list';

const REPORT = {
  id: '0b7f3c52-2f4e-4b8e-9a53-6a3c1e7d9f10',
  month: '2026-11',
  createdAt: '2026-12-01T07:00:00.000Z',
  emailedAt: '2026-12-01T07:00:05.000Z',
  pdfSize: 4200,
  newFindings: 2,
  removed: 1,
  relisted: 0,
  summary: ['New findings: 2 (last month 1) — 2 high, 0 medium, 0 low.', 'No removal requests yet.'],
};

describe('ReportList', () => {
  it('lists each month with its figures in words and a download link to its PDF', () => {
    render(<ReportList reports={[REPORT, { ...REPORT, id: 'b', month: '2026-10', emailedAt: null }]} />);
    const items = within(screen.getByRole('list', { name: 'Monthly reports' })).getAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'November 2026',
      'October 2026',
    ]);
    expect(screen.getAllByText('New findings: 2 (last month 1) — 2 high, 0 medium, 0 low.')).toHaveLength(2);
    const link = screen.getByRole('link', { name: 'Download the November 2026 report (PDF, 4 KB)' });
    expect(link.getAttribute('href')).toBe(`/api/monitoring/reports/${REPORT.id}/pdf`);
    expect(within(items[1] as HTMLElement).getByText(/not emailed/)).toBeTruthy();
  });

  it('says when the first report comes while there is none', () => {
    render(<ReportList reports={[]} />);
    expect(screen.getByText(/On the first day of each month we write the report of the month before/)).toBeTruthy();
  });

  it('offers this month’s report now, with or without monthly reports', () => {
    render(<ReportList reports={[]} />);
    const link = screen.getByRole('link', { name: 'Get my report now' });
    expect(link.getAttribute('href')).toBe('/api/monitoring/reports/now/pdf');
  });

  it('names months in UTC whatever the reader’s zone', () => {
    expect(monthLabel('2026-01')).toBe('January 2026');
  });
});
