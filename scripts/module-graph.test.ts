import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { cruiseModules } from './module-graph-cruise';

/*
 * The lint's module-graph check (issue 29): dependency-cruiser with .dependency-cruiser.cjs, run on
 * scratch trees laid out like the server, each with a deliberate fault, and on the real tree.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const scratch: string[] = [];

/** A scratch repository whose server modules import what `imports` says (module → modules). */
function treeWith(imports: Record<string, string[]>): string {
  const base = mkdtempSync(join(tmpdir(), 'module-graph-'));
  scratch.push(base);
  for (const [name, targets] of Object.entries(imports)) {
    const file = join(base, 'apps/server/src/modules', name, 'service.ts');
    mkdirSync(dirname(file), { recursive: true });
    const lines = targets.map((target, index) => `import { value as v${index} } from '../${target}/service';`);
    const used = targets.map((_, index) => `v${index}`).join(' + ') || '0';
    writeFileSync(file, [...lines, `export const value: number = 1 + ${used};`, ''].join('\n'));
  }
  return base;
}

const rulesBroken = async (imports: Record<string, string[]>) =>
  (await cruiseModules(treeWith(imports))).violations.map((violation) => ({
    rule: violation.rule.name,
    from: violation.from.split('/')[4],
    to: violation.to.split('/')[4],
  }));

afterEach(() => {
  for (const base of scratch.splice(0)) rmSync(base, { recursive: true, force: true });
});

describe('the module graph check', () => {
  it('passes imports that go down the layers', async () => {
    expect(
      await rulesBroken({ search: ['protected-profiles'], 'protected-profiles': [], requests: ['search'] }),
    ).toEqual([]);
  });

  it('reports a cycle between two modules and the import that goes up', async () => {
    const broken = await rulesBroken({ search: ['requests'], requests: ['search'] });
    expect(broken).toContainEqual({ rule: 'layer-search', from: 'search', to: 'requests' });
    expect(broken.filter((violation) => violation.rule === 'no-module-cycle').length).toBeGreaterThan(0);
    expect(broken.some((violation) => violation.rule === 'layer-findings')).toBe(false);
  });

  it('reports an import between two modules of one layer', async () => {
    expect(await rulesBroken({ 'removal-runner': ['court-records'], 'court-records': [] })).toEqual([
      { rule: 'layer-casework', from: 'removal-runner', to: 'court-records' },
    ]);
    expect(await rulesBroken({ account: ['mcp'], mcp: [] })).toEqual([
      { rule: 'layer-surfaces', from: 'account', to: 'mcp' },
    ]);
  });

  it('reports a module that no layer names', async () => {
    expect(await rulesBroken({ 'new-feature': ['search'], search: [] })).toEqual([
      { rule: 'module-without-layer', from: 'new-feature', to: 'search' },
    ]);
  });

  it('finds the server as it is a line, not a knot', { timeout: 120_000 }, async () => {
    const graph = await cruiseModules(ROOT);
    expect(graph.violations).toEqual([]);
    expect(graph.edges.length).toBeGreaterThan(20);
  });
});
