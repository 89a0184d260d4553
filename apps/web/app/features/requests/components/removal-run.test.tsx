import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RequestRuns } from '@cleardocket/domain/removal/contract';
import { RemovalRun } from './removal-run';

function runs(verifiedAgainst: 'live' | 'description' | 'registry-page'): RequestRuns {
  return {
    runs: [
      {
        id: 'run1',
        removalRequestId: 'r1',
        playbookDomain: 'acxiom.com',
        playbookVersion: 1,
        state: 'needs-attention',
        stepIndex: 1,
        stepCount: 5,
        verifiedAgainst,
        failure: 'The page did not confirm the request.',
        failedStep: 1,
        route: null,
        createdAt: '2026-11-24T10:00:00Z',
        finishedAt: null,
      },
    ],
    steps: [],
    tasks: [],
  };
}

const show = (data: RequestRuns) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RemovalRun removalId="r1" site="Acxiom" runs={data} />
    </QueryClientProvider>,
  );

describe('the removal run panel', () => {
  it('tells the member a registry form is filled by reading its labels, and counts only the site’s own word', () => {
    show(runs('registry-page'));
    expect(screen.getByText(/fill it by reading its labels/)).toBeTruthy();
    expect(screen.getByText(/only when the site says it received the request/)).toBeTruthy();
    expect(screen.queryByText(/written from published descriptions/)).toBeNull();
  });

  it('keeps the description notice for described playbooks and says nothing for live-checked ones', () => {
    const { unmount } = show(runs('description'));
    expect(screen.getByText(/written from published descriptions/)).toBeTruthy();
    unmount();
    show(runs('live'));
    expect(screen.queryByText(/written from published descriptions|reading its labels/)).toBeNull();
  });
});
