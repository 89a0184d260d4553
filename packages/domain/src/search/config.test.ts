import { describe, expect, it } from 'vitest';
import { isValidSearchConfig } from './config';
import { addRecentSearch, recentFromHistory } from './recent';
import type { RecentSearch } from './recent';

describe('search API configuration validity (spec §5)', () => {
  it.each([
    ['AIzaSyA1b2C3d4E5f6', '0123456789abc', true],
    ['AIzaSyA1b2', '0123456789abc', false],
    ['AIzaSyA1b2C', '0123456789', true],
    ['AIzaSyA1b2C3d4E5f6', '012345678', false],
    ['AIzaSyA1b2C3d4E5f6', 'google', false],
    ['AIzaSyA1b2C3d4E5f6', 'GOOGLE', false],
    ['test-key-1234567890', '0123456789abc', false],
    ['AIzaSyA1b2C3d4E5f6', 'placeholder-cx-id', false],
    ['your-api-key-here', '0123456789abc', false],
    [undefined, '0123456789abc', false],
    ['AIzaSyA1b2C3d4E5f6', undefined, false],
  ])('key %s, cx %s → %s', (key, cx, valid) => {
    expect(isValidSearchConfig(key, cx)).toBe(valid);
  });
});

describe('recent searches (spec §9)', () => {
  it('puts the newest first, drops a repeat of term and type, keeps 10', () => {
    let list: RecentSearch[] = [];
    for (let i = 0; i < 12; i++) list = addRecentSearch(list, { term: `t${i}`, type: 'name' });
    expect(list).toHaveLength(10);
    expect(list[0]).toEqual({ term: 't11', type: 'name' });
    list = addRecentSearch(list, { term: 'T5', type: 'name' });
    expect(list[0]).toEqual({ term: 'T5', type: 'name' });
    expect(list.filter((item) => item.term.toLowerCase() === 't5')).toHaveLength(1);
    list = addRecentSearch(list, { term: 'T5', type: 'email' });
    expect(list.slice(0, 2).map((item) => item.type)).toEqual(['email', 'name']);
  });

  it('builds the list from history newest first', () => {
    const history: RecentSearch[] = [
      { term: 'b', type: 'name' },
      { term: 'a', type: 'name' },
      { term: 'B', type: 'name' },
    ];
    expect(recentFromHistory(history)).toEqual([
      { term: 'b', type: 'name' },
      { term: 'a', type: 'name' },
    ]);
  });
});
