import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RequestRuns } from '@cleardocket/domain/removal/contract';
import type { RemovalStatus } from '@cleardocket/domain/requests/status';
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

const show = (data: RequestRuns, removalStatus: RemovalStatus = 'not-started') =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RemovalRun removalId="r1" removalStatus={removalStatus} site="Acxiom" runs={data} />
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

  it('says "Needs attention" while the removal is open, and drops it and the open task once the removal is removed', () => {
    const data: RequestRuns = {
      ...runs('live'),
      tasks: [
        {
          id: 't1',
          runId: 'run1',
          removalRequestId: 'r1',
          assignee: 'member',
          kind: 'captcha',
          status: 'open',
          instructions: 'Solve the puzzle on the page.',
          pageUrl: null,
          stepIndex: 1,
          screenshotSha256: null,
          createdAt: '2026-11-24T10:05:00Z',
          doneAt: null,
        },
      ],
    };
    const { unmount } = show(data);
    expect(screen.getByText(/Needs attention/i)).toBeTruthy();
    expect(screen.getByText('Solve the puzzle on the page.')).toBeTruthy();
    unmount();
    show(data, 'removed');
    expect(screen.queryByText(/Needs attention/i)).toBeNull();
    expect(screen.queryByText(/our team has it/)).toBeNull();
    expect(screen.queryByText('Solve the puzzle on the page.')).toBeNull();
    expect(screen.getByText(/no longer needed — this request is removed/)).toBeTruthy();
  });

  it('lists each step in plain words with when it happened and its screenshot, never the runner’s technical detail', () => {
    const step = (index: number, kind: string, outcome: 'ok' | 'failed', detail: string | null) => ({
      id: `s${index}`,
      runId: 'run1',
      stepIndex: index,
      kind,
      outcome,
      detail,
      url: 'https://www.acxiom.com/optout',
      screenshotSha256: 'a'.repeat(64),
      finishedAt: `2026-11-24T10:0${index}:00Z`,
    });
    show({
      ...runs('live'),
      steps: [
        step(0, 'navigate', 'ok', null),
        step(1, 'click', 'failed', 'locator.click: Timeout 15000ms exceeded waiting for #submit'),
      ],
    });
    screen.getByText(/^Steps taken \(2 of 5\)/).click();
    expect(screen.getByText('1. Opened the site’s removal page')).toBeTruthy();
    expect(screen.getByText('2. Could not press a button on the form; our team takes it from here')).toBeTruthy();
    expect(screen.queryByText(/locator|Timeout|#submit/)).toBeNull();
    expect(screen.queryByText(/navigate|click —/)).toBeNull();
    const times = document.querySelectorAll('li time');
    expect([...times].map((time) => time.getAttribute('datetime'))).toEqual([
      '2026-11-24T10:00:00Z',
      '2026-11-24T10:01:00Z',
    ]);
    expect(screen.getAllByRole('link', { name: 'screenshot' }).map((link) => link.getAttribute('href'))).toEqual([
      `/api/removal-runner/screenshots/${'a'.repeat(64)}`,
      `/api/removal-runner/screenshots/${'a'.repeat(64)}`,
    ]);
  });
});
