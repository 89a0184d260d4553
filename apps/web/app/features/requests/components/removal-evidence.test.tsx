import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Evidence, Removal } from '@cleardocket/domain/requests/contract';
import { RemovalEvidence } from './removal-evidence';

const HASH = (char: string) => char.repeat(64);

function removal(overrides: Partial<Removal> = {}): Removal {
  return {
    id: 'r1',
    takedownRequestId: 't1',
    reference: 'REM-000001',
    url: 'https://people.example/p/1',
    domain: 'people.example',
    siteName: null,
    category: null,
    method: 'web-form',
    status: 'submitted',
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

function evidence(overrides: Partial<Evidence>): Evidence {
  return {
    id: 'e1',
    removalRequestId: 'r1',
    kind: 'snapshot',
    outcome: 'captured',
    reason: null,
    url: 'https://people.example/p/1',
    finalUrl: 'https://people.example/p/1',
    httpStatus: 200,
    excerpt: 'Jane Doe, Springfield IL',
    sha256: HASH('a'),
    screenshotSha256: HASH('b'),
    screenshotAt: '2026-11-01T10:00:01Z',
    detail: null,
    fetchedAt: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

describe('before and after evidence', () => {
  it('shows the saved page beside the latest check, each screenshot and text with its hash', () => {
    render(
      <RemovalEvidence
        removal={removal({ status: 'removed' })}
        evidence={[
          evidence({}),
          evidence({
            id: 'e2',
            kind: 'verification',
            outcome: 'removed',
            httpStatus: 404,
            excerpt: 'Page not found',
            sha256: HASH('c'),
            screenshotSha256: HASH('d'),
            detail: 'The page answers 404 (not found).',
          }),
        ]}
      />,
    );
    const before = screen.getByRole('article', { name: 'Before: Page saved' });
    const after = screen.getByRole('article', { name: 'After: Removed' });
    expect(within(before).getByRole('img').getAttribute('src')).toBe('/api/requests/evidence/e1/screenshot');
    expect(within(before).getByText(new RegExp(`Screenshot SHA-256 ${HASH('b')}`))).toBeTruthy();
    expect(within(before).getByText(new RegExp(`Text SHA-256 ${HASH('a')}`))).toBeTruthy();
    // The page text scrolls: a named region the keyboard can reach (axe: scrollable-region-focusable).
    const text = within(before).getByRole('region', { name: 'Page text, before' });
    expect(text.textContent).toBe('Jane Doe, Springfield IL');
    expect(text.getAttribute('tabindex')).toBe('0');
    expect(within(after).getByText(/HTTP 404/)).toBeTruthy();
    expect(within(after).getByText(new RegExp(`Screenshot SHA-256 ${HASH('d')}`))).toBeTruthy();
    expect(screen.queryByText('We could not check this page yet')).toBeNull();
  });

  it('says plainly when the page could not be checked, and what happens next', () => {
    render(
      <RemovalEvidence
        removal={removal({ checkProblem: 'challenge', nextCheckAt: '2026-11-01T11:00:00Z' })}
        evidence={[
          evidence({}),
          evidence({
            id: 'e2',
            kind: 'verification',
            outcome: 'could-not-check',
            reason: 'challenge',
            screenshotSha256: HASH('e'),
            detail: 'The site showed a bot check instead of the page.',
          }),
        ]}
      />,
    );
    const status = screen.getByRole('status');
    expect(within(status).getByText('We could not check this page yet')).toBeTruthy();
    expect(within(status).getByText('The site showed a bot check instead of the page.')).toBeTruthy();
    expect(within(status).getByText(/We will try again around/)).toBeTruthy();
    expect(screen.queryByText('Removed')).toBeNull();
  });

  it('tells the member a person has it once the retries ran out', () => {
    render(
      <RemovalEvidence
        removal={removal({ checkProblem: 'captcha', operatorCheckAt: '2026-11-02T10:00:00Z' })}
        evidence={[evidence({ id: 'e3', kind: 'verification', outcome: 'could-not-check', reason: 'captcha' })]}
      />,
    );
    expect(screen.getByText(/Our team will look at it by hand/)).toBeTruthy();
  });

  it('lists a note from the team once, apart from the checks of the page', () => {
    render(
      <RemovalEvidence
        removal={removal()}
        evidence={[
          evidence({}),
          evidence({ id: 'e4', kind: 'operator-note', outcome: 'noted', detail: 'Confirmation email received' }),
        ]}
      />,
    );
    expect(screen.getAllByText('Confirmation email received')).toHaveLength(1);
    expect(screen.getByText('Every check (1)')).toBeTruthy();
  });
});
