import { describe, expect, it } from 'vitest';
import { BrowserPool } from '../src/lib/browser/chromium';

describe('the removal runner browser', () => {
  it('never starts in a web-only process (issue 19)', async () => {
    let looked = false;
    const pool = new BrowserPool(() => {
      looked = true;
      return '/nonexistent/chromium';
    }, false);
    await expect(pool.launch()).rejects.toThrow('The browser runs only in worker processes');
    expect(looked).toBe(false);
  });
});
