import { describe, expect, it } from 'vitest';
import { DEVELOPER_PAGES, isDeveloperPath } from './pages';

describe('developer pages', () => {
  it('lists every developer route of spec §2 and the outbox', () => {
    const listed = DEVELOPER_PAGES.map((page) => page.path).sort();
    expect(listed).toEqual(
      [
        '/examples',
        '/feature-demo',
        '/feature-modules-demo',
        '/form-example',
        '/performance-example',
        '/redux-example',
        '/secret-management-demo',
        '/toast-example',
        '/dev',
        '/dev/test-search',
        '/dev/test-pwa',
        '/dev/test-mcp',
        '/dev/test-mcp-debug',
        '/dev/test-signup',
        '/dev/test-enhanced-search',
        '/dev/test-analytics',
        '/dev/outbox',
      ].sort(),
    );
  });

  it('treats every path under /dev/ as a developer page, listed or not', () => {
    expect(isDeveloperPath('/dev/anything-new')).toBe(true);
    expect(isDeveloperPath('/toast-example')).toBe(true);
  });

  it('leaves the product pages alone', () => {
    for (const path of ['/', '/pricing', '/devices', '/developer', '/dashboard', '/examples-of-work']) {
      expect(isDeveloperPath(path)).toBe(false);
    }
  });
});
