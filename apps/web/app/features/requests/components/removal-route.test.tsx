import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RequestRuns, Run, RunTask } from '@cleardocket/domain/removal/contract';
import type { Removal } from '@cleardocket/domain/requests/contract';
import { RemovalRoute } from './removal-route';

function removal(overrides: Partial<Removal> = {}): Removal {
  return {
    id: 'r1',
    takedownRequestId: 't1',
    reference: 'REM-000001',
    url: 'https://broker.example/p/1',
    domain: 'broker.example',
    siteName: null,
    category: 'data-broker',
    method: 'web-form',
    status: 'not-started',
    optOutUrl: null,
    optOutEmail: null,
    googleRoute: null,
    submittedAt: null,
    acknowledgeBy: null,
    respondBy: null,
    decidedAt: null,
    authorisedAt: null,
    emailSentAt: null,
    lastCheckedAt: null,
    checkProblem: null,
    nextCheckAt: null,
    operatorCheckAt: null,
    relistedAt: null,
    relistedFromId: null,
    createdAt: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

const run = (overrides: Partial<Run>): Run => ({
  id: 'run1',
  removalRequestId: 'r1',
  playbookDomain: 'broker.example',
  playbookVersion: 1,
  state: 'submitted',
  stepIndex: 3,
  stepCount: 3,
  verifiedAgainst: 'registry-page',
  failure: null,
  failedStep: null,
  route: null,
  createdAt: '2026-11-24T10:00:00Z',
  finishedAt: null,
  ...overrides,
});

const task = (kind: RunTask['kind'], assignee: RunTask['assignee']): RunTask => ({
  id: 'task1',
  runId: 'run1',
  removalRequestId: 'r1',
  assignee,
  kind,
  status: 'open',
  instructions: 'Solve the check.',
  pageUrl: null,
  stepIndex: 1,
  screenshotSha256: null,
  createdAt: '2026-11-24T10:01:00Z',
  doneAt: null,
});

const runs = (one: Run, tasks: RunTask[] = []): RequestRuns => ({ runs: [one], steps: [], tasks });
const route = () => screen.getByText('Route:').parentElement?.textContent;

describe('the removal’s route', () => {
  it('says a filed form went through the site’s privacy portal', () => {
    render(
      <RemovalRoute
        removal={removal()}
        runs={runs(run({ route: 'sent through the site’s privacy portal (OneTrust)' }))}
      />,
    );
    expect(route()).toBe('Route: Sent through the site’s privacy portal (OneTrust).');
  });

  it('says a letter was written to the address, when, and until when the law gives them', () => {
    render(
      <RemovalRoute
        removal={removal({
          method: 'email',
          optOutEmail: 'privacy@broker.example',
          emailSentAt: '2026-12-03T12:00:00Z',
          respondBy: '2027-01-17T12:00:00Z',
        })}
        runs={undefined}
      />,
    );
    expect(route()).toBe('Route: Written to privacy@broker.example on 3 Dec; the law gives them until 17 Jan.');
  });

  it('says the run waits for the member because the site asks for a CAPTCHA', () => {
    render(
      <RemovalRoute
        removal={removal()}
        runs={runs(run({ state: 'waiting-for-person' }), [task('captcha', 'member')])}
      />,
    );
    expect(route()).toBe('Route: Waiting for you: the site asks for a CAPTCHA.');
  });

  it('says a DRP request went by the protocol, and shows nothing before any route was taken', () => {
    const { unmount } = render(
      <RemovalRoute
        removal={removal()}
        runs={runs(
          run({ state: 'rerouted', route: 'sent through the Data Rights Protocol, signed by us as your agent' }),
        )}
      />,
    );
    expect(route()).toBe('Route: Sent through the Data Rights Protocol, signed by us as your agent.');
    unmount();
    render(<RemovalRoute removal={removal()} runs={undefined} />);
    expect(screen.queryByText('Route:')).toBeNull();
  });
});
