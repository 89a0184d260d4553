import { describe, expect, it } from 'vitest';
import { appearanceStatus, goneEverywhere } from './appearance';

describe('where a case stands on a page', () => {
  it('is online until a removal is asked', () => {
    expect(appearanceStatus([])).toBe('online');
  });

  it('is in progress while the site’s removal is open, whatever Google did', () => {
    expect(
      appearanceStatus([
        { method: 'court-order', status: 'submitted' },
        { method: 'google', status: 'removed' },
      ]),
    ).toBe('removal_in_progress');
  });

  it('is removed once the site’s removal is verified removed or the page is gone', () => {
    expect(appearanceStatus([{ method: 'email', status: 'removed' }])).toBe('removed');
    expect(appearanceStatus([{ method: 'court-order', status: 'not-found' }])).toBe('removed');
  });

  it('is not removed when every request closed without it', () => {
    expect(appearanceStatus([{ method: 'court-order', status: 'rejected' }])).toBe('not_removed');
  });

  it('says gone everywhere only for a case with pages, all removed', () => {
    expect(goneEverywhere([])).toBe(false);
    expect(goneEverywhere(['removed', 'removed'])).toBe(true);
    expect(goneEverywhere(['removed', 'online'])).toBe(false);
  });
});
