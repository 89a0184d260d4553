import { describe, expect, it } from 'vitest';
import type { PublicResults } from '@cleardocket/domain/requests/contract';
import { attachRemovalResults } from './removal-results-behaviour';

function page(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML =
    '<p data-results-status role="status">Loading…</p><table hidden><tbody data-results-body></tbody></table>';
  document.body.replaceChildren(root);
  return root;
}

const figures = (overrides: Partial<PublicResults['overall']>): PublicResults['overall'] => ({
  group: 'all',
  label: 'All removal requests',
  decided: 0,
  removed: 0,
  rate: null,
  medianDaysToRemoval: null,
  ...overrides,
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('measured results on the coverage page', () => {
  it('writes each group’s rate and median days, and says where there are too few verdicts', async () => {
    const root = page();
    attachRemovalResults(root, async () => ({
      overall: figures({ decided: 12, removed: 9, rate: 75, medianDaysToRemoval: 8.5 }),
      groups: [
        figures({
          group: 'people-search',
          label: 'People-search sites',
          decided: 10,
          removed: 8,
          rate: 80,
          medianDaysToRemoval: 7,
        }),
        figures({ group: 'mugshots', label: 'Mugshot sites', decided: 2, removed: 1 }),
      ],
      minDecided: 5,
      computedAt: '2026-11-24T10:00:00Z',
    }));
    await settle();
    const rows = [...root.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['All removal requests', '75 %', '8.5 days', '9', '12'],
      ['People-search sites', '80 %', '7 days', '8', '10'],
      ['Mugshot sites', 'Not enough verdicts yet (fewer than 5)', '—', '1', '2'],
    ]);
    expect(root.querySelector('table')?.hasAttribute('hidden')).toBe(false);
    expect(root.querySelector('[data-results-status]')?.textContent).toMatch(/from 12 verdicts\.$/);
  });

  it('says there is nothing yet before any verdict, and says so plainly when the figures fail to load', async () => {
    const empty = page();
    attachRemovalResults(empty, async () => ({
      overall: figures({}),
      groups: [],
      minDecided: 5,
      computedAt: '2026-11-24T10:00:00Z',
    }));
    await settle();
    expect(empty.querySelector('[data-results-status]')?.textContent).toBe(
      'No removal request has a verdict yet: the figures appear as sites answer.',
    );
    const failing = page();
    attachRemovalResults(failing, async () => {
      throw new Error('offline');
    });
    await settle();
    expect(failing.querySelector('[data-results-status]')?.textContent).toBe(
      'The figures could not be loaded just now. Please try again later.',
    );
    expect(failing.querySelector('table')?.hasAttribute('hidden')).toBe(true);
  });
});
