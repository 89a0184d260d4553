import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { LAYERS, cruiseModules } from './module-graph-cruise';

/*
 * `npm run graph`: draws the server's module graph (dependency-cruiser, the lint's rules) into
 * docs/architecture.md between the two markers, as a mermaid chart by layer and as a list.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOC = `${ROOT}docs/architecture.md`;
const START = '<!-- module-graph:start (npm run graph writes this part) -->';
const END = '<!-- module-graph:end -->';

const node = (name: string) => name.replace(/-/g, '_');

function render(edges: Array<[string, string]>, crossImports: number): string {
  const chart = ['```mermaid', 'flowchart BT'];
  for (const layer of LAYERS) {
    chart.push(`  subgraph ${layer.name}`);
    for (const name of layer.modules) chart.push(`    ${node(name)}[${name}]`);
    chart.push('  end');
  }
  for (const [from, to] of edges) chart.push(`  ${node(from)} --> ${node(to)}`);
  chart.push('```');
  const rows = LAYERS.map((layer) => {
    const uses = layer.modules.map((name) => {
      const targets = edges.filter(([from]) => from === name).map(([, to]) => to);
      return `\`${name}\` → ${targets.length > 0 ? targets.join(', ') : 'none'}`;
    });
    return `| ${layer.name} | ${layer.why} | ${uses.join('<br>')} |`;
  });
  return [
    START,
    '',
    `${edges.length} module edges, ${crossImports} imports between modules, all downward; the table lists the layers highest first.`,
    '',
    '| layer | what | module → modules it imports |',
    '|---|---|---|',
    ...rows.reverse(),
    '',
    ...chart,
    '',
    END,
  ].join('\n');
}

const graph = await cruiseModules(ROOT);
if (graph.violations.length > 0) {
  for (const violation of graph.violations)
    console.error(`${violation.rule.name}: ${violation.from} → ${violation.to}`);
  throw new Error('The module graph breaks its rules: fix them first (npm run lint).');
}
const doc = readFileSync(DOC, 'utf8');
const start = doc.indexOf(START);
const end = doc.indexOf(END);
if (start < 0 || end < start) throw new Error(`docs/architecture.md has no ${START} … ${END} markers`);
const written = doc.slice(0, start) + render(graph.edges, graph.crossImports) + doc.slice(end + END.length);
// Written as `prettier --check` in the lint wants it.
writeFileSync(DOC, await format(written, { ...(await resolveConfig(DOC)), filepath: DOC }));
console.log(`docs/architecture.md: ${graph.edges.length} module edges, ${graph.crossImports} imports between modules`);
