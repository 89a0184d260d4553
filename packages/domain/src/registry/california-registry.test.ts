import { describe, expect, it } from 'vitest';
import { CALIFORNIA_REGISTRY } from './california-registry';

describe("California's data broker registry", () => {
  it('has every broker of The Markup copy, each with its registry URL and a unique id', () => {
    expect(CALIFORNIA_REGISTRY).toHaveLength(499);
    expect(new Set(CALIFORNIA_REGISTRY.map((broker) => broker.id)).size).toBe(499);
    for (const broker of CALIFORNIA_REGISTRY) expect(broker.registryUrl).toMatch(/^https?:\/\//);
  });

  it('keeps the registry flags as the brokers reported them', () => {
    const count = (flag: 'minors' | 'location' | 'reproductiveHealth') =>
      CALIFORNIA_REGISTRY.filter((broker) => broker.flags[flag]).length;
    expect([count('minors'), count('location'), count('reproductiveHealth')]).toEqual([16, 80, 10]);
  });

  it('names no page for a broker whose page did not answer', () => {
    const silent = CALIFORNIA_REGISTRY.filter((broker) => !broker.answered);
    expect(silent).toHaveLength(5);
    expect(silent.every((broker) => broker.requestUrl === null)).toBe(true);
  });
});
