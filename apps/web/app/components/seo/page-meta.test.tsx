import { describe, expect, it } from 'vitest';
import { formatTitle, serializeJsonLd } from './page-meta';

describe('page metadata', () => {
  it('adds the product name after a separator', () => {
    expect(formatTitle('Pricing')).toBe('Pricing | ClearDocket');
    expect(formatTitle('ClearDocket')).toBe('ClearDocket');
  });

  it('escapes < so structured data cannot end its script element', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('<');
  });
});
