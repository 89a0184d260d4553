import { describe, expect, it } from 'vitest';
import { MAX_OBSERVATIONS, addObservation, toMatchObservations } from './observations';
import type { Observation } from './observations';

const seen = (
  type: Observation['type'],
  term: string,
  title = 'Page',
  seenAt = '2026-11-01T00:00:00Z',
): Observation => ({
  title,
  snippet: '',
  type,
  term,
  seenAt,
});

describe('addObservation', () => {
  it('keeps every other scan’s view and replaces the same scan’s earlier one', () => {
    const earlier = [seen('name', 'Jane Doe', 'old'), seen('case', '2019-CR-1')];
    const next = addObservation(earlier, seen('name', 'jane doe', 'new', '2026-11-08T00:00:00Z'));
    expect(next.map((o) => `${o.type}:${o.title}`)).toEqual(['name:new', 'case:Page']);
  });

  it('keeps at most MAX_OBSERVATIONS, newest first', () => {
    let list: Observation[] = [];
    for (let i = 0; i < MAX_OBSERVATIONS + 3; i++) list = addObservation(list, seen('name', `Term ${i}`));
    expect(list).toHaveLength(MAX_OBSERVATIONS);
    expect(list[0]?.term).toBe(`Term ${MAX_OBSERVATIONS + 2}`);
  });

  it('gives the match decision each scan as the member’s own fact', () => {
    expect(toMatchObservations([seen('case', '2019-CR-1')], 'https://x.example/1')).toEqual([
      { title: 'Page', snippet: '', url: 'https://x.example/1', scan: { type: 'case', term: '2019-CR-1' } },
    ]);
  });
});
