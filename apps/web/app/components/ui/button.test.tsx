import { describe, expect, it } from 'vitest';
import { buttonClasses } from './button';

describe('buttonClasses', () => {
  it('lets a caller replace the variant colours instead of keeping both', () => {
    const classes = buttonClasses('primary', 'lg', 'bg-white text-brand-900').split(' ');
    expect(classes).toContain('bg-white');
    expect(classes).toContain('text-brand-900');
    expect(classes).not.toContain('bg-brand-700');
    expect(classes).not.toContain('text-white');
    expect(classes).toContain('text-lg');
  });

  it('keeps an outline button on a dark band transparent with white text', () => {
    const classes = buttonClasses('outline', 'lg', 'border-white bg-transparent text-white').split(' ');
    expect(classes).not.toContain('bg-white');
    expect(classes).not.toContain('text-ink-900');
    expect(classes).not.toContain('border-ink-300');
    expect(classes).toContain('border');
  });
});
