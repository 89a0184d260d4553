import { createRequire } from 'node:module';
import { cruise } from 'dependency-cruiser';
import type { ICruiseOptions, IViolation } from 'dependency-cruiser';

const require = createRequire(import.meta.url);

type Layer = { name: string; why: string; modules: string[] };

/** The layers and the rules `npm run lint` checks (scripts/module-layers.cjs, .dependency-cruiser.cjs). */
const layers = require('./module-layers.cjs') as { LAYERS: Layer[]; MODULES_ROOT: string };
export const { LAYERS } = layers;
const { MODULES_ROOT } = layers;
const config = require('../.dependency-cruiser.cjs') as Pick<ICruiseOptions, 'ruleSet'> & {
  forbidden: NonNullable<ICruiseOptions['ruleSet']>['forbidden'];
  options: ICruiseOptions;
};

export type ModuleGraph = {
  violations: IViolation[];
  /** Every import from one server module to another, as `from → to` pairs, sorted. */
  edges: Array<[string, string]>;
  /** The number of imports between files of two different modules. */
  crossImports: number;
};

const moduleOf = (path: string) => (path.startsWith(`${MODULES_ROOT}/`) ? path.split('/')[4] : undefined);

/**
 * Cruises the server's source under `baseDir` (the repository root, or a scratch tree laid out like
 * it) with the lint's rules, and collapses the file graph to the module graph.
 */
export async function cruiseModules(baseDir: string): Promise<ModuleGraph> {
  const { output } = await cruise(['apps/server/src'], {
    ...config.options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  if (typeof output === 'string') throw new Error('dependency-cruiser returned text, not a result');
  const edges = new Set<string>();
  let crossImports = 0;
  for (const file of output.modules) {
    const from = moduleOf(file.source);
    for (const dependency of file.dependencies) {
      const to = moduleOf(dependency.resolved);
      if (!from || !to || from === to) continue;
      crossImports += 1;
      edges.add(`${from}\t${to}`);
    }
  }
  return {
    violations: output.summary.violations,
    edges: [...edges].sort().map((edge) => edge.split('\t') as [string, string]),
    crossImports,
  };
}
